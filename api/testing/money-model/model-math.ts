// The model's own arithmetic, restated from docs/product-rules.md and docs/decisions/0004 and 0006 without the engine's
// functions: integer cents, half-to-even where a rate is applied, satoshis rounded down on a buy and up on a sale, 5%
// APY accrued daily in millionths of a cent and credited on the first of the month. Only the constants come from
// shared/constants.ts.
import {
  CREATOR_SHARE_RATE,
  DEFAULT_POINTS_REWARD_RATE,
  INSTANT_PAYOUT_FEE_RATE,
  INTEREST_APY,
  STANDARD_PAYOUT_FEE_CENTS,
} from '#shared/constants.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const WEEK = 7 * DAY;

/** `n / d` rounded half to even, in BigInt (d > 0). */
export function halfEven(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const a = negative ? -n : n;
  let q = a / d;
  const twice = 2n * (a - q * d);
  if (twice > d || (twice === d && q % 2n === 1n)) q += 1n;
  return negative ? -q : q;
}

/** A rate given as a decimal (0.05) in ten-thousandths, the one scale docs/product-rules.md's rates are written in. */
const bps = (rate: number) => BigInt(Math.round(rate * 10_000));
const ofRate = (cents: number, rate: number) => Number(halfEven(BigInt(cents) * bps(rate), 10_000n));

/** Points (hundredths of a point) for a posted coin purchase: 5% of it. */
export const pointsOf = (cents: number) => ofRate(cents, Number(DEFAULT_POINTS_REWARD_RATE));
/** The followed creator's 1%. */
export const creatorShareOf = (cents: number) => ofRate(cents, CREATOR_SHARE_RATE);
/** What a payout costs: 1.5% instant, $0.25 standard, never more than the amount. */
export const payoutFeeOf = (cents: number, method: 'instant' | 'standard') =>
  Math.min(cents, method === 'instant' ? ofRate(cents, INSTANT_PAYOUT_FEE_RATE) : STANDARD_PAYOUT_FEE_CENTS);

/** The spare change to the next dollar or the next $5 (nothing on the boundary). */
export const spareChange = (cents: number, method: 'dollar' | 'five') => {
  const unit = method === 'dollar' ? 100 : 500;
  return (unit - (cents % unit)) % unit;
};

/** Monday 00:00 UTC of the week holding `ms`: the weekly cap counts Monday-to-Sunday weeks. */
export function mondayOf(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
}

/** Three business days later (Saturday and Sunday do not count): a standard payout's latest arrival. */
export function threeBusinessDaysAfter(ms: number): number {
  let at = ms;
  for (let left = 3; left > 0;) {
    at += DAY;
    const day = new Date(at).getUTCDay();
    if (day !== 0 && day !== 6) left--;
  }
  return at;
}

const SATS_PER_BTC = 100_000_000n;
/** Satoshis bought for `cents` at `price` cents per BTC, rounded down. */
export const satsBought = (cents: number, price: number) => Number((BigInt(cents) * SATS_PER_BTC) / BigInt(price));
/** Satoshis sold to raise `cents`, rounded up (a cash-out is never short). */
export const satsSold = (cents: number, price: number) =>
  Number((BigInt(cents) * SATS_PER_BTC + BigInt(price) - 1n) / BigInt(price));
/** What `sats` are worth at `price`, rounded down. */
export const satsValue = (sats: number, price: number) => Number((BigInt(sats) * BigInt(price)) / SATS_PER_BTC);
/** "0.00012345" */
export const btcText = (sats: number) => `${Math.floor(sats / 1e8)}.${String(sats % 1e8).padStart(8, '0')}`;
/** The share `part / whole` of `amount`, half to even: the cost basis that leaves with what a cash-out sells. */
export const proportion = (amount: number, part: number, whole: number) =>
  Number(halfEven(BigInt(amount) * BigInt(part), BigInt(whole)));

/** 5% a year compounded daily: (1.05)^(1/365) - 1 a day, or (1.05)^(1/366) - 1 in a leap year, in 10^-12. */
const dailyRate = (day: number) => {
  const year = new Date(day * DAY).getUTCFullYear();
  const days = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 366 : 365;
  return BigInt(Math.round(((1 + INTEREST_APY) ** (1 / days) - 1) * 1e12));
};
const MICROS = 1_000_000n;

export type InterestAccount = { invested: number; balance: number; accruedMicros: bigint; lastDay: number | null };

/**
 * Brings the interest account to the day of `now`: each day earns on the balance plus what accrued; on the
 * first of a month the whole cents accrued are credited to the balance and the fraction carries on.
 */
export function accrueTo(a: InterestAccount, now: number) {
  const today = Math.floor(now / DAY);
  if (a.lastDay === null || (a.balance <= 0 && a.accruedMicros === 0n)) {
    a.lastDay = today;
    return;
  }
  for (let day = a.lastDay + 1; day <= today; day++) {
    const base = BigInt(a.balance) * MICROS + a.accruedMicros;
    if (base > 0n) a.accruedMicros += halfEven(base * dailyRate(day - 1), 1_000_000_000_000n);
    if (new Date(day * DAY).getUTCDate() !== 1) continue;
    const cents = halfEven(a.accruedMicros, MICROS);
    a.balance += Number(cents);
    a.accruedMicros -= cents * MICROS;
  }
  a.lastDay = today;
}

/** Accrued interest not yet credited, to the nearest cent (shown, and counted in the value). */
export const accruedCents = (a: InterestAccount) => Number(halfEven(a.accruedMicros, MICROS));
