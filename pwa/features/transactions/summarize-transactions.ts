import { parseCents } from '#shared/money/cents.ts';
import type { Transaction, TransactionsSummary } from '#shared/schemas/transactions.ts';

export type TransactionSummary = {
  count: number;
  /** Posted coin purchases net of refunds (a refunded purchase counts for nothing), as the dashboard counts them. */
  tiktokPurchases: number;
  tiktokSpendCents: number;
  /** Coin purchases still pending at the bank, apart: they count once they post. */
  pendingPurchases: number;
  pendingSpendCents: number;
  /** The sum of roundUpAmount over all transactions. */
  roundUpCents: number;
  pointsHundredths: number;
};

/** A decimal string in cents; 0 for a null amount (a row waiting for its exchange rate counts for nothing yet). */
const cents = (text: string | null) => (text === null ? 0 : (parseCents(text) ?? 0));

/** A coin purchase (or its refund) that moved a round-up: it gets the round-up badge. */
export const hasRoundUp = (tx: Pick<Transaction, 'category' | 'roundUpAmount'>) =>
  tx.category === 'TikTok' && cents(tx.roundUpAmount) !== 0;

/** The four summary cards in integer cents, from the totals the server keeps over every row (not only the pages). */
export const summaryCents = (s: TransactionsSummary): TransactionSummary => ({
  count: s.count,
  tiktokPurchases: s.tiktokPurchases,
  tiktokSpendCents: cents(s.tiktokSpend),
  pendingPurchases: s.pendingPurchases,
  pendingSpendCents: cents(s.pendingSpend),
  roundUpCents: cents(s.roundUps),
  pointsHundredths: cents(s.pointsEarned),
});
