import { z } from 'zod';
import { cursorParam, limitParam } from './paging.ts';
import { TRANSACTION_CATEGORIES, TRANSACTION_FILTERS } from '#shared/constants.ts';
import { corrections } from '#shared/messages/money.ts';
import { transactionFilterText } from '#shared/messages/transactions.ts';

/**
 * One row of GET /api/transactions: the original interface's fields plus docs/product-rules.md section 3. Money as
 * decimal strings.
 */
export const transactionSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  /**
   * US dollars, a positive decimal string, "12.34": the bank's amount converted at the rate of the row's day. Null
   * only while a row in another currency waits for its exchange rate (it earns nothing until then).
   */
  amount: z.string().nullable(),
  /** The bank's own currency (ISO 4217, 'MXN') and amount in it, a positive decimal string ('99.00', '19900'). */
  currency: z.string(),
  originalAmount: z.string(),
  /** Units of `currency` per US dollar ('18.3412') and the day it was published ('2025-06-06'); null while waiting. */
  usdRate: z.string().nullable(),
  rateDate: z.string().nullable(),
  type: z.enum(['debit', 'credit']),
  category: z.enum(TRANSACTION_CATEGORIES),
  source: z.string(),
  pending: z.boolean(),
  /** "0.00" on rows that earn nothing; negative on a coin refund. */
  roundUpAmount: z.string(),
  pointsEarned: z.string(),
  /** A coin purchase that a refund took back (docs/product-rules.md section 6): it counts for nothing in the spend. */
  refunded: z.boolean(),
  /**
   * Dated before its account was linked (docs/product-rules.md section 3): shown 'before you joined', counted in
   * spend, earns nothing. Absent from answers cached before it existed.
   */
  beforeLink: z.boolean().default(false),
  /**
   * The category is the member's own word on the row ('this is a coin purchase' or 'not a coin purchase'), not the
   * rules'. Absent from answers cached before it existed.
   */
  correctedByMember: z.boolean().default(false),
  /** ISO 8601. */
  date: z.string(),
  finicityTransactionId: z.string().nullable(),
  belvoTransactionId: z.string().nullable(),
  createdAt: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const syncStatusSchema = z.object({
  hasFinicityConnection: z.boolean(),
  isProduction: z.boolean(),
  finicityCount: z.number().int(),
  /**
   * The linked bank account was another account's before (the member's own closed account included): rows dated
   * up to this moment were listed and rewarded there, and are not listed here. Null otherwise.
   */
  listedFrom: z.string().nullable(),
});

/** The four summary cards, over every row the list shows (not only the page). Money as decimal strings. */
export const transactionsSummarySchema = z.object({
  count: z.number().int(),
  /**
   * Posted coin purchases net of refunds (docs/product-rules.md section 6), the same definition as the dashboard's
   * spend: a refunded purchase is not counted, and `tiktokSpend` is exactly GET /api/stats' `totalTikTokSpending`.
   */
  tiktokPurchases: z.number().int(),
  tiktokSpend: z.string(),
  /** Coin purchases still pending at the bank, kept apart: they count once they post. */
  pendingPurchases: z.number().int(),
  pendingSpend: z.string(),
  /** The sum of roundUpAmount over all transactions, as the original interface counted it. */
  roundUps: z.string(),
  pointsEarned: z.string(),
});
export type TransactionsSummary = z.infer<typeof transactionsSummarySchema>;

export const transactionsResponseSchema = z.object({
  /** One page, newest first. */
  transactions: z.array(transactionSchema),
  status: syncStatusSchema,
  summary: transactionsSummarySchema,
  /** Pass it back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

export const TRANSACTIONS_PAGE = 50;
export const TRANSACTIONS_MAX_PAGE = 200;
export const TRANSACTION_SEARCH_MAX = 100;
export const transactionsQuerySchema = z.object({
  limit: limitParam(TRANSACTIONS_PAGE, TRANSACTIONS_MAX_PAGE),
  cursor: cursorParam,
  /** Which rows (coin purchases, refunds of them, pending ones), and words in the description. */
  filter: z.enum(TRANSACTION_FILTERS, { error: transactionFilterText.filterInvalid }).default('all'),
  q: z
    .string()
    .trim()
    .max(TRANSACTION_SEARCH_MAX, transactionFilterText.searchTooLong)
    .optional()
    .transform((q) => q || undefined),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

/**
 * POST /api/transactions/:id/classification: the member's word on a row (docs/product-rules.md section 3), true
 * for 'this is a coin purchase', false for 'not a coin purchase'.
 */
export const transactionClassificationSchema = z
  .object({ coinPurchase: z.boolean({ error: corrections.coinPurchaseInvalid }) })
  .strict();
export type TransactionClassification = z.infer<typeof transactionClassificationSchema>;
/** Its answer: the word kept, and whether it changed the row's category (false when said already). */
export type TransactionClassificationResult = TransactionClassification & { changed: boolean };
