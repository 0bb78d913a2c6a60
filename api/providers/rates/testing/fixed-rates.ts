// A rate source for tests: fixed rates per currency (units per USD as text, '18.33'), the same on every day; a
// currency can be added later (a rate that "comes to exist") and the source can be taken down.
import { RateFeedError, type RateProvider, type UsdRate, usdItself } from '#api/providers/rates/rate-provider.ts';

export type FixedRates = RateProvider & {
  /** Sets (or, with null, forgets) the rate of a currency. */
  set(currency: string, unitsPerUsd: string | null): void;
  /** While down, every question fails as a feed outage does. */
  down: boolean;
  /** Every question asked, as 'MXN 2025-03-01'. */
  readonly asked: string[];
};

/** Rates as text to micros: '18.33' -> 18,330,000 (exactly; at most six decimals). */
function micros(text: string): number {
  const m = /^(\d+)(?:\.(\d{1,6}))?$/.exec(text);
  if (!m) throw new RangeError(`not a rate: ${text}`);
  return Number(m[1]) * 1_000_000 + Number((m[2] ?? '').padEnd(6, '0'));
}

export function fixedRates(initial: Record<string, string> = {}): FixedRates {
  const table = new Map(Object.entries(initial).map(([c, r]) => [c, micros(r)]));
  const source: FixedRates = {
    name: 'sandbox',
    down: false,
    asked: [],
    set(currency, unitsPerUsd) {
      if (unitsPerUsd === null) table.delete(currency);
      else table.set(currency, micros(unitsPerUsd));
    },
    async usdRate(currency, day): Promise<UsdRate | null> {
      source.asked.push(`${currency} ${day}`);
      if (currency === 'USD') return usdItself(day);
      if (source.down) throw new RateFeedError('rates feed unreachable (test)');
      const rate = table.get(currency);
      return rate === undefined ? null : { currency, day, rateDay: day, unitsPerUsdMicros: rate };
    },
  };
  return source;
}
