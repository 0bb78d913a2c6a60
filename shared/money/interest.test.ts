import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTEREST_APY } from '#shared/constants.ts';
import {
  DAILY_RATE,
  DAILY_RATE_SCALE,
  MICROS_PER_CENT,
  accrue,
  creditableCents,
  dailyAccrualMicros,
  dayNumber,
  dayStartMs,
  isMonthStart,
} from './interest.ts';

const balance = fc.integer({ min: 0, max: 100_000_000 }); // up to $1,000,000
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

describe('dailyAccrualMicros', () => {
  it('is never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), accrued, (cents, micros) => {
        expect(dailyAccrualMicros(cents, micros)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  // Issue 9 item 9: the day's interest came from a float rate, rounded half up.
  it('applies an integer daily rate, a tie rounding half to even', () => {
    // $5,000.00 is 5 x 10^11 micro-cents; x 133,680,617 / 10^12 = 66,840,308.5 exactly: to even, 66,840,308.
    expect(dailyAccrualMicros(500_000, 0)).toBe(66_840_308);
  });

  it('is the balance times the daily rate in exact integers, half to even', () => {
    const scale = BigInt(DAILY_RATE_SCALE);
    fc.assert(
      fc.property(balance, accrued, (cents, micros) => {
        const exact = (BigInt(cents) * BigInt(MICROS_PER_CENT) + BigInt(micros)) * BigInt(DAILY_RATE);
        let q = exact / scale;
        const twice = 2n * (exact - q * scale);
        if (twice > scale || (twice === scale && q % 2n === 1n)) q += 1n;
        expect(dailyAccrualMicros(cents, micros)).toBe(Number(q));
      }),
      { numRuns: 1000 },
    );
  });

  it('has a daily rate that compounds to the APY over 365 days', () => {
    expect(Number.isSafeInteger(DAILY_RATE)).toBe(true);
    expect(Math.abs((1 + DAILY_RATE / DAILY_RATE_SCALE) ** 365 - (1 + INTEREST_APY))).toBeLessThan(1e-9);
  });

  it('earns a fraction of a cent a day on a small balance', () => {
    expect(dailyAccrualMicros(500, 0)).toBeGreaterThan(0); // $5 earns about 0.067 cents a day
  });
});

describe('creditableCents', () => {
  it('credits whole cents and carries the rest', () => {
    expect(creditableCents(5_000_000_004)).toEqual({ cents: 5000, carryMicros: 4 });
    expect(creditableCents(999_999)).toEqual({ cents: 0, carryMicros: 999_999 });
  });

  it('splits exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (micros) => {
        const { cents, carryMicros } = creditableCents(micros);
        expect(Number.isInteger(cents)).toBe(true);
        expect(carryMicros).toBeGreaterThanOrEqual(0);
        expect(carryMicros).toBeLessThan(MICROS_PER_CENT);
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
