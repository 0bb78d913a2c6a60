import { z } from 'zod';
import { INVESTMENT_TYPES } from '#shared/constants.ts';

export const portfolioPointSchema = z.object({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  value: z.number(),
  invested: z.number(),
});

/**
 * GET /api/portfolio: dollars as numbers with two decimals, like the stats. While the Bitcoin price is
 * unavailable, the Bitcoin price is null, and so are the values that need it: Bitcoin's value (when any is held),
 * `currentValue` and `totalReturn`.
 */
export const portfolioSchema = z.object({
  /** The investment new round-ups go to. */
  type: z.enum(INVESTMENT_TYPES),
  totalInvested: z.number(),
  currentValue: z.number().nullable(),
  totalReturn: z.number().nullable(),
  /** Round-ups waiting to be invested, and the sweep threshold ($5.00). */
  pendingRoundUps: z.number(),
  sweepThreshold: z.number(),
  /** A sweep needs a default saved card. */
  hasDefaultCard: z.boolean(),
  holdings: z.object({
    interest: z.object({ balance: z.number(), accruedInterest: z.number(), apy: z.number() }),
    bitcoin: z.object({ btc: z.string(), price: z.number().nullable(), value: z.number().nullable() }),
  }),
  history: z.array(portfolioPointSchema),
});
export type Portfolio = z.infer<typeof portfolioSchema>;
