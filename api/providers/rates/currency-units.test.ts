import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINOR_UNIT_EXPONENTS, minorToUsdCents, minorUnitExponent, parseMinorUnits } from './currency-units.ts';

/** cents = amount x 10^8 / (10^exponent x micros), half to even, in BigInt only: the reference. */
function referenceCents(amount: number, exponent: number, micros: number): number {
  const n = BigInt(amount) * 100_000_000n;
  const d = 10n ** BigInt(exponent) * BigInt(micros);
  const negative = n < 0n;
  const abs = negative ? -n : n;
  let q = abs / d;
  const twice = 2n * (abs - q * d);
  if (twice > d || (twice === d && q % 2n === 1n)) q += 1n;
  return Number(negative ? -q : q) || 0;
}

const rate = (currency: string, unitsPerUsdMicros: number) => ({ currency, unitsPerUsdMicros });

describe('minor-unit exponents (ISO 4217)', () => {
  it.each([
    ['USD', 2],
    ['MXN', 2],
    ['BRL', 2],
    ['ARS', 2],
    ['COP', 2],
    ['PEN', 2],
    ['CLP', 0],
    ['PYG', 0],
    ['JPY', 0],
    ['KWD', 3],
  ])('%s has %i decimals', (currency, exponent) => {
    expect(minorUnitExponent(currency)).toBe(exponent);
  });

  it('knows no other currency, not even through the prototype', () => {
    expect(minorUnitExponent('XXX')).toBeNull();
    expect(minorUnitExponent('usd')).toBeNull();
    expect(minorUnitExponent('toString')).toBeNull();
    expect(minorUnitExponent('constructor')).toBeNull();
  });
});

describe('minorToUsdCents', () => {
  it.each([
    // 19,900 COP (whole pesos, 1,990,000 minor units) at 4,000 per dollar = $4.975 -> $4.98 (half to even).
    [1_990_000, 'COP', 4_000_000_000, 498],
    [1_990_000, 'COP', 4_150_000_000, 480], // 479.52
    // CLP has no minor unit: 19,900 CLP at 950 = $20.947 -> $20.95.
    [19_900, 'CLP', 950_000_000, 2_095],
    [1, 'CLP', 1_000_000_000, 0], // 0.1 cent
    [5, 'CLP', 1_000_000_000, 0], // exactly half a cent: to the even 0
    [15, 'CLP', 1_000_000_000, 2], // 1.5 -> 2
    [25, 'CLP', 1_000_000_000, 2], // 2.5 -> 2
    // MX$99.00 at 18.3 = $5.4098 -> $5.41.
    [9_900, 'MXN', 18_300_000, 541],
    [-9_900, 'MXN', 18_300_000, -541],
    // R$27.50 at 5.00 = $5.50 exactly.
    [2_750, 'BRL', 5_000_000, 550],
    // ARS 10,000.00 at 1,000 = $10.
    [1_000_000, 'ARS', 1_000_000_000, 1_000],
    [1_234, 'USD', 1_000_000, 1_234],
    [0, 'PEN', 3_750_000, 0],
  ])('%i minor units of %s at %i micros = %i cents', (amount, currency, micros, cents) => {
    expect(minorToUsdCents(amount, rate(currency, micros))).toBe(cents);
  });

  it('gives null for a currency whose exponent is unknown, never a guess', () => {
    expect(minorToUsdCents(1_000, rate('XYZ', 1_000_000))).toBeNull();
  });

  it('refuses a rate that is not a positive whole number, and an amount that is not a safe integer', () => {
    for (const micros of [0, -1, 1.5, Number.NaN, 2 ** 53]) {
      expect(() => minorToUsdCents(100, rate('MXN', micros))).toThrow(RangeError);
    }
    for (const amount of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => minorToUsdCents(amount, rate('MXN', 18_000_000))).toThrow(RangeError);
    }
  });

  it('returns USD amounts unchanged at 1,000,000', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 45), max: 2 ** 45 }), (amount) => {
        expect(minorToUsdCents(amount, rate('USD', 1_000_000))).toBe(amount);
      }),
    );
  });

  it('agrees with an exact BigInt half-to-even reference for every currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(MINOR_UNIT_EXPONENTS)),
        fc.integer({ min: -(10 ** 13), max: 10 ** 13 }),
        fc.integer({ min: 1, max: 50_000_000_000 }),
        (currency, amount, micros) => {
          const exact = referenceCents(amount, MINOR_UNIT_EXPONENTS[currency]!, micros);
          // A rate near zero can give more cents than a number holds: refused, never rounded.
          if (Number.isSafeInteger(exact)) expect(minorToUsdCents(amount, rate(currency, micros))).toBe(exact);
          else expect(() => minorToUsdCents(amount, rate(currency, micros))).toThrow(RangeError);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('is exact on ties: half a cent goes to the even cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.boolean(), (cents, negative) => {
        // (2 x cents + 1) half-cents of CLP at 1,000 per dollar: exactly cents + 0.5.
        const amount = (2 * cents + 1) * 5;
        const sign = negative ? -1 : 1;
        const expected = cents % 2 === 0 ? cents : cents + 1;
        expect(minorToUsdCents(sign * amount, rate('CLP', 1_000_000_000))).toBe(sign * expected || 0);
      }),
    );
  });

  it('is within half a cent of the real value, and odd in the sign', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('MXN', 'BRL', 'COP', 'CLP', 'ARS', 'PEN'),
        fc.integer({ min: 0, max: 10 ** 11 }),
        fc.integer({ min: 100_000, max: 5_000_000_000 }),
        (currency, amount, micros) => {
          const exponent = minorUnitExponent(currency)!;
          const cents = minorToUsdCents(amount, rate(currency, micros))!;
          // |cents x 10^e x micros - amount x 10^8| <= half of 10^e x micros, in BigInt.
          const d = 10n ** BigInt(exponent) * BigInt(micros);
          const error = BigInt(cents) * d - BigInt(amount) * 100_000_000n;
          expect(2n * (error < 0n ? -error : error) <= d).toBe(true);
          expect(minorToUsdCents(-amount, rate(currency, micros))).toBe(-cents || 0);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never gives more cents for a smaller amount (monotone)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('MXN', 'COP', 'CLP'),
        fc.integer({ min: 0, max: 10 ** 10 }),
        fc.integer({ min: 0, max: 10 ** 6 }),
        fc.integer({ min: 1_000_000, max: 5_000_000_000 }),
        (currency, amount, more, micros) => {
          const r = rate(currency, micros);
          expect(minorToUsdCents(amount, r)!).toBeLessThanOrEqual(minorToUsdCents(amount + more, r)!);
        },
      ),
    );
  });
});

describe('parseMinorUnits', () => {
  it.each([
    ['19900', 'COP', 1_990_000],
    ['19900.00', 'COP', 1_990_000],
    ['19900.5', 'COP', 1_990_050],
    ['19900', 'CLP', 19_900],
    ['19900.00', 'CLP', 19_900],
    ['99', 'MXN', 9_900],
    ['99.5', 'MXN', 9_950],
    ['-99.50', 'MXN', -9_950],
    ['+12.34', 'USD', 1_234],
    [' 7 ', 'BRL', 700],
    ['-0', 'USD', 0],
    ['1.234', 'KWD', 1_234],
  ])('reads %s %s as %i minor units', (text, currency, minor) => {
    expect(parseMinorUnits(text, currency)).toBe(minor);
  });

  it.each([
    ['19900.5', 'CLP'], // CLP has no decimals
    ['1.005', 'MXN'], // more decimals than MXN has: refused, not rounded
    ['1e3', 'USD'],
    ['12,34', 'USD'],
    ['.5', 'USD'],
    ['', 'USD'],
    ['abc', 'USD'],
    ['99', 'XYZ'], // unknown currency
    ['999999999999999', 'USD'], // past 2^53 minor units
  ])('refuses %s %s', (text, currency) => {
    expect(parseMinorUnits(text, currency)).toBeNull();
  });

  it('round-trips every amount through its decimal text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(MINOR_UNIT_EXPONENTS)),
        fc.integer({ min: -(10 ** 12), max: 10 ** 12 }),
        (currency, minor) => {
          const exponent = MINOR_UNIT_EXPONENTS[currency]!;
          const abs = String(Math.abs(minor)).padStart(exponent + 1, '0');
          const text = exponent === 0 ? abs : `${abs.slice(0, -exponent)}.${abs.slice(-exponent)}`;
          expect(parseMinorUnits(`${minor < 0 ? '-' : ''}${text}`, currency)).toBe(minor || 0);
        },
      ),
    );
  });
});
