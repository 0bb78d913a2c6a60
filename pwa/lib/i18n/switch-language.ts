// Switching language: remembered in the cookie both ends read (shared/i18n/locale-cookie.ts), stored on the account
// when someone is signed in here (the server draws a member's pages in the account's language), then the page loads
// again in it: each language's texts are loaded once, as the page starts (pwa/lib/i18n/active-locale.ts).
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, LOCALE_QUERY } from '#shared/i18n/locale-cookie.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { apiPaths } from '#shared/routes.ts';
import { apiRequest } from '#pwa/lib/api-client.ts';
import { newIdempotencyKey } from '#pwa/lib/idempotency-key.ts';
import { sessionHint } from '#pwa/lib/session-hint.ts';
import { activeLocale, rememberedLocale } from './active-locale.ts';

/** Remembers `locale` for this browser (a year). */
export function rememberLocale(locale: Locale) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/**
 * The page in `locale`: the member's account says so too when someone is signed in (offline, or signed out
 * meanwhile, the browser's choice alone), then the page loads again.
 */
export async function switchLanguage(locale: Locale) {
  rememberLocale(locale);
  if (sessionHint() !== null)
    await apiRequest('PATCH', apiPaths.user, { locale }, { headers: { 'Idempotency-Key': newIdempotencyKey() } }).catch(
      () => {},
    );
  // An address that asks for a language (`?lang=`, from a search engine) would win over the choice just made.
  const url = new URL(window.location.href);
  if (url.searchParams.has(LOCALE_QUERY)) {
    url.searchParams.delete(LOCALE_QUERY);
    window.history.replaceState(window.history.state, '', url);
  }
  window.location.reload();
}

/**
 * The page again in the member's own language when it speaks another (signed in on a browser that remembered
 * another, or on the service worker's shell): remembered, then loaded again. True when it is. Never when the browser
 * keeps no cookie: the page would load again forever.
 */
export function followMemberLanguage(user: { locale: Locale }): boolean {
  if (user.locale === activeLocale) return false;
  rememberLocale(user.locale);
  if (rememberedLocale() !== user.locale) return false;
  window.location.reload();
  return true;
}

/** A member entering at `path` (signed in, confirmed) in another language than this page's: the page loads again
 * there, in theirs. True when it does. */
export function reloadInMemberLanguage(user: { locale: Locale }, path: string): boolean {
  if (user.locale === activeLocale) return false;
  window.history.replaceState(null, '', path);
  return followMemberLanguage(user);
}
