import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTEREST_APY } from '#shared/constants.ts';
import {
  DAILY_RATES,
  DAILY_RATE_SCALE,
  MICROS_PER_CENT,
  accrue,
  accruedCents,
  creditableCents,
  dailyAccrualMicros,
  dailyRateOf,
  dayNumber,
  dayStartMs,
  daysInYearOf,
  isMonthStart,
} from './interest.ts';

const balance = fc.integer({ min: 0, max: 100_000_000 }); // up to $1,000,000
const day = (y: number, m: number, d: number) => dayNumber(Date.UTC(y, m - 1, d));
const DAY_2024 = day(2024, 6, 15);
const DAY_2025 = day(2025, 6, 15);
const accrued = fc.integer({ min: 0, max: 1_000_000_000_000 });

describe('accrue', () => {
  it('gives 5% on $1,000 over 365 days, within a cent', () => {
    const { cents } = creditableCents(accrue(100_000, 0, 0, 365));
    expect(Math.abs(cents - 5000)).toBeLessThanOrEqual(1);
  });

  it('gives 5% a year on any balance, within a cent', () => {
    fc.assert(
      fc.property(balance, (cents) => {
        const year = accrue(cents, 0, 0, 365) / MICROS_PER_CENT;
        expect(Math.abs(year - cents * 0.05)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('accrues nothing on an empty or negative balance, or over no days', () => {
    expect(accrue(0, 0, 0, 365)).toBe(0);
    expect(accrue(-5000, 0, 0, 30)).toBe(0);
    expect(accrue(100_000, 42, 10, 10)).toBe(42);
  });

  it('never goes down, and a period split in two accrues the same as the whole', () => {
    fc.assert(
      fc.property(balance, fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }), (cents, a, b) => {
        const first = accrue(cents, 0, 0, a);
        expect(first).toBeGreaterThanOrEqual(0);
        expect(accrue(cents, first, a, a + b)).toBe(accrue(cents, 0, 0, a + b));
        expect(accrue(cents, 0, 0, a + b)).toBeGreaterThanOrEqual(first);
      }),
    );
  });
});

// A leap year pays the APY too: one daily rate for 365 days paid 5.014% in one ($1,000 through 2024 earned $50.14).
describe('a year of interest: each day at the rate of its calendar year', () => {
  const year = (y: number) => [day(y, 1, 1), day(y + 1, 1, 1)] as const;
  /** What the rule gives, worked out apart: 5% a year compounded by the days held in each calendar year. */
  function byTheRule(cents: number, from: number, to: number) {
    let exponent = 0;
    for (let d = from; d < to; d++) exponent += 1 / daysInYearOf(d);
    return cents * ((1 + INTEREST_APY) ** exponent - 1);
  }

  it('pays $50.00 on $1,000 held through 2024, a leap year, as through 2025', () => {
    expect(accruedCents(accrue(100_000, 0, ...year(2024)))).toBe(5000);
    expect(creditableCents(accrue(100_000, 0, ...year(2024))).cents).toBe(5000);
    expect(accruedCents(accrue(100_000, 0, ...year(2025)))).toBe(5000);
  });

  it('pays exactly 5% over any calendar year, leap or not, on any balance whose 5% is whole cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 1970, max: 2199 }), (twenties, y) => {
        expect(accruedCents(accrue(twenties * 20, 0, ...year(y)))).toBe(twenties);
      }),
      { numRuns: 300 },
    );
  });

  it('knows the leap years', () => {
    expect([2023, 2024, 2025, 2000, 2100].map((y) => daysInYearOf(day(y, 12, 31)))).toEqual([365, 366, 365, 366, 365]);
    expect(daysInYearOf(day(2024, 2, 29))).toBe(366);
    expect(dailyRateOf(day(2024, 2, 29))).toBe(DAILY_RATES[366]);
    expect(dailyRateOf(day(2025, 1, 1))).toBe(DAILY_RATES[365]);
  });

  it('pays a year across a leap day by the days it holds in each calendar year, to the cent', () => {
    // 2023-07-01 to 2024-07-01: 184 days of 2023 and 182 of 2024 (366 days), 1.05^(184/365 + 182/366) = $50.07.
    // 2024-07-01 to 2025-07-01: 184 days of 2024 and 181 of 2025 (365 days): $49.93.
    const spans = [
      [day(2023, 7, 1), day(2024, 7, 1), 5007],
      [day(2024, 7, 1), day(2025, 7, 1), 4993],
      [day(2023, 3, 1), day(2024, 3, 1), 5012],
      [day(2024, 3, 1), day(2025, 3, 1), 4988],
    ] as const;
    for (const [from, to, cents] of spans) {
      expect(Math.round(byTheRule(100_000, from, to))).toBe(cents);
      expect(accruedCents(accrue(100_000, 0, from, to))).toBe(cents);
    }
  });

  it('matches the rule to the cent over any span of days on any balance', () => {
    fc.assert(
      fc.property(balance, fc.integer({ min: day(2022, 1, 1), max: day(2026, 1, 1) }), (cents, from) => {
        const to = from + 400;
        expect(Math.abs(accrue(cents, 0, from, to) / MICROS_PER_CENT - byTheRule(cents, from, to))).toBeLessThan(0.01);
      }),
      { numRuns: 200 },
    );
  });
});

describe('dailyAccrualMicros', () => {
  it('is never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), accrued, (cents, micros) => {
        expect(dailyAccrualMicros(cents, micros, DAY_2025)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  // The day's interest comes from an integer rate, rounded half to even (never a float rate rounded half up).
  it('applies an integer daily rate, a tie rounding half to even', () => {
    // $5,000.00 is 5 x 10^11 micro-cents; x 133,680,617 / 10^12 = 66,840,308.5 exactly: to even, 66,840,308.
    expect(dailyAccrualMicros(500_000, 0, DAY_2025)).toBe(66_840_308);
    // A day of a leap year: x 133,315,345 / 10^12 = 66,657,672.5 exactly: to even, 66,657,672.
    expect(dailyAccrualMicros(500_000, 0, DAY_2024)).toBe(66_657_672);
  });

  it('is the balance times the daily rate in exact integers, half to even', () => {
    const scale = BigInt(DAILY_RATE_SCALE);
    fc.assert(
      fc.property(balance, accrued, fc.constantFrom(DAY_2024, DAY_2025), (cents, micros, day) => {
        const exact = (BigInt(cents) * BigInt(MICROS_PER_CENT) + BigInt(micros)) * BigInt(dailyRateOf(day));
        let q = exact / scale;
        const twice = 2n * (exact - q * scale);
        if (twice > scale || (twice === scale && q % 2n === 1n)) q += 1n;
        expect(dailyAccrualMicros(cents, micros, day)).toBe(Number(q));
      }),
      { numRuns: 1000 },
    );
  });

  it('has, for each length of year, a daily rate that compounds to the APY over that many days', () => {
    for (const days of [365, 366] as const) {
      expect(Number.isSafeInteger(DAILY_RATES[days])).toBe(true);
      expect(Math.abs((1 + DAILY_RATES[days] / DAILY_RATE_SCALE) ** days - (1 + INTEREST_APY))).toBeLessThan(1e-9);
    }
  });

  it('earns a fraction of a cent a day on a small balance', () => {
    expect(dailyAccrualMicros(500, 0, DAY_2025)).toBeGreaterThan(0); // $5 earns about 0.067 cents a day
  });
});

describe('creditableCents', () => {
  it('credits whole cents, to the nearest, and carries the rest either way', () => {
    expect(creditableCents(5_000_000_004)).toEqual({ cents: 5000, carryMicros: 4 });
    expect(creditableCents(4_999_999_992)).toEqual({ cents: 5000, carryMicros: -8 });
    expect(creditableCents(499_999)).toEqual({ cents: 0, carryMicros: 499_999 });
    expect(creditableCents(500_000)).toEqual({ cents: 0, carryMicros: 500_000 }); // a tie, to even
    expect(creditableCents(1_500_000)).toEqual({ cents: 2, carryMicros: -500_000 });
    expect(accruedCents(-8)).toBe(0);
  });

  it('splits exactly, carrying at most half a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MICROS_PER_CENT / 2, max: Number.MAX_SAFE_INTEGER }), (micros) => {
        const { cents, carryMicros } = creditableCents(micros);
        expect(Number.isInteger(cents)).toBe(true);
        expect(cents).toBe(accruedCents(micros));
        expect(Math.abs(carryMicros)).toBeLessThanOrEqual(MICROS_PER_CENT / 2);
        expect(cents * MICROS_PER_CENT + carryMicros).toBe(micros);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('days', () => {
  it('numbers UTC days and knows the first of a month', () => {
    const day = dayNumber(Date.UTC(2025, 4, 1, 18));
    expect(dayStartMs(day)).toBe(Date.UTC(2025, 4, 1));
    expect(isMonthStart(day)).toBe(true);
    expect(isMonthStart(day - 1)).toBe(false);
  });
});
