// Every translated text module against its English source: the same keys, the same kinds of text, the same
// placeholders (docs/decisions/0023-languages.md). A module under shared/messages/<locale, lower case>/ translates the
// English module of the same name in shared/messages/.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.ts';
import { translationProblems } from './testing/translation-problems.ts';

const messages = new URL('../messages/', import.meta.url);
const translated = LOCALES.filter((l) => l !== 'en-US').flatMap((locale) =>
  readdirSync(new URL(`${locale.toLowerCase()}/`, messages))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({ locale, file })),
);

describe('translations', () => {
  it('has each language translate at least the 404 page', () => {
    for (const locale of ['es-419', 'pt-BR'])
      expect(translated.filter((t) => t.locale === locale).map((t) => t.file)).toContain('not-found.ts');
  });

  it.each(translated)('$locale/$file has every key of the English, and its placeholders', async ({ locale, file }) => {
    const load = async (path: string) => (await import(new URL(path, messages).href)) as Record<string, unknown>;
    const english = await load(file);
    const translation = await load(`${locale.toLowerCase()}/${file}`);
    expect(Object.keys(translation).filter((name) => !(name in english))).toEqual([]);
    // The app loads the translation in the English module's place, so it offers every value the English does.
    expect(Object.keys(english).filter((name) => !(name in translation))).toEqual([]);
    for (const [name, module] of Object.entries(translation))
      expect(translationProblems(english[name], module), `${locale}/${file}: ${name}`).toEqual([]);
  });
});
