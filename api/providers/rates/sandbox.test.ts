import { describe, expect, it } from 'vitest';
import { dayIndex, dayText, lastWeekday, requireDay, weekday } from './days.ts';
import { SANDBOX_SERIES, sandboxRateMicros, sandboxRateProvider } from './sandbox.ts';

const START = dayIndex('2023-01-02')!; // a Monday
const FOUR_YEARS = 4 * 366;

/** Expected levels, in units per dollar. */
const LEVELS: Record<string, [number, number]> = {
  MXN: [17, 20],
  BRL: [5, 6],
  COP: [3_900, 4_400],
  CLP: [850, 1_000],
  ARS: [800, 1_200],
  PEN: [3.6, 3.9],
};

describe('days', () => {
  it('reads real calendar dates only', () => {
    expect(dayIndex('1970-01-01')).toBe(0);
    expect(dayIndex('2024-02-29')).toBe(19_782);
    expect(dayText(19_782)).toBe('2024-02-29');
    for (const bad of ['2023-02-29', '2024-13-01', '2024-00-10', '2024-1-5', '24-01-05', '2024-01-05T00:00', '']) {
      expect(dayIndex(bad), bad).toBeNull();
    }
    expect(() => requireDay('2025-02-30')).toThrow(RangeError);
  });

  it('knows the weekdays and the Friday before a weekend', () => {
    const friday = dayIndex('2024-05-10')!;
    expect(weekday(friday)).toBe(5);
    expect(weekday(dayIndex('1969-12-28')!)).toBe(0);
    expect(lastWeekday(friday + 1)).toBe(friday);
    expect(lastWeekday(friday + 2)).toBe(friday);
    expect(lastWeekday(friday + 3)).toBe(friday + 3);
    expect(lastWeekday(friday)).toBe(friday);
  });
});

describe('sandbox exchange rates', () => {
  it('gives the same rate for the same day, with the day it was published', async () => {
    const a = await sandboxRateProvider.usdRate('MXN', '2024-05-08');
    expect(a).toEqual({
      currency: 'MXN',
      day: '2024-05-08',
      rateDay: '2024-05-08',
      unitsPerUsdMicros: sandboxRateMicros('MXN', dayIndex('2024-05-08')!),
    });
    expect(await sandboxRateProvider.usdRate('MXN', '2024-05-08')).toEqual(a);
    expect(sandboxRateProvider.name).toBe('sandbox');
  });

  it('is pinned: these rates are the same on every machine', () => {
    // Computed once; a change here changes every sandbox conversion ever booked.
    const day = dayIndex('2025-03-14')!;
    const pinned = Object.fromEntries(Object.keys(LEVELS).map((c) => [c, sandboxRateMicros(c, day)]));
    expect(pinned).toEqual({
      MXN: 18_908_400,
      BRL: 5_222_200,
      COP: 4_043_180_000,
      CLP: 961_960_000,
      ARS: 1_036_460_000,
      PEN: 3_815_400,
    });
  });

  it("publishes nothing on weekends: Saturday and Sunday get Friday's rate", async () => {
    const friday = await sandboxRateProvider.usdRate('BRL', '2024-05-10');
    for (const day of ['2024-05-11', '2024-05-12']) {
      expect(await sandboxRateProvider.usdRate('BRL', day)).toEqual({ ...friday, day, rateDay: '2024-05-10' });
    }
    const monday = await sandboxRateProvider.usdRate('BRL', '2024-05-13');
    expect(monday?.rateDay).toBe('2024-05-13');
  });

  it('answers USD as 1,000,000 on any day, weekends included', async () => {
    expect(await sandboxRateProvider.usdRate('USD', '2024-05-11')).toEqual({
      currency: 'USD',
      day: '2024-05-11',
      rateDay: '2024-05-11',
      unitsPerUsdMicros: 1_000_000,
    });
  });

  it('knows no other currency, and no code that is not ISO-shaped: null, never a guess', async () => {
    for (const currency of ['EUR', 'XYZ', 'mxn', 'MX', '', 'toString']) {
      expect(await sandboxRateProvider.usdRate(currency, '2024-05-10'), currency).toBeNull();
    }
  });

  it('refuses a day that is not a calendar date', async () => {
    await expect(sandboxRateProvider.usdRate('MXN', '2024-02-30')).rejects.toThrow(RangeError);
    await expect(sandboxRateProvider.usdRate('USD', 'today')).rejects.toThrow(RangeError);
  });

  it.each(Object.keys(LEVELS))('keeps %s a whole number of micros at realistic levels for four years', (currency) => {
    const [low, high] = LEVELS[currency]!;
    const step = SANDBOX_SERIES[currency]!.step;
    let min = Infinity;
    let max = -Infinity;
    for (let d = 0; d < FOUR_YEARS; d++) {
      const micros = sandboxRateMicros(currency, START + d)!;
      expect(Number.isSafeInteger(micros) && micros % step === 0).toBe(true);
      min = Math.min(min, micros);
      max = Math.max(max, micros);
    }
    expect(min).toBeGreaterThanOrEqual(low * 1_000_000);
    expect(max).toBeLessThanOrEqual(high * 1_000_000);
    // ...and it moves: a real spread over the years, not a constant.
    expect((max - min) / min).toBeGreaterThan(0.04);
  });

  it.each(Object.keys(LEVELS))('moves %s smoothly: less than 2% from one day to the next', (currency) => {
    let worst = 0;
    let moved = 0;
    for (let d = 0; d < FOUR_YEARS; d++) {
      const a = sandboxRateMicros(currency, START + d)!;
      const b = sandboxRateMicros(currency, START + d + 1)!;
      worst = Math.max(worst, Math.abs(b - a) / a);
      if (a !== b) moved++;
    }
    expect(worst).toBeLessThan(0.02);
    expect(moved).toBeGreaterThan(FOUR_YEARS * 0.9);
  });

  it('drifts ARS slowly: over a year it goes one way by tens of pesos, not back and forth by hundreds', () => {
    const yearly = Array.from({ length: 8 }, (_, y) => sandboxRateMicros('ARS', START + y * 365)!);
    const steps = yearly.slice(1).map((v, i) => Math.abs(v - yearly[i]!));
    expect(Math.max(...steps)).toBeLessThan(130_000_000);
  });
});
