import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creatorShareFor, formatRate, pointsFor } from './rewards.ts';

describe('pointsFor', () => {
  it('earns 5% of a purchase in hundredths of a point, half-to-even', () => {
    expect(pointsFor(999, 500)).toBe(50); // 49.95
    expect(pointsFor(1010, 500)).toBe(50); // 50.5
    expect(pointsFor(1030, 500)).toBe(52); // 51.5
    expect(pointsFor(0, 500)).toBe(0);
    expect(pointsFor(1999, 0)).toBe(0);
  });

  it('is never more than half a cent away from rate x spend', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), (amount, bps) => {
        // |points - amount x bps / 10000| <= 0.5, multiplied through by 10000 to stay in integers.
        expect(Math.abs(pointsFor(amount, bps) * 10_000 - amount * bps)).toBeLessThanOrEqual(5_000);
      }),
    );
  });

  it('reverses exactly on a refund', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), (amount, bps) => {
        expect(pointsFor(-amount, bps) + pointsFor(amount, bps)).toBe(0);
      }),
    );
  });
});

describe('creatorShareFor', () => {
  it('is 1% of the purchase, half-to-even', () => {
    expect(creatorShareFor(1999)).toBe(20);
    expect(creatorShareFor(1050)).toBe(10); // 10.5
    expect(creatorShareFor(1150)).toBe(12); // 11.5
  });
});

describe('formatRate', () => {
  it('writes the spec decimal(5,4) text', () => {
    expect(formatRate(500)).toBe('0.0500');
    expect(formatRate(100)).toBe('0.0100');
    expect(formatRate(10_000)).toBe('1.0000');
  });
});
