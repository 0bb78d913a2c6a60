// The language this page speaks, chosen once as it loads (docs/decisions/0023-languages.md): the one the server
// chose when it sent the page (`data-locale` on <html>: the member's, else the remembered one, else the browser's),
// else, on the shell the service worker keeps (which carries no choice), the address's (`?lang=`), else the remembered
// one, else the browser's.
// The text modules' stand-ins (build/language-texts.ts) load this language's texts before any screen runs. On the
// server the renderer is loaded once per language (api/pages/member-frame.ts), the language in its address.
import { DEFAULT_LOCALE, firstSpoken, isLocale, type Locale } from '#shared/i18n/locales.ts';
import { LOCALE_COOKIE, LOCALE_QUERY } from '#shared/i18n/locale-cookie.ts';

/** The remembered choice, from the cookie the server reads too. */
export function rememberedLocale(): Locale | undefined {
  const value = document.cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`))?.[1];
  return isLocale(value) ? value : undefined;
}

function pageLocale(): Locale {
  const chosen = document.documentElement.dataset.locale;
  if (isLocale(chosen)) return chosen;
  const asked = new URLSearchParams(window.location.search).get(LOCALE_QUERY);
  if (isLocale(asked)) return asked;
  return rememberedLocale() ?? firstSpoken(navigator.languages ?? []);
}

/** The renderer's language on the server: `?locale=` in the address it was loaded from. */
function rendererLocale(): Locale {
  const chosen = new URL(import.meta.url).searchParams.get('locale');
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}

export const activeLocale: Locale = typeof document === 'undefined' ? rendererLocale() : pageLocale();

// The service worker's shell says English: the page says what it speaks (screen readers, hyphenation, translators).
if (typeof document !== 'undefined') document.documentElement.lang = activeLocale;
