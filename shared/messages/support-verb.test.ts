// One verb for what a gifter does for a creator. The button says Support Creator, so every text around
// it says support: never follow in one place and support in the next.
import { describe, expect, it } from 'vitest';
import { creatorPage, profile, supportedCreator } from './creators.ts';
import { creatorArticles } from './help-articles-rewards.ts';

/** Every text of `messages`: strings as they are, functions called with a name. */
const textsOf = (messages: Record<string, unknown>) =>
  Object.entries(messages).map(([key, value]) => [
    key,
    typeof value === 'function' ? String((value as (...a: string[]) => unknown)('Zoe', 'ana')) : String(value),
  ]);

describe('the words for supporting a creator', () => {
  it('never say follow on the creator page, its toasts, the dashboard card or the help articles about it', () => {
    const texts = [
      ...textsOf(creatorPage),
      ...textsOf(supportedCreator),
      ...textsOf(profile),
      ...creatorArticles
        .filter((a) => a.id === 'creators-earn' || a.id === 'support-creator')
        .map((a) => [a.id, [a.title, ...a.body].join(' ')]),
    ];
    expect(texts.filter(([, text]) => /follow/i.test(text!))).toEqual([]);
    expect(texts.some(([, text]) => /support/i.test(text!))).toBe(true);
  });
});
