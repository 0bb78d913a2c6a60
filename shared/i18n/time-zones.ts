// A member's time zone (docs/product-rules.md section 9): an IANA name ('America/Mexico_City') kept on the account,
// from the browser at sign-up (else the country's), changed in Settings. Dates and times are shown in it and
// statements' months are its months. The calendar arithmetic in a zone is shared/i18n/zoned-time.ts.
import type { Country } from '#shared/constants.ts';

/** Each country's most populous zone: the account's zone when the browser did not say one. */
export const COUNTRY_TIME_ZONES: Record<Country, string> = {
  USA: 'America/New_York',
  Canada: 'America/Toronto',
  Mexico: 'America/Mexico_City',
  Argentina: 'America/Argentina/Buenos_Aires',
  Brazil: 'America/Sao_Paulo',
  Colombia: 'America/Bogota',
  Chile: 'America/Santiago',
  Perú: 'America/Lima',
  Uruguay: 'America/Montevideo',
};

/** The zone support's hours are kept in (shared/constants.ts SUPPORT_SCHEDULE). */
export const SUPPORT_TIME_ZONE = 'America/New_York';

/** Whether the platform knows `name` as a time zone (IANA names and 'UTC'; offsets such as '+05:00' are refused). */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name.length === 0 || name.length > 64 || !/^[A-Za-z]/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The platform's spelling of a known zone ('america/mexico_city' -> 'America/Mexico_City'). */
export const canonicalTimeZone = (name: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
