import type { RoundUpMethod } from '#shared/constants.ts';

/** The unit a method rounds up to, in cents: the next dollar, or the next multiple of $5. */
export const ROUND_UP_UNIT_CENTS: Record<RoundUpMethod, number> = { dollar: 100, five: 500 };

export const ROUND_UP_MULTIPLIERS = [1, 2, 3, 10] as const;
export type RoundUpMultiplier = (typeof ROUND_UP_MULTIPLIERS)[number];

/** Spare change of one purchase: in [0, unit). An amount on the boundary rounds up by nothing. */
export function baseRoundUp(amountCents: number, method: RoundUpMethod): number {
  const unit = ROUND_UP_UNIT_CENTS[method];
  return (unit - (Math.abs(amountCents) % unit)) % unit;
}

/**
 * The round-up recorded for a purchase: the spare change times the multiplier, limited by what is left of
 * the weekly cap (null = no cap). Never negative.
 */
export function roundUp(
  amountCents: number,
  settings: { method: RoundUpMethod; multiplier: number; weeklyCapCents: number | null },
  usedThisWeekCents = 0,
): number {
  const wanted = baseRoundUp(amountCents, settings.method) * settings.multiplier;
  if (settings.weeklyCapCents === null) return wanted;
  return Math.max(0, Math.min(wanted, settings.weeklyCapCents - usedThisWeekCents));
}

/** The week a purchase counts toward for the cap: ISO week starting Monday 00:00 UTC, as ms. */
export function weekStart(dateMs: number): number {
  const d = new Date(dateMs);
  const day = (d.getUTCDay() + 6) % 7; // Monday = 0
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day);
}
