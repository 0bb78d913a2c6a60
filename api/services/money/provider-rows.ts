// A bank page as ingest takes it: each aggregator-neutral row checked and put in the engine's terms (positive
// cents and a direction, a category, a date in ms), then ordered so that earning follows time.
import { categorize } from '#shared/classify/coin-purchase.ts';
import { toCents } from '#shared/money/cents.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';

const MAX_DESCRIPTION = 500;

export type BankRow = {
  providerId: string;
  provider: ProviderTransaction['provider'];
  accountId: string | null;
  institutionId: string | null;
  description: string;
  merchant: string | null;
  amountCents: number;
  type: 'debit' | 'credit';
  category: 'TikTok' | 'Other';
  date: number;
  pending: boolean;
  pendingId: string | null;
  removed: boolean;
  /** Its place in the page, which breaks ties in the processing order. */
  order: number;
};

export type RejectedRow = { id: string; reason: string };

function normalise(t: ProviderTransaction, order: number): BankRow | { reject: string } {
  if (typeof t.id !== 'string' || t.id.trim() === '') return { reject: 'missing transaction id' };
  const cents = toCents(t.amount);
  if (cents === null) return { reject: `amount ${JSON.stringify(t.amount)} is not a number with at most 2 decimals` };
  const date = Date.parse(t.date);
  if (!Number.isFinite(date)) return { reject: `date ${JSON.stringify(t.date)} is not ISO 8601` };
  const type = t.direction ? (t.direction === 'in' ? 'credit' : 'debit') : cents < 0 ? 'debit' : 'credit';
  const description =
    (t.description ?? '').trim().slice(0, MAX_DESCRIPTION) || (t.merchant ?? '').trim() || '(no description)';
  const merchant = t.merchant?.trim().slice(0, MAX_DESCRIPTION) || null;
  return {
    providerId: t.id.trim(),
    provider: t.provider,
    accountId: t.accountId ?? null,
    institutionId: t.institutionId ?? null,
    description,
    merchant,
    amountCents: Math.abs(cents),
    type,
    category: categorize({ description, merchant }),
    date,
    pending: Boolean(t.pending),
    pendingId: t.pendingTransactionId ?? null,
    removed: Boolean(t.removed),
    order,
  };
}

/**
 * Pending rows first (they earn nothing), then posted rows by date (the weekly cap and refunds follow time),
 * removals last.
 */
const rank = (r: BankRow) => (r.removed ? 2 : r.pending ? 0 : 1);
const byProcessingOrder = (a: BankRow, b: BankRow) => rank(a) - rank(b) || a.date - b.date || a.order - b.order;

/** The page's valid rows in processing order, and the rows refused with the reason. */
export function normaliseBatch(batch: readonly ProviderTransaction[]): { rows: BankRow[]; rejected: RejectedRow[] } {
  const rows: BankRow[] = [];
  const rejected: RejectedRow[] = [];
  batch.forEach((t, i) => {
    const n = normalise(t, i);
    if ('reject' in n) rejected.push({ id: String(t?.id ?? ''), reason: n.reject });
    else rows.push(n);
  });
  rows.sort(byProcessingOrder);
  return { rows, rejected };
}
