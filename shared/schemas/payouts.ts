import { z } from 'zod';
import { PAYOUT_METHODS } from '#shared/money/payouts.ts';
import { INVESTMENT_TYPES } from '#shared/constants.ts';
import { payouts as text } from '#shared/messages/money.ts';
import { toCents } from '#shared/money/cents.ts';
import { arrivedSchema, payoutDestinationSchema } from './payout-accounts.ts';

export const PAYOUT_STATUSES = ['pending', 'processing', 'paid', 'failed'] as const;

/**
 * What arrived belongs only to a payout that is processing or paid: a pending one has not gone yet, and a failed
 * one (refused, or sent back by the bank) left nothing in the bank account. The API answers and the list show it
 * only then.
 */
export const showsArrived = (status: string) => status === 'processing' || status === 'paid';

/** A dollar amount as typed ("25", "25.5", "25.50") or as a number; becomes integer cents. */
const amountCents = z
  .union([z.string(), z.number()], { error: text.amountInvalid })
  .transform((v, ctx) => {
    // The number 25.001 is refused as the text "25.001" is, never rounded to 25.00.
    const cents = toCents(v);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: text.amountInvalid });
      return z.NEVER;
    }
    return cents;
  })
  .refine((c) => c >= 2500, { message: text.belowMinimum });

const method = z.enum(PAYOUT_METHODS, { error: text.methodInvalid });

/** How much and how fast, as every payout form asks it. */
export const payoutAmountSchema = z.object({ amount: amountCents, method }).strict();

/** POST /api/points/redeem: points (1 point = $1) turned into cash. */
export const redeemRequestSchema = payoutAmountSchema;
export type RedeemRequest = z.input<typeof redeemRequestSchema>;

/** A cash-out's amount that empties its investment, whatever it holds (below the minimum too). */
export const ALL_OF_IT = 'all';

/** A cash-out's amount: dollars (as a payout's, at least the minimum), or ALL_OF_IT. */
const cashOutAmount = z.unknown().transform((value, ctx): number | typeof ALL_OF_IT => {
  if (value === ALL_OF_IT) return ALL_OF_IT;
  const parsed = amountCents.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  return z.NEVER;
});

/** POST /api/cash-outs: money taken out of an investment; emptying one names which. */
export const cashOutRequestSchema = z
  .object({
    amount: cashOutAmount,
    payoutMethod: method,
    source: z.enum(INVESTMENT_TYPES, { error: text.sourceInvalid }).optional(),
  })
  .strict()
  .refine((r) => r.amount !== ALL_OF_IT || r.source !== undefined, { path: ['source'], message: text.sourceInvalid });
export type CashOutRequest = z.input<typeof cashOutRequestSchema>;

/** Where the payout went (once sent), why it waits (held for its account), and what arrived. */
const destinationFields = () => ({
  destination: payoutDestinationSchema,
  heldReason: z.string().nullable(),
  arrived: arrivedSchema,
});

export const redemptionSchema = z.object({
  id: z.number().int(),
  pointsRedeemed: z.string(),
  cashValue: z.string(),
  fee: z.string(),
  netAmount: z.string(),
  redemptionMethod: z.string(),
  payoutMethod: z.enum(PAYOUT_METHODS),
  status: z.enum(PAYOUT_STATUSES),
  failureReason: z.string().nullable(),
  estimatedArrival: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  ...destinationFields(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

export const cashOutSchema = z.object({
  id: z.number().int(),
  amount: z.string(),
  fee: z.string(),
  netAmount: z.string(),
  source: z.enum(INVESTMENT_TYPES),
  status: z.enum(PAYOUT_STATUSES),
  payoutMethod: z.enum(PAYOUT_METHODS),
  failureReason: z.string().nullable(),
  estimatedArrival: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  ...destinationFields(),
});
export type CashOut = z.infer<typeof cashOutSchema>;
export const redemptionsResponseSchema = z.object({ redemptions: z.array(redemptionSchema) });
export const cashOutsResponseSchema = z.object({ cashOuts: z.array(cashOutSchema) });
