import type { Transaction, TransactionsResponse } from '#shared/schemas/transactions.ts';
import { summaryOf } from '#shared/schemas/testing/transactions-summary.ts';

export { summaryOf };

let nextId = 1;
/** A row as GET /api/transactions answers it; by default an ordinary card purchase. */
export const makeTransaction = (over: Partial<Transaction> = {}): Transaction => {
  const id = nextId++;
  return {
    id,
    description: `Purchase ${id}`,
    amount: '12.34',
    currency: 'USD',
    originalAmount: '12.34',
    usdRate: '1',
    rateDate: '2025-03-05',
    type: 'debit',
    category: 'Other',
    source: 'finicity',
    pending: false,
    roundUpAmount: '0.00',
    pointsEarned: '0.00',
    refunded: false,
    beforeLink: false,
    correctedByMember: false,
    date: '2025-03-05T15:04:00.000Z',
    finicityTransactionId: `f-${id}`,
    belvoTransactionId: null,
    createdAt: '2025-03-05T15:05:00.000Z',
    ...over,
  };
};

/** The bank sync status beside the rows; by default a connection with three synced. */
export const syncStatus = (over: Partial<TransactionsResponse['status']> = {}): TransactionsResponse['status'] => ({
  hasFinicityConnection: true,
  isProduction: false,
  finicityCount: 3,
  listedFrom: null,
  ...over,
});

/** One answer of GET /api/transactions: these rows as the only page, with their summary, unless told otherwise. */
export const pageOf = (
  transactions: Transaction[],
  over: Partial<Omit<TransactionsResponse, 'transactions'>> = {},
): TransactionsResponse => ({
  transactions,
  status: syncStatus({ finicityCount: transactions.length }),
  summary: summaryOf(transactions),
  nextCursor: null,
  ...over,
});
