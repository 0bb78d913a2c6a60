import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal, parseCents, toCents, toDollars } from './cents.ts';

/** The largest amount parseCents accepts: 13 whole digits and 2 decimals. */
const MAX_CENTS = 999_999_999_999_999;

describe('parseCents', () => {
  it.each([
    ['12.34', 1234],
    ['-0.5', -50],
    ['7', 700],
    [' 1.2 ', 120],
    ['+5.00', 500],
    ['0.01', 1],
    ['9999999999999.99', MAX_CENTS],
  ])('%s -> %i', (text, cents) => {
    expect(parseCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '1.234', '.5', '1e3', '1,000.00', '12.', '$5', '--1', '10000000000000'])('refuses %j', (text) => {
    expect(parseCents(text)).toBeNull();
  });

  it('reads "-0" as 0, never -0', () => {
    expect(Object.is(parseCents('-0.00'), 0)).toBe(true);
  });
});

describe('formatDecimal', () => {
  it.each([
    [1234, '12.34'],
    [-50, '-0.50'],
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [-123456, '-1234.56'],
  ])('%i -> %s', (cents, text) => {
    expect(formatDecimal(cents)).toBe(text);
  });
});

describe('parseCents and formatDecimal', () => {
  it('round-trip every amount in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }), (cents) => {
        expect(parseCents(formatDecimal(cents))).toBe(cents);
      }),
      { numRuns: 1000 },
    );
  });

  it('normalise any accepted text to the canonical form', () => {
    const text = fc.stringMatching(/^[+-]?\d{1,13}(?:\.\d{1,2})?$/);
    fc.assert(
      fc.property(text, (s) => {
        const cents = parseCents(s);
        expect(cents).not.toBeNull();
        expect(parseCents(formatDecimal(cents!))).toBe(cents);
        expect(Number(formatDecimal(cents!))).toBeCloseTo(Number(s), 2);
      }),
    );
  });
});

describe('toCents', () => {
  it('reads an amount as a JSON number or as text alike', () => {
    expect(toCents(-12.34)).toBe(-1234);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents('12.34')).toBe(1234);
    expect(toCents(25)).toBe(2500);
    expect(Object.is(toCents(-0), 0)).toBe(true);
  });

  // A number is never rounded to the cent (1.005 -> 100, 2.675 -> 267) when its text would be refused.
  it.each([1.005, 2.675, 25.001, -0.001, 0.1 + 0.2, 1.1 + 2.2, 1e-7])(
    'refuses the JSON number %d with more than two decimals, as it refuses the same text',
    (n) => {
      expect(toCents(n)).toBeNull();
      expect(toCents(String(n))).toBeNull();
    },
  );

  it('refuses what is not an amount', () => {
    expect(toCents(Number.NaN)).toBeNull();
    expect(toCents(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toCents('12.345')).toBeNull();
    expect(toCents(1e21)).toBeNull(); // once read as "1" -> 100 cents
    expect(toCents(1e14)).toBeNull();
  });

  it('reads back any amount a provider sends as a JSON number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }), (cents) => {
        expect(toCents(cents / 100)).toBe(cents);
      }),
      { numRuns: 1000 },
    );
  });

  it('reads any JSON number exactly as it reads the number written as text', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (n) => {
        expect(toCents(n)).toBe(parseCents(String(n)));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('toDollars', () => {
  it('gives the stats shape', () => {
    expect(toDollars(1234)).toBe(12.34);
  });
});
