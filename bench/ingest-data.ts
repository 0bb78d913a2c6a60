// The rows the ingest benchmark feeds in, generated before any clock starts, and the plain-insert baseline's
// version of the same rows (normalised up front, as ingest would, so the baseline times only the INSERT).
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { generateProviderTransactions } from '#api/providers/banks/sandbox/generate-history.ts';
import { categorize } from '#shared/classify/coin-purchase.ts';
import { formatDecimal, toCents } from '#shared/money/cents.ts';

const DAY_MS = 86_400_000;
/** The sync happens an hour after the last generated row. */
export const END = Date.UTC(2025, 5, 1);
export const NOW = END + 3_600_000;

export type Batch = { userId: number; rows: ProviderTransaction[] };
/** What the plain insert writes: the columns ingest fills for the same row, computed before timing. */
export type PlainRow = {
  description: string;
  amountCents: number;
  originalAmount: string;
  rateDay: string;
  type: 'debit' | 'credit';
  category: string;
  source: 'finicity' | 'belvo';
  pending: number;
  providerId: string;
  date: number;
};
export type PlainBatch = { userId: number; rows: PlainRow[] };

/** The last `count` rows of a generated history ending at END (so the pending tail is kept). */
export function history(
  seed: number,
  provider: 'finicity' | 'belvo',
  count: number,
  perDay: number,
): ProviderTransaction[] {
  for (let days = Math.ceil((count / perDay) * 1.2) + 7; ; days = Math.ceil(days * 1.2)) {
    const rows = generateProviderTransactions({ seed, provider, start: END - days * DAY_MS, days, perDay });
    if (rows.length >= count) return rows.slice(rows.length - count);
  }
}

/** The same normalisation ingest applies (sign, category, date), done once up front for the baseline. */
export function plainRow(t: ProviderTransaction): PlainRow {
  const cents = toCents(t.amount);
  if (cents === null) throw new Error(`bench: bad amount ${t.amount}`);
  const description = t.description.trim().slice(0, 500);
  return {
    description,
    amountCents: Math.abs(cents),
    // The bank's amount and the rate's day, as the engine keeps them (a US dollar row: its own amount, rate 1).
    originalAmount: formatDecimal(Math.abs(cents)),
    rateDay: new Date(Date.parse(t.date)).toISOString().slice(0, 10),
    type: t.direction ? (t.direction === 'in' ? 'credit' : 'debit') : cents < 0 ? 'debit' : 'credit',
    category: categorize({ description, merchant: t.merchant ?? null }),
    source: t.provider,
    pending: t.pending ? 1 : 0,
    providerId: t.id,
    date: Date.parse(t.date),
  };
}

export const pages = <T>(rows: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
};
