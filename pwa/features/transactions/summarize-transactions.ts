import { parseCents } from '#shared/money/cents.ts';
import type { Transaction } from '#shared/schemas/transactions.ts';

export type TransactionSummary = {
  count: number;
  /** TikTok coin purchases (debits); refunds are credits and take their amount back off the spend. */
  tiktokPurchases: number;
  tiktokSpendCents: number;
  /** SPEC section 9: the sum of roundUpAmount over all transactions. */
  roundUpCents: number;
  pointsHundredths: number;
};

/** A decimal string in cents; 0 for a null amount (a row waiting for its exchange rate counts for nothing yet). */
const cents = (text: string | null) => (text === null ? 0 : (parseCents(text) ?? 0));

/** A coin purchase (or its refund) that moved a round-up: it gets the round-up badge. */
export const hasRoundUp = (tx: Pick<Transaction, 'category' | 'roundUpAmount'>) =>
  tx.category === 'TikTok' && cents(tx.roundUpAmount) !== 0;

/** The four summary cards, from the list itself, in integer cents (one pass: fine at 10,000 rows). */
export function summarizeTransactions(list: readonly Transaction[]): TransactionSummary {
  const s: TransactionSummary = {
    count: list.length,
    tiktokPurchases: 0,
    tiktokSpendCents: 0,
    roundUpCents: 0,
    pointsHundredths: 0,
  };
  for (const tx of list) {
    s.roundUpCents += cents(tx.roundUpAmount);
    s.pointsHundredths += cents(tx.pointsEarned);
    if (tx.category !== 'TikTok') continue;
    if (tx.type === 'debit') {
      s.tiktokPurchases += 1;
      s.tiktokSpendCents += cents(tx.amount);
    } else s.tiktokSpendCents -= cents(tx.amount);
  }
  return s;
}
