// A deterministic, realistic BTC/USD series: the same instant always has the same price, on every machine
// and after every restart, so portfolio values and charts can be recomputed and tested. No state, no
// Math.random: a slow trend, a daily wave and seeded noise, all functions of the hour index.
import type { PriceProvider } from './price-provider.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_HOURS = 24;
const CENTER_USD = 80_000;
/** Knots of the smooth noise, in hours: the price wanders between them rather than jumping every hour. */
const NOISE_KNOT_HOURS = 6;
const SEED = 0x9e3779b9;

/**
 * Cents per BTC in the minute of `instantMs`: hourly points, linear between them. Always a positive whole number
 * of cents, between $60,000 and $100,000 (the trend spans $65k-$95k; waves and noise add at most 3.5%).
 */
export function sandboxBtcUsdCents(instantMs: number): number {
  // One price a minute, as the real feed is read (its price is kept for a minute): a portfolio opened twice in a
  // minute finds its values as stored and writes nothing, as it would in production.
  const atMs = Math.floor(instantMs / MINUTE_MS) * MINUTE_MS;
  const hour = Math.floor(atMs / HOUR_MS);
  const t = (atMs - hour * HOUR_MS) / HOUR_MS;
  const from = hourlyUsd(hour);
  const to = hourlyUsd(hour + 1);
  return Math.round((from + (to - from) * t) * 100);
}

export const sandboxPriceProvider: PriceProvider = {
  name: 'sandbox',
  btcUsdCents: async (atMs) => sandboxBtcUsdCents(atMs),
};

function hourlyUsd(hour: number): number {
  const days = hour / DAY_HOURS;
  // Two slow cycles (about 13 and 3 months) make bull and bear stretches that never leave the range.
  const trend =
    CENTER_USD +
    11_000 * Math.sin((2 * Math.PI * days) / 397 + 1.3) +
    4_000 * Math.sin((2 * Math.PI * days) / 97 + 0.4);
  const daily = 0.008 * Math.sin((2 * Math.PI * hour) / DAY_HOURS);
  const drift = 0.022 * smoothNoise(hour / NOISE_KNOT_HOURS);
  const jitter = 0.004 * (unit(hour) * 2 - 1);
  return trend * (1 + daily + drift + jitter);
}

/** Noise in [-1, 1] that varies smoothly: cosine interpolation between seeded values at the knots. */
function smoothNoise(x: number): number {
  const k = Math.floor(x);
  const f = (1 - Math.cos((x - k) * Math.PI)) / 2;
  const a = unit(k ^ 0x5bd1e995) * 2 - 1;
  const b = unit((k + 1) ^ 0x5bd1e995) * 2 - 1;
  return a + (b - a) * f;
}

/** A well-mixed 32-bit hash of an integer (murmur3's finalizer), as a number in [0, 1). */
function unit(n: number): number {
  let h = (n ^ SEED) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 2 ** 32;
}
