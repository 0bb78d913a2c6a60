// 5% APY, accrued daily and credited monthly (PRODUCT.md section 5). Accrual is kept in millionths of a
// cent so a $5 balance still earns its fraction of a cent each day; only whole cents are credited.

import { applyRate } from '#shared/money/rounding.ts';

export const MICROS_PER_CENT = 1_000_000;
/**
 * The daily rate as an integer over DAILY_RATE_SCALE: (1 + 5%)^(1/365) - 1 = 0.000133680617113...; 365 days at
 * this rate give the APY (INTEREST_APY) to within 10^-10 (a test holds the two together).
 */
export const DAILY_RATE = 133_680_617;
export const DAILY_RATE_SCALE = 1_000_000_000_000;
const DAY_MS = 86_400_000;

/** The UTC day number of an instant (days since the epoch). */
export const dayNumber = (ms: number) => Math.floor(ms / DAY_MS);
export const dayStartMs = (day: number) => day * DAY_MS;

/**
 * One day's interest, in micro-cents, on a balance in cents plus what has accrued and not yet been credited
 * (daily compounding: 365 days at this rate give exactly the APY).
 */
export function dailyAccrualMicros(balanceCents: number, accruedMicros: number): number {
  const base = balanceCents * MICROS_PER_CENT + accruedMicros;
  return base > 0 ? applyRate(base, DAILY_RATE, DAILY_RATE_SCALE) : 0;
}

/** Accrues day by day from `fromDay` (exclusive) to `toDay` (inclusive); returns the new accrued micros. */
export function accrue(balanceCents: number, accruedMicros: number, fromDay: number, toDay: number): number {
  let accrued = accruedMicros;
  for (let day = fromDay + 1; day <= toDay; day++) accrued += dailyAccrualMicros(balanceCents, accrued);
  return accrued;
}

/** Splits accrued micros into whole cents to credit now and the remainder to carry to next month. */
export function creditableCents(accruedMicros: number): { cents: number; carryMicros: number } {
  const cents = Math.floor(accruedMicros / MICROS_PER_CENT);
  return { cents, carryMicros: accruedMicros - cents * MICROS_PER_CENT };
}

/** Is `day` the first day of a calendar month (UTC)? Interest is credited as a month begins. */
export const isMonthStart = (day: number) => new Date(dayStartMs(day)).getUTCDate() === 1;
