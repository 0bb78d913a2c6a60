// Every error the API answers, in the requester's language (api/lib/request-locale.ts): the member's, else the
// browser's remembered choice, else the first of its languages the product speaks, else English. Handlers and
// schemas keep writing the English texts; this turns an error body's `message` and field `errors` into the language
// on the way out.
import type { MiddlewareHandler } from 'hono';
import { DEFAULT_LOCALE } from '#shared/i18n/locales.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { errorInLanguage } from '#api/lib/error-language.ts';
import { requestLocale } from '#api/lib/request-locale.ts';

export const errorsInLanguage = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  await next();
  if (c.res.status < 400 || !c.res.headers.get('content-type')?.startsWith('application/json')) return;
  const locale = requestLocale(c);
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
