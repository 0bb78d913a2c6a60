import { CASH_OUT_MINIMUM_CENTS, STANDARD_PAYOUT_FEE_CENTS } from '#shared/constants.ts';
import { applyRate } from './rounding.ts';

export const PAYOUT_METHODS = ['instant', 'standard'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** Instant payouts cost 1.5% of the amount. */
export const INSTANT_FEE_BPS = 150;
/** Standard payouts arrive in 1-3 business days. */
export const STANDARD_ARRIVAL_BUSINESS_DAYS = 3;

export type PayoutQuote = { amountCents: number; feeCents: number; netCents: number };

/** What a payout costs and what arrives. Amounts below the minimum are refused by the caller, not here. */
export function quotePayout(amountCents: number, method: PayoutMethod): PayoutQuote {
  const feeCents = method === 'instant' ? applyRate(amountCents, INSTANT_FEE_BPS) : STANDARD_PAYOUT_FEE_CENTS;
  return { amountCents, feeCents: Math.min(feeCents, amountCents), netCents: Math.max(0, amountCents - feeCents) };
}

export const meetsPayoutMinimum = (amountCents: number) => amountCents >= CASH_OUT_MINIMUM_CENTS;

/** The latest arrival of a standard payout: 3 business days later (Saturday and Sunday do not count). */
export function estimatedArrival(fromMs: number, businessDays = STANDARD_ARRIVAL_BUSINESS_DAYS): number {
  const d = new Date(fromMs);
  let left = businessDays;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) left--;
  }
  return d.getTime();
}
