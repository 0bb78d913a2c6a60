import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SATS_PER_BTC, formatBtc, satsForCents, satsToRaise, valueOfSats } from './bitcoin.ts';

// Up to $100M at $1,000 to $10M per BTC: never more satoshis than will ever exist (2.1e15 < 2^53).
const cents = fc.integer({ min: 0, max: 10_000_000_000 });
const price = fc.integer({ min: 100_000, max: 1_000_000_000 });

describe('satsForCents and satsToRaise', () => {
  it('buy rounded down and sell rounded up', () => {
    expect(satsForCents(500, 10_000_000)).toBe(5000); // $5 at $100,000
    expect(satsForCents(500, 6_712_345)).toBe(7448);
    expect(satsToRaise(500, 6_712_345)).toBe(7449);
    expect(valueOfSats(7448, 6_712_345)).toBe(499);
    expect(valueOfSats(7449, 6_712_345)).toBe(500);
    expect(satsToRaise(500, 10_000_000)).toBe(5000);
  });

  it('refuses a price that is not positive', () => {
    expect(() => satsForCents(500, 0)).toThrow(RangeError);
    expect(() => satsToRaise(500, -1)).toThrow(RangeError);
  });

  it('never buy more than was paid for, and not a satoshi less', () => {
    fc.assert(
      fc.property(cents, price, (c, p) => {
        const sats = satsForCents(c, p);
        expect(valueOfSats(sats, p)).toBeLessThanOrEqual(c);
        expect(BigInt(sats + 1) * BigInt(p)).toBeGreaterThan(BigInt(c) * BigInt(SATS_PER_BTC));
      }),
      { numRuns: 1000 },
    );
  });

  it('raise at least the amount, and not a satoshi more than needed', () => {
    fc.assert(
      fc.property(cents, price, (c, p) => {
        const sats = satsToRaise(c, p);
        expect(valueOfSats(sats, p)).toBeGreaterThanOrEqual(c);
        if (sats > 0) expect(BigInt(sats - 1) * BigInt(p)).toBeLessThan(BigInt(c) * BigInt(SATS_PER_BTC));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('formatBtc', () => {
  it('writes decimal(15,8) text', () => {
    expect(formatBtc(12_345)).toBe('0.00012345');
    expect(formatBtc(150_000_000)).toBe('1.50000000');
    expect(formatBtc(-1)).toBe('-0.00000001');
    expect(formatBtc(0)).toBe('0.00000000');
  });

  it('reads back as the same number of satoshis', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2_100_000_000_000_000, max: 2_100_000_000_000_000 }), (sats) => {
        const [whole, frac] = formatBtc(sats).replace('-', '').split('.');
        expect(frac).toHaveLength(8);
        const abs = BigInt(whole!) * BigInt(SATS_PER_BTC) + BigInt(frac!);
        expect(sats < 0 ? -abs : abs).toBe(BigInt(sats));
      }),
    );
  });
});
