import type { z } from 'zod';
import { apiPaths } from '#shared/routes.ts';
import type { saveBankAccountSchema } from '#shared/schemas/banks.ts';
import { apiRequest } from '#pwa/lib/api-client.ts';

export type SaveBankAccountInput = z.input<typeof saveBankAccountSchema>;

/** POST /api/bank-accounts: one call per account the Connect callback returned. */
export const saveBankAccount = (input: SaveBankAccountInput) =>
  apiRequest<unknown>('POST', apiPaths.bankAccounts, input);
