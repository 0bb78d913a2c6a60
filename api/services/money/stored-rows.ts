// A row already stored, in a bank row's terms: the steps a posted row goes through (earning, a refund's match) read
// it so when a row waited for its exchange rate, or when the member says what it is (./corrections.ts).
import type { FullRow } from './ingest-sql.ts';
import type { BankRow } from './provider-rows.ts';

/** A stored row as the batch reads one; its amount in dollars and rate are the caller's (a conversion's own). */
export function storedAsRow(t: FullRow): Omit<BankRow, 'amountCents' | 'rateMicros' | 'rateDay'> {
  return {
    providerId: '',
    provider: t.provider as BankRow['provider'],
    accountId: t.account_id,
    description: t.description,
    merchant: t.merchant,
    currency: t.currency,
    originalAmount: t.original_amount,
    originalMinor: null,
    type: t.type === 'credit' ? 'credit' : 'debit',
    category: t.category === 'TikTok' ? 'TikTok' : 'Other',
    date: t.date,
    pending: t.pending === 1,
    pendingId: null,
    removed: false,
    order: 0,
  };
}
