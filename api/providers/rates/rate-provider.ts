// Exchange rates against the US dollar, by day, from the built-in sandbox or a real public feed.
// Integers only (decision 0006): a rate is units of the currency per 1 USD, times 10^6.

export type UsdRate = {
  /** ISO 4217 code, as asked ('MXN'). */
  readonly currency: string;
  /** The day asked for, 'YYYY-MM-DD'. */
  readonly day: string;
  /**
   * The day of the rate actually used: the latest published on or before `day` (a Saturday or Sunday gets
   * Friday's), or, while the real feed is down, the rate that stood the day before.
   */
  readonly rateDay: string;
  /** Units of the currency per 1 USD, times 1,000,000: 18.5 MXN per dollar is 18,500,000. */
  readonly unitsPerUsdMicros: number;
};

export interface RateProvider {
  readonly name: 'sandbox' | 'frankfurter';
  /**
   * The rate of `currency` for `day` ('YYYY-MM-DD', UTC). USD is 1,000,000 on any day, with no call. Null when
   * the source does not know the currency (or has no rate for it on or before that day): never a guessed rate.
   * Throws RateFeedError when the real feed cannot be reached and no rate from that day or the day before can
   * stand in, and a RangeError for a `day` that is not a calendar date.
   */
  usdRate(currency: string, day: string): Promise<UsdRate | null>;
}

/** The rate source failed (not "unknown currency", which is a null answer): try again later. */
export class RateFeedError extends Error {
  override name = 'RateFeedError';
}

/** ISO 4217 shape: three capital letters. Anything else is a currency no provider knows. */
export const isCurrencyCode = (currency: string): boolean => /^[A-Z]{3}$/.test(currency);

/** The US dollar's own rate: no source is asked. */
export const usdItself = (day: string): UsdRate => ({
  currency: 'USD',
  day,
  rateDay: day,
  unitsPerUsdMicros: 1_000_000,
});
