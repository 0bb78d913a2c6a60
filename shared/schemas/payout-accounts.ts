import { z } from 'zod';
import { payoutAccountText as text } from '#shared/messages/payout-accounts.ts';

export const PAYOUT_ACCOUNT_STATUSES = ['onboarding', 'ready', 'needs_info', 'attention'] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

/** GET /api/payout-account. */
export const payoutAccountResponseSchema = z.object({
  /** Whether the member's country can be paid today (docs/decisions/0020-payout-accounts.md), and its name. */
  supported: z.boolean(),
  country: z.string(),
  /** The currency the member is paid in, and how it travels there in words. */
  currency: z.string(),
  network: z.string(),
  account: z
    .object({
      status: z.enum(PAYOUT_ACCOUNT_STATUSES),
      bankName: z.string().nullable(),
      last4: z.string().nullable(),
      currency: z.string(),
      /** What the provider still needs, in words. */
      requirements: z.array(z.string()),
      attentionReason: z.string().nullable(),
      /** Once ready: changing it asks for the password (and, with two-factor on, a recent code or passkey). */
      everReady: z.boolean(),
      /** While payouts to a bank account that just changed wait: when they start (ISO 8601); null otherwise. */
      payoutsFrom: z.string().nullable(),
    })
    .nullable(),
  /** Units of the member's currency per US dollar today (a decimal string), for estimates; null when unknown. */
  rate: z.string().nullable(),
});
export type PayoutAccountResponse = z.infer<typeof payoutAccountResponseSchema>;

/** POST /api/payout-account/onboarding: the password only when changing an account that was ready. */
export const payoutOnboardingRequestSchema = z
  .object({ password: z.string({ error: text.passwordNeeded }).max(200).optional() })
  .strict();
export const payoutOnboardingResponseSchema = z.object({ url: z.string() });

/** Where a payout went and what arrived, on each redemption and cash-out. */
export const payoutDestinationSchema = z
  .object({ bankName: z.string().nullable(), last4: z.string().nullable(), currency: z.string() })
  .nullable();
export const arrivedSchema = z.object({ amount: z.string(), currency: z.string() }).nullable();
