import { describe, expect, it } from 'vitest';
import { sandboxBtcUsdCents, sandboxPriceProvider } from './sandbox.ts';

const HOUR = 3_600_000;
const START = Date.UTC(2025, 0, 1);
const TWO_YEARS_HOURS = 2 * 366 * 24;

describe('sandbox BTC price series', () => {
  it('gives the same price for the same instant', async () => {
    const at = Date.UTC(2025, 5, 15, 13, 27, 11);
    expect(sandboxBtcUsdCents(at)).toBe(sandboxBtcUsdCents(at));
    expect(await sandboxPriceProvider.btcUsdCents(at)).toBe(sandboxBtcUsdCents(at));
    expect(sandboxPriceProvider.name).toBe('sandbox');
  });

  it('keeps one price through a minute, as the real feed is read, and moves from one minute to the next', () => {
    const minute = Date.UTC(2025, 5, 15, 13, 27);
    expect(sandboxBtcUsdCents(minute + 59_999)).toBe(sandboxBtcUsdCents(minute));
    expect(sandboxBtcUsdCents(minute + 60_000)).not.toBe(sandboxBtcUsdCents(minute));
  });

  it('stays a positive whole number of cents between $60k and $100k over two years', () => {
    let min = Infinity;
    let max = -Infinity;
    let whole = true;
    for (let h = 0; h <= TWO_YEARS_HOURS; h++) {
      for (const offset of [0, 1_234_567]) {
        const cents = sandboxBtcUsdCents(START + h * HOUR + offset);
        whole &&= Number.isSafeInteger(cents);
        min = Math.min(min, cents);
        max = Math.max(max, cents);
      }
    }
    expect(whole).toBe(true);
    expect(min).toBeGreaterThanOrEqual(6_000_000);
    expect(max).toBeLessThanOrEqual(10_000_000);
  });

  it('moves smoothly: less than 3% from one hour to the next', () => {
    let worst = 0;
    for (let h = 0; h < TWO_YEARS_HOURS; h++) {
      const a = sandboxBtcUsdCents(START + h * HOUR);
      const b = sandboxBtcUsdCents(START + (h + 1) * HOUR);
      worst = Math.max(worst, Math.abs(b - a) / a);
    }
    expect(worst).toBeLessThan(0.03);
    // ...and it does move within a day.
    expect(worst).toBeGreaterThan(0.002);
  });

  it('is linear between the hourly points', () => {
    const a = sandboxBtcUsdCents(START + 10 * HOUR);
    const b = sandboxBtcUsdCents(START + 11 * HOUR);
    expect(Math.abs(sandboxBtcUsdCents(START + 10.5 * HOUR) - (a + b) / 2)).toBeLessThanOrEqual(1);
    expect(Math.abs(sandboxBtcUsdCents(START + 10.25 * HOUR) - (a + (b - a) / 4))).toBeLessThanOrEqual(1);
  });

  it('has a trend: bull and bear stretches spanning tens of thousands of dollars', () => {
    const daily = Array.from({ length: 366 }, (_, d) => sandboxBtcUsdCents(START + d * 24 * HOUR));
    expect(Math.max(...daily) - Math.min(...daily)).toBeGreaterThan(1_500_000);
  });

  it('has a daily wave and noise: hours of the same day differ', () => {
    const day = Array.from({ length: 24 }, (_, h) => sandboxBtcUsdCents(START + h * HOUR));
    expect(new Set(day).size).toBe(24);
    expect((Math.max(...day) - Math.min(...day)) / Math.min(...day)).toBeGreaterThan(0.005);
  });
});
