// The transaction list's summary cards worked out from the rows themselves, independently of the totals the
// database keeps: what the server's summary must equal, and what the PWA's fake answers carry.
import type { Transaction, TransactionsSummary } from '#shared/schemas/transactions.ts';

const cents = (text: string | null) => Math.round(Number(text ?? '0') * 100);
const decimal = (n: number) => `${n < 0 ? '-' : ''}${(Math.abs(n) / 100).toFixed(2)}`;

export function summaryOf(rows: readonly Transaction[]): TransactionsSummary {
  const purchases = rows.filter((tx) => tx.category === 'TikTok' && tx.type === 'debit');
  // docs/product-rules.md section 6: posted, not refunded, converted; pending apart.
  const counted = purchases.filter((tx) => !tx.pending && !tx.refunded && tx.amount !== null);
  const pending = purchases.filter((tx) => tx.pending);
  const sum = (list: readonly Transaction[], f: (tx: Transaction) => number) => list.reduce((a, tx) => a + f(tx), 0);
  return {
    count: rows.length,
    tiktokPurchases: counted.length,
    tiktokSpend: decimal(sum(counted, (tx) => cents(tx.amount))),
    pendingPurchases: pending.length,
    pendingSpend: decimal(sum(pending, (tx) => cents(tx.amount))),
    roundUps: decimal(sum(rows, (tx) => cents(tx.roundUpAmount))),
    pointsEarned: decimal(sum(rows, (tx) => cents(tx.pointsEarned))),
  };
}
