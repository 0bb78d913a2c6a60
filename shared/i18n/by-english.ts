// A text looked up by its English wording: for the answers that carry a text already written (an API error made
// from a schema's English message), what it says in the member's language.
import { leaves } from './leaves.ts';
import type { Locale } from './locales.ts';

export type Translated = { english: unknown; translations: Partial<Record<Locale, unknown>> };

/** The string at `path` ('validation.country') in a module, if there is one. */
function at(module: unknown, path: readonly string[]): string | undefined {
  let value = module;
  for (const key of path) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : null;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Every English text of the modules (functions left out: their texts are made with values), with what each language
 * says for it. Where two keys share an English text, the first module's translation is kept.
 */
export function textsByEnglish(modules: readonly Translated[]): Map<string, Partial<Record<Locale, string>>> {
  const table = new Map<string, Partial<Record<Locale, string>>>();
  for (const { english, translations } of modules)
    for (const [path, text] of leaves(english)) {
      if (typeof text !== 'string' || table.has(text)) continue;
      const row: Partial<Record<Locale, string>> = {};
      for (const [locale, module] of Object.entries(translations) as [Locale, unknown][]) {
        const translated = at(module, path);
        if (translated !== undefined) row[locale] = translated;
      }
      table.set(text, row);
    }
  return table;
}
