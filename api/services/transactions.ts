// The transaction list: every visible row, or a page of it by keyset over (date, id), newest first. GET
// /api/transactions is the app's most frequent read, so its statements are prepared once per connection.
import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { perConnection } from '#db/prepared.ts';
import { bankAccounts, transactions } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';

const userId = sql.placeholder('userId');
/** Replaced pending rows and rows the bank removed are history, not the list. */
const visible = and(
  eq(transactions.userId, userId),
  isNull(transactions.supersededById),
  isNull(transactions.removedAt),
);
const newestFirst = [desc(transactions.date), desc(transactions.id)];
const listed = {
  id: transactions.id,
  description: transactions.description,
  amountCents: transactions.amountCents,
  currency: transactions.currency,
  originalAmount: transactions.originalAmount,
  usdRateMicros: transactions.usdRateMicros,
  rateDay: transactions.rateDay,
  type: transactions.type,
  category: transactions.category,
  source: transactions.source,
  pending: transactions.pending,
  roundUpCents: transactions.roundUpCents,
  pointsEarned: transactions.pointsEarned,
  date: transactions.date,
  finicityTransactionId: transactions.finicityTransactionId,
  belvoTransactionId: transactions.belvoTransactionId,
  createdAt: transactions.createdAt,
};
/** Older than the previous page's last row, in (date, id) order. A placeholder in a WHERE is bound as given: ms. */
const before = or(
  lt(transactions.date, sql.placeholder('date')),
  and(eq(transactions.date, sql.placeholder('date')), lt(transactions.id, sql.placeholder('id'))),
);

const statements = perConnection((db) => ({
  all: db
    .select(listed)
    .from(transactions)
    .where(visible)
    .orderBy(...newestFirst)
    .prepare(),
  first: db
    .select(listed)
    .from(transactions)
    .where(visible)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .prepare(),
  after: db
    .select(listed)
    .from(transactions)
    .where(and(visible, before))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .prepare(),
  count: db.select({ n: count() }).from(transactions).where(visible).prepare(),
  connected: db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.isActive, true)))
    .limit(1)
    .prepare(),
}));

export type ListedTransaction = ReturnType<ReturnType<typeof statements>['all']['all']>[number];
/** Where a page starts: just after this row (the last of the page before). */
export type TransactionPosition = { date: number; id: number };

export function allTransactions({ db }: Pick<Deps, 'db'>, userId: number): ListedTransaction[] {
  return statements(db).all.all({ userId });
}

/** Up to `limit` rows from `position` on (from the newest without one). */
export function transactionPage(
  { db }: Pick<Deps, 'db'>,
  userId: number,
  limit: number,
  position?: TransactionPosition,
): ListedTransaction[] {
  const s = statements(db);
  return position ? s.after.all({ userId, limit, ...position }) : s.first.all({ userId, limit });
}

/** What the list's sync banner needs: a connected bank, and how many rows are shown. */
export function transactionStatus({ db }: Pick<Deps, 'db'>, userId: number) {
  const s = statements(db);
  return {
    hasConnection: s.connected.get({ userId }) !== undefined,
    visibleCount: s.count.get({ userId })?.n ?? 0,
  };
}
