import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dollarSignFor,
  formatDay,
  formatMoney,
  formatShortDateTime,
  formatShortDateTimeIn,
  formatSignedDecimal,
  formatSignedUsd,
  formatUsd,
  formatUsdIn,
  setDollarSignSource,
  setTimeZoneSource,
  usdByIntl,
} from './format.ts';
import { formatPoints } from './format-points.ts';

afterEach(() => {
  vi.restoreAllMocks();
  setDollarSignSource(() => '$');
  setTimeZoneSource(() => undefined);
});

describe('formatters', () => {
  it("writes US$ for a member outside the US ('$' reads as pesos), points without either", () => {
    setDollarSignSource(() => dollarSignFor('Mexico'));
    expect(formatUsd(1234.5)).toBe('US$1,234.50');
    expect(formatSignedUsd(-0.25)).toBe('-US$0.25');
    expect(formatPoints(43.28)).toBe('43.28 points');
    setDollarSignSource(() => dollarSignFor('USA'));
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(dollarSignFor(null)).toBe('$');
  });

  it('signs dollars, with no sign on zero', () => {
    expect(formatSignedUsd(1.25)).toBe('+$1.25');
    expect(formatSignedUsd(-1234.5)).toBe('-$1,234.50');
    expect(formatSignedUsd(0)).toBe('$0.00');
  });

  it("writes dollars exactly as the platform's en-US USD format does, without making one", () => {
    const intl = (amount: number) => usdByIntl().format(amount);
    // Rounding as JavaScript writes the number (1.005 is $1.01), half away from zero, carries, signs, huge amounts.
    const edges = [0, -0, 1.005, 2.675, 0.995, 99_999.995, -999.995, -0.001, 0.004999, 1e-7, 1e21, 1e15 + 0.5, NaN];
    for (const amount of edges) expect(formatUsd(amount)).toBe(intl(amount));
    fc.assert(
      fc.property(fc.double({ min: -1e16, max: 1e16, noNaN: true }), (amount) => formatUsd(amount) === intl(amount)),
      { numRuns: 20_000, seed: 11 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 3 }), (n, places) => {
        const amount = n / 10 ** places;
        return formatUsd(amount) === intl(amount);
      }),
      { numRuns: 20_000, seed: 12 },
    );
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });

  it("writes dollars as the platform's Brazilian format does (US$ 1.234,50), and Spanish as English with US$", () => {
    const brazil = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 2 }), (n, places) => {
        const amount = n / 10 ** places;
        return formatUsdIn('pt-BR', amount, 'US$') === brazil.format(amount);
      }),
      { numRuns: 5_000, seed: 13 },
    );
    expect(formatUsdIn('pt-BR', 1234.5, 'US$')).toBe('US$\u00a01.234,50');
    expect(formatUsdIn('pt-BR', -0.25, '')).toBe('-0,25');
    expect(formatUsdIn('es-419', 1234.5, 'US$')).toBe('US$1,234.50');
  });

  it('signs decimal strings', () => {
    expect(formatSignedDecimal('2')).toBe('+2.00');
    expect(formatSignedDecimal('-0.05')).toBe('-0.05');
    expect(formatSignedDecimal('0.00')).toBe('0.00');
  });

  it("says 'Today', 'Yesterday' or the month and day, with the time (SPEC section 9)", () => {
    const now = new Date(2025, 2, 5, 18, 0);
    expect(formatShortDateTime(new Date(2025, 2, 5, 9, 7).toISOString(), now)).toMatch(/^Today, 9:07\sAM$/);
    expect(formatShortDateTime(new Date(2025, 2, 4, 23, 59).toISOString(), now)).toMatch(/^Yesterday, 11:59\sPM$/);
    expect(formatShortDateTime(new Date(2025, 2, 3, 12, 0).toISOString(), now)).toMatch(/^Mar 3, 12:00\sPM$/);
    expect(formatShortDateTime(new Date(2025, 1, 28, 8, 0).toISOString(), new Date(2025, 2, 1, 8, 0))).toMatch(
      /^Yesterday, /,
    );
  });

  // 21:04 UTC on March 3, 2026: 15:04 in Mexico City, 18:04 in São Paulo, 16:04 in New York.
  const instant = '2026-03-03T21:04:00.000Z';
  const now = new Date('2026-03-10T12:00:00.000Z');
  it.each([
    ['en-US', 'America/New_York', /^Mar 3, 4:04\sPM$/],
    ['es-419', 'America/Mexico_City', /^3 mar, 3:04\sp\.\s?m\.$/],
    ['pt-BR', 'America/Sao_Paulo', /^3 de mar\., 18:04$/],
  ])(
    'writes a date and time as %s does, in the time zone %s (24-hour where the language uses it)',
    (locale, zone, shape) => {
      expect(formatShortDateTimeIn({ locale, timeZone: zone }, instant, now)).toMatch(shape);
    },
  );

  it("counts Today and Yesterday by the member's days, not the device's", () => {
    // 02:30 UTC on March 4 is still March 3 in Mexico City: 'Today' there at 20:00 on March 3, 'Yesterday' in Tokyo.
    const late = '2026-03-04T02:30:00.000Z';
    const evening = new Date('2026-03-04T02:00:00.000Z');
    setTimeZoneSource(() => 'America/Mexico_City');
    expect(formatShortDateTime(late, evening)).toMatch(/^Today, 8:30\sPM$/);
    setTimeZoneSource(() => 'Asia/Tokyo');
    expect(formatShortDateTime(late, new Date('2026-03-05T01:00:00.000Z'))).toMatch(/^Yesterday, 11:30\sAM$/);
    // Just after a day of 23 hours (New York's clocks went forward on March 8, 2026): its 23:30 is 'Yesterday'.
    setTimeZoneSource(() => 'America/New_York');
    expect(formatShortDateTime('2026-03-09T03:30:00.000Z', new Date('2026-03-09T04:20:00.000Z'))).toMatch(
      /^Yesterday, 11:30\sPM$/,
    );
  });

  it('reads a calendar date without slipping a day', () => {
    expect(formatDay('2025-03-01')).toBe('Mar 1');
    expect(formatDay('2024-12-31')).toBe('Dec 31');
  });
});

describe('formatMoney', () => {
  // Intl puts a no-break space between a currency code and the number.
  const nb = (text: string) => text.replace(' ', '\u00a0');

  it("shows each currency in en-US with the currency's own digits", () => {
    expect(formatMoney('99.00', 'MXN')).toBe('MX$99.00');
    expect(formatMoney('5.90', 'BRL')).toBe('R$5.90');
    expect(formatMoney('19900.00', 'COP')).toBe(nb('COP 19,900.00'));
    expect(formatMoney('19900', 'CLP')).toBe(nb('CLP 19,900'));
    expect(formatMoney('1100', 'ARS')).toBe(nb('ARS 1,100.00'));
    expect(formatMoney('5.4', 'USD')).toBe('$5.40');
    expect(formatMoney(2000, 'usd')).toBe('$2,000.00');
    expect(formatMoney('250.00', 'UYU')).toBe(nb('UYU 250.00'));
  });

  it("falls back to '<amount> <CODE>' when Intl refuses the code or the amount is not a number", () => {
    expect(formatMoney('250.00', 'EURO')).toBe('250.00 EURO');
    expect(formatMoney('7.5', 'u$')).toBe('7.5 U$');
    expect(formatMoney('7.5', '')).toBe('7.5');
    expect(formatMoney('abc', 'MXN')).toBe('abc MXN');
  });

  it('builds one formatter per currency', () => {
    const Real = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args) {
      return new Real(...args);
    });
    formatMoney('1', 'JPY');
    formatMoney('2', 'jpy');
    formatMoney('3', 'XX');
    formatMoney('4', 'XX');
    expect(made).toHaveBeenCalledTimes(2);
    expect(formatMoney('1234', 'JPY')).toBe('¥1,234');
  });
});
