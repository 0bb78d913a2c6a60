// The Help Center's articles: enough of them, every topic covered, and the product's numbers as the constants say.
import { describe, expect, it } from 'vitest';
import { HELP_TOPICS } from './help.ts';
import { HELP_ARTICLES } from './help-articles.ts';

describe('HELP_ARTICLES', () => {
  it('has at least 24 articles, unique ids, and every topic covered', () => {
    expect(HELP_ARTICLES.length).toBeGreaterThanOrEqual(24);
    expect(new Set(HELP_ARTICLES.map((a) => a.id)).size).toBe(HELP_ARTICLES.length);
    for (const { id } of HELP_TOPICS) expect(HELP_ARTICLES.some((a) => a.topic === id)).toBe(true);
  });

  it('states the product numbers the way the constants do', () => {
    const all = HELP_ARTICLES.map((a) => `${a.title} ${a.body.join(' ')}`).join('\n');
    for (const fact of ['$5.00', '1x, 2x, 3x or 10x', '5% back', '1 point = $1', '$25.00', '1.5%', '$0.25']) {
      expect(all).toContain(fact);
    }
    expect(all).toContain('1-3 business days');
    expect(all).toContain('Finicity');
    expect(all).toContain('Mexico, Argentina, Brazil, Colombia, Chile, Perú and Uruguay');
    expect(all).not.toMatch(/undefined|NaN|\[object/);
  });
});
