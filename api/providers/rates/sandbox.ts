// Deterministic, realistic USD exchange rates by day: the same day always has the same rate, on every machine
// and after every restart. Only integer steps and + - x / (exactly rounded by IEEE 754 everywhere), no Math.sin
// and no Math.random: a slow triangle-wave trend, a smooth seeded wander between knots and a small daily
// jitter. Like the ECB, nothing is published on Saturdays and Sundays: those days get Friday's rate.
import { dayText, lastWeekday, requireDay } from './days.ts';
import { isCurrencyCode, type RateProvider, type UsdRate, usdItself } from './rate-provider.ts';

type Series = {
  /** Middle of the range, in micros (units per USD x 10^6). */
  center: number;
  /** Half the span of the trend, in micros, and its full period in days. */
  trend: number;
  periodDays: number;
  /** Where in its period the trend starts (days), so the currencies do not move together. */
  phaseDays: number;
  /** Half the span of the wander between knots 7 days apart, and of the day-to-day jitter. */
  wander: number;
  jitter: number;
  /** Published precision, in micros: 100 = four decimals (18.4321), 10,000 = two (4,123.45). */
  step: number;
  seed: number;
};

/** Each range is center +- (trend + wander + jitter), inside the levels of 2023-2025. */
export const SANDBOX_SERIES: Readonly<Record<string, Series>> = {
  // 17.15 - 19.85 MXN per dollar.
  MXN: {
    center: 18_500_000,
    trend: 1_000_000,
    periodDays: 730,
    phaseDays: 0,
    wander: 300_000,
    jitter: 50_000,
    step: 100,
    seed: 0x4d584e,
  },
  // 5.07 - 5.94 BRL.
  BRL: {
    center: 5_500_000,
    trend: 300_000,
    periodDays: 600,
    phaseDays: 170,
    wander: 120_000,
    jitter: 15_000,
    step: 100,
    seed: 0x42524c,
  },
  // 3,920 - 4,380 COP.
  COP: {
    center: 4_150_000_000,
    trend: 150_000_000,
    periodDays: 820,
    phaseDays: 400,
    wander: 70_000_000,
    jitter: 10_000_000,
    step: 10_000,
    seed: 0x434f50,
  },
  // 856 - 994 CLP.
  CLP: {
    center: 925_000_000,
    trend: 45_000_000,
    periodDays: 540,
    phaseDays: 90,
    wander: 20_000_000,
    jitter: 4_000_000,
    step: 10_000,
    seed: 0x434c50,
  },
  // 812 - 1,188 ARS: a slow drift, about 85 pesos a year each way (half a period is four years).
  ARS: {
    center: 1_000_000_000,
    trend: 170_000_000,
    periodDays: 2_920,
    phaseDays: 2_300,
    wander: 15_000_000,
    jitter: 3_000_000,
    step: 10_000,
    seed: 0x415253,
  },
  // 3.62 - 3.88 PEN.
  PEN: {
    center: 3_750_000,
    trend: 80_000,
    periodDays: 480,
    phaseDays: 250,
    wander: 40_000,
    jitter: 10_000,
    step: 100,
    seed: 0x50454e,
  },
  // 1.30 - 1.42 CAD: Canadian members are paid in their currency.
  CAD: {
    center: 1_360_000,
    trend: 40_000,
    periodDays: 600,
    phaseDays: 90,
    wander: 15_000,
    jitter: 5_000,
    step: 100,
    seed: 0x434144,
  },
  // 38.5 - 41.5 UYU.
  UYU: {
    center: 40_000_000,
    trend: 1_000_000,
    periodDays: 540,
    phaseDays: 300,
    wander: 400_000,
    jitter: 100_000,
    step: 100,
    seed: 0x555955,
  },
};

const KNOT_DAYS = 7;

/** The sandbox rate of `currency` on the day with this index (a weekday), in micros; null for an unknown one. */
export function sandboxRateMicros(currency: string, index: number): number | null {
  if (currency === 'USD') return 1_000_000;
  const s = Object.hasOwn(SANDBOX_SERIES, currency) ? SANDBOX_SERIES[currency]! : null;
  if (!s) return null;
  const micros = s.center + s.trend * triangle(index + s.phaseDays, s.periodDays) + s.wander * wander(index, s.seed);
  const jittered = micros + s.jitter * (unit(index, s.seed ^ 0x6a09e667) * 2 - 1);
  return Math.round(jittered / s.step) * s.step;
}

export const sandboxRateProvider: RateProvider = {
  name: 'sandbox',
  async usdRate(currency, day): Promise<UsdRate | null> {
    const index = requireDay(day);
    if (currency === 'USD') return usdItself(day);
    if (!isCurrencyCode(currency)) return null;
    const rateIndex = lastWeekday(index);
    const micros = sandboxRateMicros(currency, rateIndex);
    return micros === null ? null : { currency, day, rateDay: dayText(rateIndex), unitsPerUsdMicros: micros };
  },
};

/** A triangle wave in [-1, 1] with this period: a steady climb for half the period, then a steady fall. */
function triangle(x: number, period: number): number {
  const p = (((x % period) + period) % period) / period;
  return p < 0.5 ? 4 * p - 1 : 3 - 4 * p;
}

/** In [-1, 1], linear between seeded values at knots KNOT_DAYS apart. */
function wander(index: number, seed: number): number {
  const k = Math.floor(index / KNOT_DAYS);
  const f = (index - k * KNOT_DAYS) / KNOT_DAYS;
  const a = unit(k, seed) * 2 - 1;
  const b = unit(k + 1, seed) * 2 - 1;
  return a + (b - a) * f;
}

/** A well-mixed 32-bit hash of an integer and a seed (murmur3's finalizer), as a number in [0, 1). */
function unit(n: number, seed: number): number {
  let h = (n ^ seed) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 2 ** 32;
}
