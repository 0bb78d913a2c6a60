// A bank page as ingest takes it: each aggregator-neutral row checked and put in the engine's terms (positive
// cents and a direction, a category, a date in ms), then ordered so that earning follows time.
import { categorize } from '#shared/classify/coin-purchase.ts';
import { formatDecimal, toCents } from '#shared/money/cents.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import {
  formatMinorUnits,
  minorUnitExponent,
  parseMinorUnits,
  RATE_MICROS,
} from '#api/providers/rates/currency-units.ts';
import { isCurrencyCode } from '#api/providers/rates/rate-provider.ts';
import { convertAt, currencyOf, NO_RATES, type RateBook, rateDayOf } from './exchange-rates.ts';

const MAX_DESCRIPTION = 500;

export type BankRow = {
  providerId: string;
  provider: ProviderTransaction['provider'];
  accountId: string | null;
  description: string;
  merchant: string | null;
  /** The bank's currency and amount in it (positive, in the currency's decimals). */
  currency: string;
  originalAmount: string;
  /** In minor units of `currency`; null for a currency whose decimals are unknown (it cannot be converted). */
  originalMinor: number | null;
  /** Positive US cents at the rate of the row's day; 0 while the row waits for its rate. */
  amountCents: number;
  /** The rate used (units per USD x 10^6) and its day; null while the row waits for one. */
  rateMicros: number | null;
  rateDay: string | null;
  type: 'debit' | 'credit';
  category: 'TikTok' | 'Other';
  date: number;
  pending: boolean;
  pendingId: string | null;
  removed: boolean;
  /** Its place in the page, which breaks ties in the processing order. */
  order: number;
};

export type RejectedRow = { id: string; reason: string };

type Original = { minor: number | null; text: string; negative: boolean };

const PLAIN_DECIMAL = /^([+-])?(\d{1,15})(?:\.(\d+))?$/;

/** The bank's amount in its currency, or the reason it is refused. */
function originalAmount(amount: string | number, currency: string): Original | { reject: string } {
  const shown = JSON.stringify(amount);
  if (currency === 'USD') {
    const cents = toCents(amount);
    if (cents === null) return { reject: `amount ${shown} is not a number with at most 2 decimals` };
    return { minor: Math.abs(cents), text: formatDecimal(Math.abs(cents)), negative: cents < 0 };
  }
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? String(amount) : '') : String(amount).trim();
  const exponent = minorUnitExponent(currency);
  if (exponent === null) {
    // A currency whose decimals we do not know: kept as written (no sign, no trailing zeros), never converted.
    const m = PLAIN_DECIMAL.exec(text);
    if (!m) return { reject: `amount ${shown} is not a plain decimal number` };
    const fraction = (m[3] ?? '').replace(/0+$/, '');
    const whole = String(BigInt(m[2]!));
    return { minor: null, text: fraction ? `${whole}.${fraction}` : whole, negative: m[1] === '-' };
  }
  const minor = parseMinorUnits(text, currency);
  if (minor === null) return { reject: `amount ${shown} is not an amount in ${currency} (${exponent} decimals)` };
  return { minor: Math.abs(minor), text: formatMinorUnits(minor, exponent), negative: minor < 0 };
}

/** US cents of a row at its day's rate; 0 and no rate while there is none. */
function converted(original: Original, currency: string, date: number, rates: RateBook) {
  // The dollar's own rate, without a lookup: most rows of most pages.
  if (currency === 'USD') return { amountCents: original.minor!, rateMicros: RATE_MICROS, rateDay: rateDayOf(date) };
  const at = convertAt(rates, currency, original.minor, date);
  if (!at) return { amountCents: 0, rateMicros: null, rateDay: null };
  return { amountCents: at.amountCents, rateMicros: at.rate.unitsPerUsdMicros, rateDay: at.rate.rateDay };
}

function normalise(t: ProviderTransaction, order: number, rates: RateBook): BankRow | { reject: string } {
  if (typeof t.id !== 'string' || t.id.trim() === '') return { reject: 'missing transaction id' };
  const currency = currencyOf(t);
  if (!isCurrencyCode(currency)) return { reject: `currency ${JSON.stringify(t.currency)} is not an ISO 4217 code` };
  const original = originalAmount(t.amount, currency);
  if ('reject' in original) return original;
  const date = Date.parse(t.date);
  if (!Number.isFinite(date)) return { reject: `date ${JSON.stringify(t.date)} is not ISO 8601` };
  const type = t.direction ? (t.direction === 'in' ? 'credit' : 'debit') : original.negative ? 'debit' : 'credit';
  const description =
    (t.description ?? '').trim().slice(0, MAX_DESCRIPTION) || (t.merchant ?? '').trim() || '(no description)';
  const merchant = t.merchant?.trim().slice(0, MAX_DESCRIPTION) || null;
  return {
    providerId: t.id.trim(),
    provider: t.provider,
    accountId: t.accountId ?? null,
    description,
    merchant,
    currency,
    originalAmount: original.text,
    originalMinor: original.minor,
    ...converted(original, currency, date, rates),
    type,
    category: categorize({ description, merchant }),
    date,
    pending: Boolean(t.pending),
    pendingId: t.pendingTransactionId ?? null,
    removed: Boolean(t.removed),
    order,
  };
}

/**
 * Pending rows first (they earn nothing), then posted rows by date (the weekly cap and refunds follow time),
 * removals last.
 */
const rank = (r: BankRow) => (r.removed ? 2 : r.pending ? 0 : 1);
const byProcessingOrder = (a: BankRow, b: BankRow) => rank(a) - rank(b) || a.date - b.date || a.order - b.order;

/** The page's valid rows in processing order, and the rows refused with the reason. */
export function normaliseBatch(
  batch: readonly ProviderTransaction[],
  rates: RateBook = NO_RATES,
): { rows: BankRow[]; rejected: RejectedRow[] } {
  const rows: BankRow[] = [];
  const rejected: RejectedRow[] = [];
  batch.forEach((t, i) => {
    const n = normalise(t, i, rates);
    if ('reject' in n) rejected.push({ id: String(t?.id ?? ''), reason: n.reject });
    else rows.push(n);
  });
  rows.sort(byProcessingOrder);
  return { rows, rejected };
}
