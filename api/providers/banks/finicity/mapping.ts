// Finicity's bodies as far as GiftOrbit reads them (Mastercard Open Finance US 1.42.0), and their mapping.
// Finicity sends signed amounts (debits negative), epoch-second dates, and status active / pending / shadow.
import { z } from 'zod';
import { toCents } from '#shared/money/cents.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import type { BankAccount } from '#api/providers/banks/bank-provider.ts';

const id = z.union([z.string(), z.number()]).transform(String);
const epoch = z.number().nullish();
const text = z.string().nullish();

export const finicityToken = z.object({ token: z.string().min(1) });
export const finicityCustomer = z.object({ id });
export const finicityCustomers = z.object({ customers: z.array(z.object({ id, username: z.string() })) });
export const finicityConnectLink = z.object({ link: z.string().url() });

export const finicityAccount = z.object({
  id,
  number: text,
  accountNumberDisplay: text,
  realAccountNumberLast4: text,
  name: text,
  balance: z.number().nullish(),
  type: text,
  status: text,
  institutionId: id.nullish(),
  aggregationSuccessDate: epoch,
  lastUpdatedDate: epoch,
});
export const finicityAccounts = z.object({ accounts: z.array(finicityAccount) });
/** GET .../accounts/{accountId}/owner: the holder's name as the institution gives it. */
export const finicityAccountOwner = z.object({ ownerName: text });

/** Institution, last four and holder (upper-cased, spaces collapsed); null without all three. */
export function finicityIdentity(account: BankAccount, ownerName: string | null | undefined): string | null {
  const holder = ownerName?.trim().replace(/\s+/g, ' ').toUpperCase();
  const last4 = account.number?.replace(/\D/g, '');
  if (!holder || !last4 || !account.institutionId) return null;
  return `${account.institutionId}|${last4}|${holder}`;
}

export const finicityTransaction = z.object({
  id,
  amount: z.number(),
  accountId: id.nullish(),
  status: text,
  description: text,
  memo: text,
  transactionDate: epoch,
  postedDate: epoch,
  createdDate: epoch,
  categorization: z.object({ normalizedPayeeName: text }).nullish(),
});

/** The spec types `moreAvailable` as a string ("true"); accept a JSON boolean as well. */
export const finicityTransactionsPage = z.object({
  moreAvailable: z.union([z.boolean(), z.string()]).transform((v) => v === true || v === 'true'),
  transactions: z.array(finicityTransaction),
});

/** Finicity's error body: `{ code, message }`, the code a number or a string. */
export const finicityError = z
  .object({ code: z.union([z.string(), z.number()]).nullish(), message: text })
  .passthrough();

const iso = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;

export function toBankAccount(a: z.infer<typeof finicityAccount>): BankAccount {
  return {
    id: a.id,
    name: a.name || 'Bank account',
    number: lastFour(a.realAccountNumberLast4) ?? lastFour(a.accountNumberDisplay),
    type: a.type ?? null,
    // Finicity names only the institution's id on an account.
    institutionName: null,
    institutionId: a.institutionId ?? null,
    balanceCents: typeof a.balance === 'number' ? toCents(a.balance) : null,
    status: a.status ?? null,
    lastUpdated: iso(a.aggregationSuccessDate ?? a.lastUpdatedDate),
  };
}

export function toProviderTransaction(t: z.infer<typeof finicityTransaction>): ProviderTransaction {
  const description = t.description?.trim() ?? '';
  const memo = t.memo?.trim() ?? '';
  return {
    provider: 'finicity',
    id: t.id,
    accountId: t.accountId ?? null,
    // Finicity's advice: an institution gives a description, a memo or both; read them together.
    description: memo && memo !== description ? `${description} ${memo}`.trim() : description,
    merchant: t.categorization?.normalizedPayeeName || null,
    amount: t.amount,
    direction: null,
    currency: null,
    date: iso(t.transactionDate ?? t.postedDate ?? t.createdDate) ?? '',
    pending: t.status === 'pending',
    // Shadow: found by an earlier aggregation, gone from the institution's data now (Finicity keeps it).
    ...(t.status === 'shadow' ? { removed: true } : {}),
  };
}

/** "****1234" from an account number or its display form ("xxxx1234"); never more than the last four. */
function lastFour(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? `****${digits.slice(-4)}` : null;
}
