import { applyRate } from './rounding.ts';

/** Creator share: 1% of a gifter's coin purchase, as points (docs/product-rules.md section 6). */
export const CREATOR_SHARE_BPS = 100;

/** Points for a posted coin purchase, in hundredths of a point (1 point = $1, so the unit is a cent of value). */
export const pointsFor = (amountCents: number, rewardRateBps: number) => applyRate(amountCents, rewardRateBps);

/** The followed creator's share of a purchase, in hundredths of a point. */
export const creatorShareFor = (amountCents: number) => applyRate(amountCents, CREATOR_SHARE_BPS);

/** A rate stored in ten-thousandths -> the spec's decimal(5,4) text: 500 -> "0.0500". */
export const formatRate = (bps: number) => (bps / 10_000).toFixed(4);
