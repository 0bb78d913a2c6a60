import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUND_UP_METHODS } from '#shared/constants.ts';
import { ROUND_UP_MULTIPLIERS, ROUND_UP_UNIT_CENTS, baseRoundUp, roundUp, weekStart } from './round-up.ts';

const DAY_MS = 86_400_000;
const method = fc.constantFrom(...ROUND_UP_METHODS);
const multiplier = fc.constantFrom(...ROUND_UP_MULTIPLIERS);
const purchaseCents = fc.integer({ min: 1, max: 10_000_000 });

describe('baseRoundUp', () => {
  it.each([
    [1234, 'dollar', 66],
    [1200, 'dollar', 0],
    [1, 'dollar', 99],
    [1999, 'dollar', 1],
    [1234, 'five', 266],
    [1500, 'five', 0],
    [499, 'five', 1],
    [-1234, 'dollar', 66],
  ] as const)('%i by the %s -> %i', (amount, m, expected) => {
    expect(baseRoundUp(amount, m)).toBe(expected);
  });

  it('is in [0, unit) and lands the amount on a multiple of the unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), method, (amount, m) => {
        const unit = ROUND_UP_UNIT_CENTS[m];
        const r = baseRoundUp(amount, m);
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThan(unit);
        expect((amount + r) % unit).toBe(0);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('roundUp', () => {
  it('scales by the multiplier and stops at the weekly cap', () => {
    expect(roundUp(1234, { method: 'dollar', multiplier: 1, weeklyCapCents: null })).toBe(66);
    expect(roundUp(1234, { method: 'dollar', multiplier: 3, weeklyCapCents: null })).toBe(198);
    expect(roundUp(1234, { method: 'dollar', multiplier: 10, weeklyCapCents: 500 }, 100)).toBe(400);
    expect(roundUp(1234, { method: 'dollar', multiplier: 1, weeklyCapCents: 500 }, 500)).toBe(0);
    // A cap lowered below what the week already used gives nothing, never a negative round-up.
    expect(roundUp(1234, { method: 'dollar', multiplier: 1, weeklyCapCents: 200 }, 500)).toBe(0);
  });

  it('without a cap is the spare change times the multiplier', () => {
    fc.assert(
      fc.property(purchaseCents, method, multiplier, (amount, m, x) => {
        expect(roundUp(amount, { method: m, multiplier: x, weeklyCapCents: null })).toBe(baseRoundUp(amount, m) * x);
      }),
    );
  });

  it('never takes more than the weekly cap over a week of purchases', () => {
    fc.assert(
      fc.property(
        fc.array(purchaseCents, { maxLength: 60 }),
        method,
        multiplier,
        fc.integer({ min: 0, max: 10_000 }),
        (purchases, m, x, cap) => {
          const settings = { method: m, multiplier: x, weeklyCapCents: cap };
          let used = 0;
          for (const amount of purchases) {
            const r = roundUp(amount, settings, used);
            expect(r).toBeGreaterThanOrEqual(0);
            expect(r).toBeLessThanOrEqual(baseRoundUp(amount, m) * x);
            used += r;
          }
          expect(used).toBeLessThanOrEqual(cap);
          // The cap only trims: a week that stays under it records every round-up in full.
          const uncapped = purchases.reduce((sum, amount) => sum + baseRoundUp(amount, m) * x, 0);
          expect(used).toBe(Math.min(uncapped, cap));
        },
      ),
    );
  });
});

describe('weekStart', () => {
  it('is the Monday at 00:00 UTC of the week', () => {
    expect(weekStart(Date.UTC(2025, 3, 16, 13, 45))).toBe(Date.UTC(2025, 3, 14)); // Wednesday
    expect(weekStart(Date.UTC(2025, 3, 14))).toBe(Date.UTC(2025, 3, 14)); // Monday midnight
    expect(weekStart(Date.UTC(2025, 3, 20, 23, 59, 59, 999))).toBe(Date.UTC(2025, 3, 14)); // Sunday night
    expect(weekStart(Date.UTC(2025, 0, 1))).toBe(Date.UTC(2024, 11, 30)); // across a year
  });

  it('is a Monday 00:00 UTC, at or before the date and less than 7 days before it', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2500, 0, 1) }), (ms) => {
        const start = weekStart(ms);
        const d = new Date(start);
        expect(d.getUTCDay()).toBe(1);
        expect(d.toISOString().slice(10)).toBe('T00:00:00.000Z');
        expect(start).toBeLessThanOrEqual(ms);
        expect(start).toBeGreaterThan(ms - 7 * DAY_MS);
      }),
      { numRuns: 1000 },
    );
  });
});
