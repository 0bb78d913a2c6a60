// 5% APY, accrued daily and credited monthly (docs/product-rules.md section 5). Accrual is kept in millionths of a
// cent so a $5 balance still earns its fraction of a cent each day; only whole cents are credited.
// The rule: each day earns the daily rate of its own calendar year (UTC), the rate at which that year's
// 365 or 366 days compound to exactly 5%; the rate is applied once a day, half to even, in millionths of a cent; on
// the first of a month the accrued interest is credited to the nearest cent (half to even) and the rest carries.

import { applyRate, divHalfEven } from '#shared/money/rounding.ts';

export const MICROS_PER_CENT = 1_000_000;
/**
 * The daily rates as integers over DAILY_RATE_SCALE, one per length of year: (1 + 5%)^(1/365) - 1 =
 * 0.000133680617113... and (1 + 5%)^(1/366) - 1 = 0.000133315345180... A day earns the rate of its own calendar
 * year (UTC), so the 365 or 366 days of any calendar year compound to the APY (INTEREST_APY) to within 10^-10 (a
 * test holds them together): $1,000 held through 2024 earns $50.00, as through 2025 (one rate for 365
 * days would pay 5.014% in a leap year).
 */
export const DAILY_RATES = { 365: 133_680_617, 366: 133_315_345 } as const;
export const DAILY_RATE_SCALE = 1_000_000_000_000;
const DAY_MS = 86_400_000;

/** The UTC day number of an instant (days since the epoch). */
export const dayNumber = (ms: number) => Math.floor(ms / DAY_MS);
export const dayStartMs = (day: number) => day * DAY_MS;

/** The number of days (365 or 366) of the calendar year (UTC) that `day` falls in. */
export function daysInYearOf(day: number): 365 | 366 {
  const year = new Date(dayStartMs(day)).getUTCFullYear();
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 366 : 365;
}

/** The daily rate, over DAILY_RATE_SCALE, of a day: that of the length of its calendar year. */
export const dailyRateOf = (day: number) => DAILY_RATES[daysInYearOf(day)];

/**
 * The interest `day` earns, in micro-cents, on a balance in cents plus what has accrued and not yet been credited
 * (daily compounding at the rate of the day's year).
 */
export function dailyAccrualMicros(balanceCents: number, accruedMicros: number, day: number): number {
  const base = balanceCents * MICROS_PER_CENT + accruedMicros;
  return base > 0 ? applyRate(base, dailyRateOf(day), DAILY_RATE_SCALE) : 0;
}

/**
 * Accrues the interest of the days `fromDay` to `toDay - 1`, each at its year's rate, and returns the new accrued
 * micros. A day's interest is added as the next day begins: an account last brought up to `fromDay` and brought up
 * to `toDay` has held its balance through the days from `fromDay` to the eve of `toDay`.
 */
export function accrue(balanceCents: number, accruedMicros: number, fromDay: number, toDay: number): number {
  let accrued = accruedMicros;
  for (let day = fromDay; day < toDay; day++) accrued += dailyAccrualMicros(balanceCents, accrued, day);
  return accrued;
}

/**
 * Accrued micros in whole cents, to the nearest cent (half to even): what a credit pays and what the account's value
 * shows. Rounded, not cut: the interest of a year that comes to 4,999.999992 cents is $50.00, not $49.99.
 */
export const accruedCents = (accruedMicros: number) => divHalfEven(accruedMicros, MICROS_PER_CENT);

/**
 * Splits accrued micros into whole cents to credit now (to the nearest cent) and the remainder to carry to next
 * month: at most half a cent either way, so what is credited over the months is what accrued, rounded once.
 */
export function creditableCents(accruedMicros: number): { cents: number; carryMicros: number } {
  const cents = accruedCents(accruedMicros);
  return { cents, carryMicros: accruedMicros - cents * MICROS_PER_CENT };
}

/** Is `day` the first day of a calendar month (UTC)? Interest is credited as a month begins. */
export const isMonthStart = (day: number) => new Date(dayStartMs(day)).getUTCDate() === 1;
