// The exchange rates a batch of bank rows needs, asked before the batch's transaction (a rate source is a network
// call; the write lock is held for none): one question per (currency, day), US dollar rows ask nothing. A source
// that is down or does not know the currency leaves the rows waiting: stored and shown, earning nothing until the
// rates job finds their rate (never a guessed one).
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { minorToUsdCents } from '#api/providers/rates/currency-units.ts';
import { dayIndexAt, dayText } from '#api/providers/rates/days.ts';
import {
  isCurrencyCode,
  RateFeedError,
  type RateProvider,
  type UsdRate,
  usdItself,
} from '#api/providers/rates/rate-provider.ts';

/** Rates by `${currency} ${day}`: null = no rate (unknown currency, or the source could not be reached). */
export type RateBook = ReadonlyMap<string, UsdRate | null>;

export const NO_RATES: RateBook = new Map();

const key = (currency: string, day: string) => `${currency} ${day}`;

const dayTexts = new Map<number, string>();

/**
 * The UTC calendar day of a moment in ms, 'YYYY-MM-DD': the day whose rate converts a row. Kept per day: a page
 * of rows asks it for each row, and few days.
 */
export function rateDayOf(ms: number): string {
  const index = dayIndexAt(ms);
  let text = dayTexts.get(index);
  if (text === undefined) {
    text = dayText(index);
    if (dayTexts.size > 100_000) dayTexts.clear();
    dayTexts.set(index, text);
  }
  return text;
}

/** The currency a bank row is in: its ISO code in capitals, US dollars when the bank does not say. */
export function currencyOf(t: Pick<ProviderTransaction, 'currency'>): string {
  const code = typeof t.currency === 'string' ? t.currency.trim().toUpperCase() : '';
  return code === '' ? 'USD' : code;
}

/** The rate of `currency` on `day`: the dollar's own, a rate the book holds, or null. */
export function rateIn(book: RateBook, currency: string, day: string): UsdRate | null {
  if (currency === 'USD') return usdItself(day);
  return book.get(key(currency, day)) ?? null;
}

/**
 * `minor` units of `currency` in US cents at the book's rate for the day of `dateMs`, with that rate; null while
 * there is none (or the currency's decimals, hence `minor`, are unknown).
 */
export function convertAt(book: RateBook, currency: string, minor: number | null, dateMs: number) {
  if (minor === null) return null;
  const rate = rateIn(book, currency, rateDayOf(dateMs));
  const amountCents = rate ? minorToUsdCents(minor, rate) : null;
  return rate && amountCents !== null ? { amountCents, rate } : null;
}

/** Asks `rates` for every (currency, day) of `days`, at most `parallel` at once. */
export async function lookUpRates(
  rates: RateProvider | undefined,
  days: Iterable<readonly [currency: string, day: string]>,
  parallel = 8,
): Promise<RateBook> {
  const wanted = new Map<string, readonly [string, string]>();
  for (const [currency, day] of days) if (currency !== 'USD') wanted.set(key(currency, day), [currency, day]);
  const book = new Map<string, UsdRate | null>();
  if (!rates || wanted.size === 0) return book;
  const queue = [...wanted];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [k, [currency, day]] = next;
      book.set(k, await rates.usdRate(currency, day).catch((error: unknown) => noRate(error, currency, day)));
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, queue.length) }, worker));
  return book;
}

function noRate(error: unknown, currency: string, day: string): null {
  const why = error instanceof RateFeedError ? 'rate feed unavailable' : (error as Error).message;
  console.warn(`[rates] no ${currency} rate for ${day} (${why}): the rows wait for it`);
  return null;
}

/** The rates the rows of a bank page need: one per (currency, day) of a row not in US dollars. */
export function ratesForBatch(rates: RateProvider | undefined, batch: readonly ProviderTransaction[]) {
  const days: (readonly [string, string])[] = [];
  for (const t of batch) {
    if (!t) continue;
    const currency = currencyOf(t);
    if (currency === 'USD' || !isCurrencyCode(currency)) continue;
    const ms = Date.parse(t.date);
    if (Number.isFinite(ms)) days.push([currency, rateDayOf(ms)]);
  }
  return lookUpRates(rates, days);
}
