// Belvo's bodies as far as GiftOrbit reads them (Belvo API 1.35.0), and their mapping to our shapes.
// Belvo sends positive amounts with the direction in `type` (INFLOW/OUTFLOW) and `status` PENDING or PROCESSED.
import { z } from 'zod';
import { toCents } from '#shared/money/cents.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import type { BankAccount, Institution } from '#api/providers/banks/bank-provider.ts';

const nullableText = z.string().nullish();

export const belvoPage = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().optional(), next: z.string().nullish(), results: z.array(item) });

export const belvoInstitution = z.object({
  name: z.string(),
  display_name: nullableText,
  country_codes: z.array(z.string()).nullish(),
  type: nullableText,
});

export const belvoLink = z.object({ id: z.string(), institution: z.string() });

export const belvoAccount = z.object({
  id: z.string(),
  name: nullableText,
  number: nullableText,
  type: nullableText,
  category: nullableText,
  currency: nullableText,
  collected_at: nullableText,
  institution: z.object({ name: nullableText }).nullish(),
  balance: z.object({ current: z.number().nullish() }).nullish(),
  public_identification_name: nullableText,
  public_identification_value: nullableText,
});

export const belvoTransaction = z.object({
  id: z.string(),
  description: nullableText,
  amount: z.union([z.number(), z.string()]).nullish(),
  currency: nullableText,
  value_date: nullableText,
  accounting_date: nullableText,
  collected_at: nullableText,
  type: nullableText,
  status: nullableText,
  merchant: z.object({ merchant_name: nullableText }).nullish(),
  account: z.object({ id: nullableText, institution: z.object({ name: nullableText }).nullish() }).nullish(),
});

/** Belvo's error bodies: an array of `{ code, message, request_id }`. */
export const belvoErrors = z.array(
  z.object({ code: nullableText, message: nullableText, request_id: nullableText }).passthrough(),
);

/** Belvo's 428 `token_required` body (TokenRequiredResponse): the session and link to send the code with. */
export const belvoTokenRequired = z.array(
  z
    .object({
      session: nullableText,
      link: nullableText,
      expiry: z.number().nullish(),
      token_generation_data: z.object({ instructions: nullableText }).passthrough().nullish(),
    })
    .passthrough(),
);

export function toInstitution(i: z.infer<typeof belvoInstitution>): Institution {
  return { name: i.name, displayName: i.display_name || i.name, country: i.country_codes?.[0] ?? null };
}

export function toBankAccount(a: z.infer<typeof belvoAccount>): BankAccount {
  const balance = a.balance?.current;
  return {
    id: a.id,
    name: a.name || a.category || 'Bank account',
    number: lastFour(a.number),
    type: a.type || a.category || null,
    institutionName: a.institution?.name ?? null,
    balanceCents: typeof balance === 'number' ? toCents(balance) : null,
    status: null,
    lastUpdated: a.collected_at ?? null,
    identity: belvoIdentity(a),
  };
}

/**
 * A CLABE alone (unique in all of Mexico, whichever institution or portal lists it); otherwise the institution
 * with its public identification of the account (Brazil's agency/account) and the account's full number,
 * whichever it gives. Null with none of them.
 */
function belvoIdentity(a: z.infer<typeof belvoAccount>): string | null {
  const value = a.public_identification_value?.trim();
  const name = a.public_identification_name?.trim() ?? '';
  if (value && name.toUpperCase() === 'CLABE') return `CLABE:${value}`;
  const institution = a.institution?.name;
  const number = a.number?.trim();
  if (!institution || (!value && !number)) return null;
  return `${institution}|${value ? `${name}:${value}` : ''}|${number ?? ''}`;
}

export function toProviderTransaction(t: z.infer<typeof belvoTransaction>): ProviderTransaction {
  return {
    provider: 'belvo',
    id: t.id,
    accountId: t.account?.id ?? null,
    institutionId: t.account?.institution?.name ?? null,
    description: t.description ?? '',
    merchant: t.merchant?.merchant_name || null,
    // As Belvo sends it (a JSON number in 1.35.0); a missing amount is left for ingestion to reject and report.
    amount: t.amount ?? Number.NaN,
    direction: t.type === 'INFLOW' ? 'in' : t.type === 'OUTFLOW' ? 'out' : null,
    currency: t.currency ?? null,
    date: t.value_date || t.accounting_date || t.collected_at || '',
    pending: t.status === 'PENDING',
  };
}

/** "****1234" for any account number with at least four digits; never more than the last four. */
export function lastFour(number: string | null | undefined): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? `****${digits.slice(-4)}` : null;
}
