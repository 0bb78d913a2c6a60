import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRate, divHalfEven } from './rounding.ts';

/** Half-to-even division in exact integer arithmetic: the reference the float version must agree with. */
function halfEvenReference(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  let q = n / denominator;
  const twice = 2n * (n - q * denominator);
  if (twice > denominator || (twice === denominator && q % 2n === 1n)) q += 1n;
  return negative ? -q : q;
}

function agreesWithReference(n: number, d: number) {
  expect(divHalfEven(n, d)).toBe(Number(halfEvenReference(BigInt(n), BigInt(d))));
}

describe('divHalfEven', () => {
  it.each([
    [5, 2, 2],
    [7, 2, 4],
    [-5, 2, -2],
    [-7, 2, -4],
    [15, 10, 2],
    [25, 10, 2],
    [26, 10, 3],
    [24, 10, 2],
    [0, 7, 0],
    [Number.MAX_SAFE_INTEGER, 2, 4503599627370496],
  ])('%i / %i -> %i', (n, d, expected) => {
    expect(divHalfEven(n, d)).toBe(expected);
  });

  it('never returns -0', () => {
    expect(Object.is(divHalfEven(-1, 10), 0)).toBe(true);
  });

  it('refuses a non-positive denominator and unsafe or fractional numbers', () => {
    expect(() => divHalfEven(1, 0)).toThrow(RangeError);
    expect(() => divHalfEven(1, -2)).toThrow(RangeError);
    expect(() => divHalfEven(2 ** 53, 3)).toThrow(RangeError);
    expect(() => divHalfEven(1.5, 3)).toThrow(RangeError);
  });

  it('is exact half-to-even over the whole safe-integer range', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), agreesWithReference),
      { numRuns: 2000 },
    );
  });

  it('is exact on small operands, where ties are common', () => {
    const small = fc.integer({ min: -100_000, max: 100_000 });
    fc.assert(fc.property(small, fc.integer({ min: 1, max: 200 }), agreesWithReference), { numRuns: 2000 });
  });

  it('is exact on ties and near-ties of large quotients', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: -(2 ** 38), max: 2 ** 38 }),
        fc.constantFrom(-1, 0, 1),
        (halfD, q, nudge) => {
          const d = 2 * halfD;
          agreesWithReference(q * d + halfD + nudge, d);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('applyRate', () => {
  it('applies a rate in ten-thousandths, half-to-even', () => {
    expect(applyRate(1010, 500)).toBe(50); // 50.5 -> 50
    expect(applyRate(1030, 500)).toBe(52); // 51.5 -> 52
    expect(applyRate(2500, 150)).toBe(38); // 37.5 -> 38
    expect(applyRate(10_000, 10_000)).toBe(10_000);
  });

  // Interest and a cash-out's cost basis need rates finer than 1/10,000 and products past 2^53.
  it('applies a rate over any scale, exactly, even when the product passes 2^53', () => {
    expect(applyRate(4997, 2500, 5000)).toBe(2498); // 2,498.5 -> 2,498
    expect(applyRate(4999, 2500, 5000)).toBe(2500); // 2,499.5 -> 2,500
    expect(applyRate(100_000_000_000_000, 133_680_617, 1_000_000_000_000)).toBe(13_368_061_700);
    expect(applyRate(500_000_000_000, 133_680_617, 1_000_000_000_000)).toBe(66_840_308); // .5 -> even
  });

  it('agrees with exact half-to-even on large operands', () => {
    const big = fc.integer({ min: -(2 ** 50), max: 2 ** 50 });
    fc.assert(
      fc.property(big, fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 2 ** 30, max: 2 ** 45 }), (a, r, s) => {
        const expected = halfEvenReference(BigInt(a) * BigInt(r), BigInt(s));
        if (expected > BigInt(Number.MAX_SAFE_INTEGER) || expected < -BigInt(Number.MAX_SAFE_INTEGER)) return;
        expect(applyRate(a, r, s)).toBe(Number(expected));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a result it cannot hold exactly', () => {
    expect(() => applyRate(Number.MAX_SAFE_INTEGER, 10, 1)).toThrow(RangeError);
    expect(() => applyRate(1.5, 1, 1)).toThrow(RangeError);
    expect(() => applyRate(1, 1, 0)).toThrow(RangeError);
  });
});
