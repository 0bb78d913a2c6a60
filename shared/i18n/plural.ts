// Which form of a word a count takes, by the language's CLDR plural rules (Intl.PluralRules): English says '1 day'
// and '0 days'; Brazilian Portuguese takes the singular for 0 and 1 ('0 novidade'); Spanish and Portuguese also have
// a 'many' form for exact millions ('1 millón de monedas'), which falls back to `other` where a text has none.
import type { Locale } from './locales.ts';

const rules = new Map<Locale, Intl.PluralRules>();

/** `forms`' text for `count` in `locale`. */
export function plural(locale: Locale, count: number, forms: { one: string; other: string; many?: string }): string {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  const category = rule.select(count);
  if (category === 'one') return forms.one;
  if (category === 'many') return forms.many ?? forms.other;
  return forms.other;
}

/** `plural` for one language, as a text module writes it: `byCount(n, 'day', 'days')`. */
export const pluralIn =
  (locale: Locale) =>
  (count: number, one: string, other: string, many?: string): string =>
    plural(locale, count, { one, other, many });
