// Closing an account: what it would do (GET) and the request that does it (POST).
import { z } from 'zod';
import { closingText } from '#shared/messages/closing.ts';
import { validation } from '#shared/messages/common.ts';
import { closingText as closingEs } from '#shared/messages/es-419/closing.ts';
import { closingText as closingPt } from '#shared/messages/pt-br/closing.ts';

/**
 * The word a member types to close, in any of the product's languages: the dialog asks for it in the member's, and a
 * member who switched language with the dialog open is not refused for having typed the other.
 */
const CONFIRM_WORDS = new Set([closingText.confirmWord, closingEs.confirmWord, closingPt.confirmWord]);

/**
 * Why closing is refused now: money still invested, which is the member's and is cashed out first, never given up
 * ('invested'); money on its way that the account must still be there to receive or settle; or a paid payout its bank
 * may still send back ('returnable', until the day named).
 */
export const CLOSING_BLOCKERS = ['invested', 'sweep', 'cash_out', 'redemption', 'returnable'] as const;
export type ClosingBlocker = (typeof CLOSING_BLOCKERS)[number];

/**
 * What the member holds, in the ledger's units: points in hundredths (1 point = $1, so cents of value), the
 * interest account in cents (interest accrued to today included), Bitcoin in satoshis. Only the points can be given
 * up: closing waits while an investment holds anything ('invested'). The member sends back what they were shown, and
 * closing goes ahead only if it is still exactly that.
 */
export const forfeitSchema = z.object({
  points: z.number().int().min(0),
  interestCents: z.number().int().min(0),
  sats: z.number().int().min(0),
});
export type Forfeit = z.infer<typeof forfeitSchema>;

export const closingPreviewSchema = z.object({
  blockers: z.array(
    z.object({
      code: z.enum(CLOSING_BLOCKERS),
      message: z.string(),
      /** Until when it stops closing (ISO 8601): known for 'returnable', null for money on its way. */
      until: z.string().nullable(),
    }),
  ),
  forfeit: forfeitSchema,
  /** The Bitcoin's value at today's price, cents; null while the price is unavailable. */
  bitcoinValueCents: z.number().int().nullable(),
  /** What closing gives up, in cents: the points' value (investments are never given up). */
  totalCents: z.number().int().nullable(),
  /** The points could be redeemed first (at or above the payout minimum). */
  pointsRedeemable: z.boolean(),
  /** Round-ups waiting for their sweep: never charged once the account is closed. */
  pendingRoundUpCents: z.number().int(),
  minimumCents: z.number().int(),
});
export type ClosingPreview = z.infer<typeof closingPreviewSchema>;

export const closeAccountSchema = z.object({
  password: z
    .string({ error: validation.passwordRequired })
    .min(1, validation.passwordRequired)
    .max(1024, validation.passwordMax),
  confirm: z
    .string({ error: closingText.confirmRequired })
    .trim()
    .refine((word) => CONFIRM_WORDS.has(word.toUpperCase()), closingText.confirmRequired),
  forfeit: forfeitSchema,
});
export type CloseAccountRequest = z.infer<typeof closeAccountSchema>;

/** The form's own fields (the forfeit comes from what the dialog showed). */
export const closeAccountFormSchema = closeAccountSchema.pick({ password: true, confirm: true });
export type CloseAccountForm = z.input<typeof closeAccountFormSchema>;

export const accountClosedSchema = z.object({ message: z.string() });
export type AccountClosed = z.infer<typeof accountClosedSchema>;
