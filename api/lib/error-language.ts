// The texts an API error can carry, by their English wording, in each language the product speaks: every text of
// the modules the server writes from (api/lib/member-texts.ts; the shared validation and API messages first) and
// their translations. A text made with values (a function's) is not looked up: it stays as written.
import { textsByEnglish } from '#shared/i18n/by-english.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { serverModules } from './member-texts.ts';

const table = textsByEnglish(serverModules());

/** `text` in `locale`, when it is one of the texts above; as it is otherwise (a text not translated yet). */
export const inLanguage = (text: string, locale: Locale): string => table.get(text)?.[locale] ?? text;

/** An error body `{ message, errors: { field: message } }` with its texts in `locale`; other fields untouched. */
export function errorInLanguage(body: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const out = { ...body };
  if (typeof out.message === 'string') out.message = inLanguage(out.message, locale);
  if (out.errors && typeof out.errors === 'object' && !Array.isArray(out.errors))
    out.errors = Object.fromEntries(
      Object.entries(out.errors).map(([field, text]) => [
        field,
        typeof text === 'string' ? inLanguage(text, locale) : text,
      ]),
    );
  return out;
}
