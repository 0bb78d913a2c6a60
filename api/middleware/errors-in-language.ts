// Every error the API answers, in the requester's language: the member's, stored on the account, else the first of
// the browser's languages the product speaks (Accept-Language), else English. Handlers and schemas keep writing the
// English texts; this turns an error body's `message` and field `errors` into the language on the way out.
import type { MiddlewareHandler } from 'hono';
import { type DetectorOptions, detectFromHeader } from 'hono/language';
import { DEFAULT_LOCALE, isLocale, type Locale, LOCALES, localeOfTag } from '#shared/i18n/locales.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { errorInLanguage } from '#api/lib/error-language.ts';

const fromBrowser: DetectorOptions = {
  order: ['header'],
  lookupQueryString: 'lang',
  lookupCookie: 'locale',
  lookupFromPathIndex: 0,
  lookupFromHeaderKey: 'accept-language',
  caches: false,
  ignoreCase: true,
  fallbackLanguage: DEFAULT_LOCALE,
  supportedLanguages: [...LOCALES],
  convertDetectedLanguage: (tag) => localeOfTag(tag) ?? tag,
};

function requesterLocale(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Locale {
  try {
    const member = c.get('user')?.row().locale;
    if (member) return member;
  } catch {
    // a session whose member is gone: read as a visitor
  }
  const browser = detectFromHeader(c, fromBrowser);
  return isLocale(browser) ? browser : DEFAULT_LOCALE;
}

export const errorsInLanguage = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  await next();
  if (c.res.status < 400 || !c.res.headers.get('content-type')?.startsWith('application/json')) return;
  const locale = requesterLocale(c);
  if (locale === DEFAULT_LOCALE) return;
  const body: unknown = await c.res
    .clone()
    .json()
    .catch(() => null);
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const { status } = c.res;
  const headers = new Headers(c.res.headers);
  headers.delete('content-length');
  const translated = JSON.stringify(errorInLanguage(body as Record<string, unknown>, locale));
  c.res = undefined; // else Hono copies the old answer's headers, its length too, onto the new one
  c.res = new Response(translated, { status, headers });
};
