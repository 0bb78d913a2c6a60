// The language a request is answered in (docs/decisions/0023-languages.md): the signed-in member's, stored on the
// account; else the one the address asks for (`?lang=`, a search engine's alternate); else the browser's remembered
// choice (the cookie the language switch writes); else the first of its languages the product speaks
// (Accept-Language, read by Hono's detector); else English.
import type { Context } from 'hono';
import { type DetectorOptions, detectFromCookie, detectFromHeader, detectFromQuery } from 'hono/language';
import { LOCALE_COOKIE, LOCALE_QUERY } from '#shared/i18n/locale-cookie.ts';
import { DEFAULT_LOCALE, isLocale, type Locale, LOCALES, localeOfTag } from '#shared/i18n/locales.ts';
import type { AppEnv } from '#api/lib/app-env.ts';

const fromBrowser: DetectorOptions = {
  order: ['querystring', 'cookie', 'header'],
  lookupQueryString: LOCALE_QUERY,
  lookupCookie: LOCALE_COOKIE,
  lookupFromPathIndex: 0,
  lookupFromHeaderKey: 'accept-language',
  caches: false,
  ignoreCase: true,
  fallbackLanguage: DEFAULT_LOCALE,
  supportedLanguages: [...LOCALES],
  convertDetectedLanguage: (tag) => localeOfTag(tag) ?? tag,
};

/** The browser's language: the address's, else its remembered choice, else its first we speak, else English. */
export function browserLocale(c: Context<AppEnv>): Locale {
  const browser =
    detectFromQuery(c, fromBrowser) ?? detectFromCookie(c, fromBrowser) ?? detectFromHeader(c, fromBrowser);
  return isLocale(browser) ? browser : DEFAULT_LOCALE;
}

/** The member's language when signed in, else the browser's. */
export function requestLocale(c: Context<AppEnv>): Locale {
  try {
    const member = c.get('user')?.row().locale;
    if (member) return member;
  } catch {
    // a session whose member is gone: read as a visitor
  }
  return browserLocale(c);
}
