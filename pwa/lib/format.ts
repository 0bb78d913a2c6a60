import type { Locale } from '#shared/i18n/locales.ts';
import { dates } from '#shared/messages/common.ts';
import { activeLocale } from '#pwa/lib/i18n/active-locale.ts';

/**
 * A formatter made on first use, not when the module loads: making one is slow on a phone (the locale's data is
 * read), and a screen's first render, or one drawn by the server, often shows no amount or date yet.
 */
function onFirstUse<T>(make: () => T) {
  let made: T | undefined;
  return () => (made ??= make());
}

export { dollarSignFor } from '#shared/money/dollars.ts';

let dollarSign: () => string = () => '$';
/**
 * Where formatUsd finds the sign for the member a screen is drawn for: the signed-in user in the browser
 * (pwa/app/full-app.tsx), the request's member on the server (pwa/app/prerender.tsx). '$' until set.
 */
export function setDollarSignSource(source: () => string) {
  dollarSign = source;
}

/** How a language writes an amount (CLDR): its separators, and what follows the currency's sign. */
const NUMBER_STYLE: Record<Locale, { group: string; decimal: string; afterSign: string }> = {
  'en-US': { group: ',', decimal: '.', afterSign: '' },
  'es-419': { group: ',', decimal: '.', afterSign: '' },
  'pt-BR': { group: '.', decimal: ',', afterSign: '\u00a0' },
};

/**
 * USD, two decimals, as `locale` writes numbers: '$1,234.50', '-$0.25' ('US$1,234.50' for a member outside the US;
 * 'US$ 1.234,50' in Portuguese); `sign` '' for the figure alone. Exactly what Intl.NumberFormat's USD currency format
 * writes in English and Portuguese (pwa/lib/format.test.ts holds them side by side), without it: the first Intl
 * formatter a page makes costs tens of milliseconds on a phone (the locale's data is read), in the very task that
 * shows the dashboard's first numbers. Like Intl, it rounds the number as JavaScript writes it ('1.005' is $1.01),
 * half away from zero. Spanish writes US$ where its own format would write USD (docs/decisions/0023-languages.md).
 */
export function formatUsdIn(locale: Locale, amount: number, sign = dollarSign()) {
  const digits = String(Math.abs(amount));
  // NaN, infinities, and amounts JavaScript writes with an exponent (under 1e-6, from 1e21): the platform's.
  if (!/^\d+(\.\d+)?$/.test(digits)) return usdByIntl().format(amount);
  const [whole, fraction = ''] = digits.split('.') as [string, string?];
  const roundUp = (fraction[2] ?? '0') >= '5';
  const cents = (BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + (roundUp ? 1n : 0n)).toString().padStart(3, '0');
  const minus = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const { group, decimal, afterSign } = NUMBER_STYLE[locale];
  const figure = `${cents.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, group)}${decimal}${cents.slice(-2)}`;
  return `${minus}${sign}${sign ? afterSign : ''}${figure}`;
}

/** USD in the page's language (formatUsdIn). */
export const formatUsd = (amount: number) => formatUsdIn(activeLocale, amount);

/** The platform's own USD format: for what formatUsd does not write itself (NaN, infinities), and its test. */
export const usdByIntl = onFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/**
 * ISO 4217 minor units for currencies that CLDR 48 (ICU 78: Node 20.20, recent Chrome) shows without decimals while
 * older engines (and ISO) show two: pinned so '19900.00' COP reads 'COP 19,900.00' in every browser and in the tests.
 */
const ISO_MINOR_UNITS: Readonly<Record<string, number>> = { COP: 2, HUF: 2, IDR: 2, PKR: 2 };

/** One formatter per currency code (null: Intl refused the code). */
const moneyFormats = new Map<string, Intl.NumberFormat | null>();

function moneyFormat(code: string) {
  if (!moneyFormats.has(code)) {
    const digits = ISO_MINOR_UNITS[code];
    let format: Intl.NumberFormat | null = null;
    try {
      format = new Intl.NumberFormat(activeLocale, {
        style: 'currency',
        currency: code,
        ...(digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
      });
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
    moneyFormats.set(code, format);
  }
  return moneyFormats.get(code) ?? null;
}

/**
 * An amount in any currency (ISO 4217), en-US, in the currency's own digits: 'MX$99.00', 'R$5.90', 'CLP 19,900',
 * 'COP 19,900.00' (Intl puts a no-break space after a code). A code Intl refuses reads '<amount> <CODE>'.
 */
export function formatMoney(amount: number | string, currency: string) {
  const code = currency.trim().toUpperCase();
  const text = String(amount).trim();
  const value = text === '' ? NaN : Number(text);
  const format = moneyFormat(code);
  return format && Number.isFinite(value) ? format.format(value) : `${text} ${code}`.trim();
}

/** A signed amount: '+$1.25', '-$0.50', '$0.00'. */
export function formatSignedUsd(amount: number) {
  if (amount === 0) return formatUsd(0);
  return `${amount > 0 ? '+' : '-'}${formatUsd(Math.abs(amount))}`;
}

/** A signed decimal string as it is: '+1.25', '-0.50', '0.00'. */
export function formatSignedDecimal(text: string) {
  const n = Number(text);
  const abs = Math.abs(n).toFixed(2);
  return n > 0 ? `+${abs}` : n < 0 ? `-${abs}` : abs;
}

let timeZoneSource: () => string | undefined = () => undefined;
/**
 * Where dates and times find the member's time zone (docs/product-rules.md section 9): the signed-in user's in the
 * browser (pwa/app/full-app.tsx), the request's member on the server (pwa/app/prerender.tsx). Until set (a visitor),
 * the device's.
 */
export function setTimeZoneSource(source: () => string | undefined) {
  timeZoneSource = source;
}

/** The zone dates and times are shown in now: the member's, else the device's. */
export const shownTimeZone = () => timeZoneSource() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Where dates are shown: a language and a time zone (undefined: the device's). */
type Place = { locale: string; timeZone: string | undefined };
const here = (): Place => ({ locale: activeLocale, timeZone: timeZoneSource() });

const zonedFormats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per shape, language and zone, made on first use: the member's zone is known only once they are. */
function inZone(shape: string, options: Intl.DateTimeFormatOptions, { locale, timeZone }: Place = here()) {
  const key = `${shape} ${locale} ${timeZone ?? ''}`;
  let format = zonedFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    zonedFormats.set(key, format);
  }
  return format;
}

/** The calendar day of an instant in a zone ('2026-03-05': en-CA writes ISO dates). */
const dayKey = (d: Date, { timeZone }: Place) =>
  inZone('isoDay', { year: 'numeric', month: '2-digit', day: '2-digit' }, { locale: 'en-CA', timeZone }).format(d);

/**
 * 'Today, 3:04 PM', 'Yesterday, 15:04' or 'Mar 5, 3:04 PM' (Intl: the language's order and clock, 24-hour where it
 * is used), in the time zone of `place`.
 */
export function formatShortDateTimeIn(place: Place, iso: string, now = new Date()) {
  const date = new Date(iso);
  // A bank's date with no time (its midnight in UTC) is a calendar day: named as it is, with no time, never a day
  // earlier west of Greenwich.
  const calendarDay = iso.endsWith('T00:00:00.000Z') || /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const shownPlace = calendarDay ? { ...place, timeZone: 'UTC' } : place;
  const [today, shown] = [dayKey(now, place), dayKey(date, shownPlace)];
  // The calendar day before today's (a day of 23 or 25 hours included).
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 24 * 60 * 60_000).toISOString().slice(0, 10);
  const day =
    shown === today
      ? dates.today
      : shown === yesterday
        ? dates.yesterday
        : inZone('monthDay', { month: 'short', day: 'numeric' }, shownPlace).format(date);
  if (calendarDay) return day;
  return `${day}, ${inZone('time', { hour: 'numeric', minute: '2-digit' }, place).format(date)}`;
}

/**
 * An instant in the member's language and time zone (or `options.timeZone`, a statement's), in the shape `options`
 * asks (one formatter per shape).
 */
export const formatInstant = (at: string | number | Date, options: Intl.DateTimeFormatOptions) =>
  inZone(JSON.stringify(options), options, {
    locale: activeLocale,
    timeZone: options.timeZone ?? timeZoneSource(),
  }).format(new Date(at));

/** The calendar day of an instant, 'YYYY-MM-DD', in `timeZone` (the member's unless given). */
export const dayInZone = (at: string | number | Date, timeZone = timeZoneSource()) =>
  dayKey(new Date(at), { locale: activeLocale, timeZone });

/** formatShortDateTimeIn, in the member's language and time zone. */
export const formatShortDateTime = (iso: string, now = new Date()) => formatShortDateTimeIn(here(), iso, now);

const utcMonthDay = onFirstUse(
  () => new Intl.DateTimeFormat(activeLocale, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
);

/** An instant as 'March 2026', in the member's time zone. */
export const formatMonthYear = (iso: string) =>
  inZone('monthYear', { month: 'long', year: 'numeric' }).format(new Date(iso));

/** A calendar date 'YYYY-MM-DD' as 'Mar 5' (read as UTC, so it never slips a day). */
export const formatDay = (ymd: string) => utcMonthDay().format(new Date(`${ymd}T00:00:00Z`));

/** How long ago, for a notification: 'just now', '2 min ago', '3 hours ago', '5 days ago', then the date. */
export function formatRelativeTime(iso: string, now = new Date()) {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return dates.justNow;
  if (minutes < 60) return dates.minutesAgo(minutes);
  if (minutes < 24 * 60) return dates.hoursAgo(Math.floor(minutes / 60));
  if (minutes < 7 * 24 * 60) return dates.daysAgo(Math.floor(minutes / (24 * 60)));
  return formatShortDateTime(iso, now);
}
