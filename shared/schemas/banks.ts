import { z } from 'zod';
import { BANK_CODE_MAX_LENGTH, BANK_PROVIDERS } from '#shared/constants.ts';
import { bankCode, banking as text } from '#shared/messages/banking.ts';
import { validation } from '#shared/messages/common.ts';

// The bank calls' bodies and answers, in the shapes the original interface used.

/** GET /api/belvo/institutions. */
export const institutionsResponseSchema = z.object({
  /** `country`: the bank's ISO country code, where the aggregator gives one (the form groups by it). */
  institutions: z.array(z.object({ name: z.string(), display_name: z.string(), country: z.string().nullable() })),
  /** Sandbox mode: the test credentials to show on the form (docs/product-rules.md section 8). Absent in production. */
  sandboxHint: z.object({ username: z.string(), password: z.string() }).optional(),
});
export type InstitutionsResponse = z.infer<typeof institutionsResponseSchema>;

/** POST /api/belvo/create-link: all three required ('Missing information' / 'Please fill in all required fields'). */
export const createLinkSchema = z
  .object({
    institution: z
      .string({ error: validation.missingInfoBody })
      .trim()
      .min(1, validation.missingInfoBody)
      .max(100, validation.fieldTooLong),
    username: z
      .string({ error: validation.missingInfoBody })
      .min(1, validation.missingInfoBody)
      .max(200, validation.fieldTooLong),
    password: z
      .string({ error: validation.missingInfoBody })
      .min(1, validation.missingInfoBody)
      .max(200, validation.fieldTooLong),
  })
  .strict();
export type CreateLinkInput = z.infer<typeof createLinkSchema>;
export const createLinkResponseSchema = z.object({ success: z.literal(true), bankName: z.string() });
/**
 * 428 from create-link or complete-link: the bank sent the member a one-time code. `sandboxToken`:
 * the code the test banks take, in sandbox mode only.
 */
export const codeRequiredSchema = z.object({
  message: z.string(),
  tokenRequired: z.literal(true),
  instructions: z.string().nullable(),
  sandboxToken: z.string().optional(),
});
export type CodeRequired = z.infer<typeof codeRequiredSchema>;

/** POST /api/belvo/complete-link: the code only; the server holds the bank's session for this member. */
export const completeLinkSchema = z
  .object({
    token: z
      .string({ error: bankCode.required })
      .trim()
      .min(1, bankCode.required)
      .max(BANK_CODE_MAX_LENGTH, bankCode.tooLong),
  })
  .strict();

/** POST /api/finicity/create-connect-url. */
export const connectUrlResponseSchema = z.object({ connect_url: z.string() });

export const connectedAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Masked: last four digits only. */
  number: z.string(),
  type: z.string(),
  institutionName: z.string(),
});
/** POST /api/finicity/connect-callback. */
export const connectCallbackResponseSchema = z.object({
  success: z.boolean(),
  accounts: z.array(connectedAccountSchema),
  account: z.object({ name: z.string() }).nullable(),
});
export type ConnectCallbackResponse = z.infer<typeof connectCallbackResponseSchema>;

/** POST /api/bank-accounts: one call per account the callback returned. */
export const saveBankAccountSchema = z
  .object({
    finicityAccountId: z
      .string({ error: validation.fieldRequired })
      .min(1, validation.fieldRequired)
      .max(100, validation.fieldTooLong),
    accountName: z
      .string({ error: validation.fieldRequired })
      .min(1, validation.fieldRequired)
      .max(200, validation.fieldTooLong),
    accountNumber: z.string({ error: text.mustBeText }).max(50, validation.fieldTooLong).optional().nullable(),
    accountType: z.string({ error: text.mustBeText }).max(50, validation.fieldTooLong).optional().nullable(),
    bankName: z.string({ error: text.mustBeText }).max(200, validation.fieldTooLong).optional().nullable(),
    isPrimary: z.boolean({ error: text.isPrimaryInvalid }).optional(),
  })
  .strict();

export const bankAccountSchema = z.object({
  id: z.number().int(),
  accountName: z.string(),
  /** Masked: last four digits only. */
  accountNumber: z.string().nullable(),
  accountType: z.string().nullable(),
  bankName: z.string().nullable(),
  provider: z.enum(BANK_PROVIDERS),
  isPrimary: z.boolean(),
  isActive: z.boolean(),
  /** The link is broken (password changed, consent expired): the user must reconnect. */
  needsAttention: z.boolean(),
  lastSyncedAt: z.string().nullable(),
});
export type BankAccountDto = z.infer<typeof bankAccountSchema>;
/** GET /api/bank-accounts. */
export const bankAccountsResponseSchema = z.object({ bankAccounts: z.array(bankAccountSchema) });

/** POST /api/refresh-account: what the bank holds now, and how many of those this refresh brought in. */
export const refreshResponseSchema = z.object({
  transactionCount: z.number().int(),
  newTransactions: z.number().int(),
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** GET /api/finicity-debug. */
export const debugInfoSchema = z.object({
  hasFinicityAccount: z.boolean(),
  finicityCustomerId: z.string().nullable(),
  accountCount: z.number().int(),
  accounts: z.array(
    z.object({
      name: z.string(),
      type: z.string().nullable(),
      status: z.string().nullable(),
      balance: z.number().nullable(),
      lastUpdated: z.string().nullable(),
      linkedDate: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
});
export type DebugInfo = z.infer<typeof debugInfoSchema>;
