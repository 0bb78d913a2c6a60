// The languages GiftOrbit speaks and how one is chosen (docs/product-rules.md section 9): a member's follows the
// country chosen at sign-up and is stored on the account; a visitor's is the first of the browser's languages we
// speak (the server reads Accept-Language through Hono's language detector, the app reads navigator.languages),
// else English.
import type { Country } from '#shared/constants.ts';

export const LOCALES = ['en-US', 'es-419', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** What each language is called in itself, for the switch in the header, the footer and Settings. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-US': 'English',
  'es-419': 'Español',
  'pt-BR': 'Português',
};

/** The language of a member from the country chosen at sign-up: Brazil Portuguese, the US and Canada English. */
export function localeForCountry(country: Country): Locale {
  if (country === 'Brazil') return 'pt-BR';
  if (country === 'USA' || country === 'Canada') return 'en-US';
  return 'es-419'; // Mexico, Argentina, Colombia, Chile, Perú, Uruguay
}

/** Ours for a BCP 47 tag by its language ('es-MX', 'es' → es-419; 'pt-PT' → pt-BR; 'en-GB' → en-US), if we speak it. */
export function localeOfTag(tag: string): Locale | undefined {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (language === 'en') return 'en-US';
  if (language === 'es') return 'es-419';
  if (language === 'pt') return 'pt-BR';
  return undefined;
}

/** The first of `tags` (most preferred first, as navigator.languages lists them) that we speak, else English. */
export function firstSpoken(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
