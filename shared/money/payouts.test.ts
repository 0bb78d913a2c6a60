import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CASH_OUT_MINIMUM_CENTS, STANDARD_PAYOUT_FEE_CENTS } from '#shared/constants.ts';
import { PAYOUT_METHODS, estimatedArrival, meetsPayoutMinimum, quotePayout } from './payouts.ts';

const DAY_MS = 86_400_000;

describe('quotePayout', () => {
  it('charges 1.5% for instant, half-to-even, and $0.25 for standard', () => {
    expect(quotePayout(2500, 'instant')).toEqual({ amountCents: 2500, feeCents: 38, netCents: 2462 }); // 37.5
    expect(quotePayout(10_000, 'instant')).toEqual({ amountCents: 10_000, feeCents: 150, netCents: 9850 });
    expect(quotePayout(2500, 'standard')).toEqual({ amountCents: 2500, feeCents: 25, netCents: 2475 });
  });

  it('never makes a payout negative, and fee + net is the amount', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000_000_000 }), fc.constantFrom(...PAYOUT_METHODS), (amount, method) => {
        const { amountCents, feeCents, netCents } = quotePayout(amount, method);
        expect(amountCents).toBe(amount);
        expect(netCents).toBeGreaterThanOrEqual(0);
        expect(feeCents).toBeGreaterThanOrEqual(0);
        expect(feeCents + netCents).toBe(amount);
      }),
      { numRuns: 1000 },
    );
  });

  it('charges the advertised fee on every amount from the minimum up', () => {
    fc.assert(
      fc.property(fc.integer({ min: CASH_OUT_MINIMUM_CENTS, max: 100_000_000_000 }), (amount) => {
        expect(quotePayout(amount, 'standard').feeCents).toBe(STANDARD_PAYOUT_FEE_CENTS);
        // Within half a cent of 1.5%, in integers.
        expect(Math.abs(quotePayout(amount, 'instant').feeCents * 1000 - amount * 15)).toBeLessThanOrEqual(500);
      }),
    );
  });
});

describe('meetsPayoutMinimum', () => {
  it('starts at $25.00', () => {
    expect(meetsPayoutMinimum(2499)).toBe(false);
    expect(meetsPayoutMinimum(2500)).toBe(true);
  });
});

describe('estimatedArrival', () => {
  it('skips the weekend', () => {
    const friday = Date.UTC(2025, 3, 11, 15);
    expect(estimatedArrival(friday)).toBe(Date.UTC(2025, 3, 16, 15)); // Wednesday
    const monday = Date.UTC(2025, 3, 14, 9);
    expect(estimatedArrival(monday)).toBe(Date.UTC(2025, 3, 17, 9)); // Thursday
  });

  it('lands on a weekday 3 to 5 days later', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (from) => {
        const arrival = estimatedArrival(from);
        expect([0, 6]).not.toContain(new Date(arrival).getUTCDay());
        expect(arrival - from).toBeGreaterThanOrEqual(3 * DAY_MS);
        expect(arrival - from).toBeLessThanOrEqual(5 * DAY_MS);
      }),
    );
  });
});
