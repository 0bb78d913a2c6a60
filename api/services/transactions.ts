// The transaction list: a page of the listed rows by keyset over (date, id), newest first, and its summary from
// the totals the database keeps (migration 0009). GET /api/transactions is the app's most frequent read: its
// statements are prepared once per connection and none of them grows with the history.
import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { formatDecimal, parseCents } from '#shared/money/cents.ts';
import type { TransactionFilter } from '#shared/constants.ts';
import { perConnection, perConnectionAndKey, writtenLimit } from '#db/prepared.ts';
import { bankAccounts, transactions, users } from '#db/schema/index.ts';
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
  provider: transactions.provider,
  pending: transactions.pending,
  roundUpCents: transactions.roundUpCents,
  pointsEarned: transactions.pointsEarned,
  reversedAt: transactions.reversedAt,
  beforeLink: transactions.beforeLink,
  memberCategory: transactions.memberCategory,
  date: transactions.date,
  providerTransactionId: transactions.providerTransactionId,
  createdAt: transactions.createdAt,
};
/**
 * Older than the previous page's last row, in (date, id) order. A row value, so SQLite seeks the (user, date, id)
 * index straight to the position (the OR form walked every newer row: 8 ms at row 90,000 against 0.05 ms). A
 * placeholder in a WHERE is bound as given: ms.
 */
const before = sql`(${transactions.date}, ${transactions.id}) < (${sql.placeholder('date')}, ${sql.placeholder('id')})`;

/** The transaction list's filters: coin purchases, refunds of them (the bank's credits), rows still pending. */
const FILTERS: Record<Exclude<TransactionFilter, 'all'>, SQL> = {
  coin_purchases: sql`${transactions.category} = 'TikTok' AND ${transactions.type} = 'debit'`,
  refunds: sql`${transactions.category} = 'TikTok' AND ${transactions.type} = 'credit'`,
  pending: sql`${transactions.pending} = 1`,
};

/**
 * A page's statements, one pair per page size (a bound LIMIT would recompile them on every run): the whole list,
 * and the coin purchases the list opens on.
 */
const pagesOf = (where: SQL | undefined) =>
  perConnectionAndKey((db, limit: number) => ({
    first: db
      .select(listed)
      .from(transactions)
      .where(and(visible, where))
      .orderBy(...newestFirst)
      .limit(writtenLimit(limit))
      .prepare(),
    after: db
      .select(listed)
      .from(transactions)
      .where(and(visible, where, before))
      .orderBy(...newestFirst)
      .limit(writtenLimit(limit))
      .prepare(),
  }));
const pages = { all: pagesOf(undefined), coin_purchases: pagesOf(FILTERS.coin_purchases) };

const statements = perConnection((db) => ({
  totals: db
    .select({
      count: users.listedCount,
      coinPurchases: users.listedCoinPurchases,
      // The dashboard's figure (the ledger's), which the list's own total always equals (auditLedger).
      coinSpendCents: users.totalTikTokSpendCents,
      pendingPurchases: users.listedPendingPurchases,
      pendingSpendCents: users.listedPendingSpendCents,
      roundUpCents: users.listedRoundUpCents,
      pointsHundredths: users.listedPoints,
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare(),
  // The latest `rewardsFrom` first (SQLite sorts nulls last when descending).
  connected: db
    .select({ id: bankAccounts.id, from: bankAccounts.rewardsFrom })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.isActive, true)))
    .orderBy(desc(bankAccounts.rewardsFrom))
    .limit(writtenLimit(1))
    .prepare(),
}));

export type ListedTransaction = ReturnType<ReturnType<(typeof pages)['all']>['first']['all']>[number];
/** Where a page starts: just after this row (the last of the page before). */
export type TransactionPosition = { date: number; id: number };

/** `q` inside the description, as typed: LIKE's wildcards in it match themselves. ASCII letters in any case. */
const describedAs = (q: string) =>
  sql`${transactions.description} LIKE ${`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ESCAPE '\\'`;

/**
 * An amount typed into the search ('4.99', '$4.99', 'MX$89', '89,00'), in hundredths of its unit; null when `q` is
 * not one. Found in US dollars or in the bank's own currency, whichever the member read on the row.
 */
export function amountSearched(q: string): number | null {
  // The currency's sign and a decimal comma set aside, the amount is read as every amount is (shared/money/cents.ts).
  const m = /^(?:[A-Z]{0,3}\$)?\s*(\d{1,9}(?:[.,]\d{1,2})?)$/i.exec(q.trim());
  return m ? parseCents(m[1]!.replace(',', '.')) : null;
}

/** What a search finds: `q` in the description, or, when `q` is an amount, rows of that amount. */
function searched(q: string) {
  const hundredths = amountSearched(q);
  if (hundredths === null) return describedAs(q);
  const written = [formatDecimal(hundredths), ...(hundredths % 100 === 0 ? [String(hundredths / 100)] : [])];
  return or(describedAs(q), eq(transactions.amountCents, hundredths), inArray(transactions.originalAmount, written));
}

export type TransactionSelection = { filter?: TransactionFilter; q?: string };

/**
 * Up to `limit` rows from `position` on (from the newest without one). The whole list uses the statements
 * prepared once; a filtered or searched one is built per request, on the same (user, date, id) order.
 */
export function transactionPage(
  { db }: Pick<Deps, 'db'>,
  userId: number,
  limit: number,
  position?: TransactionPosition,
  { filter = 'all', q }: TransactionSelection = {},
): ListedTransaction[] {
  if ((filter === 'all' || filter === 'coin_purchases') && !q) {
    const s = pages[filter](db, limit);
    return position ? s.after.all({ userId, ...position }) : s.first.all({ userId });
  }
  const conditions = [
    eq(transactions.userId, userId),
    isNull(transactions.supersededById),
    isNull(transactions.removedAt),
    filter === 'all' ? undefined : FILTERS[filter],
    q ? searched(q) : undefined,
    position ? sql`(${transactions.date}, ${transactions.id}) < (${position.date}, ${position.id})` : undefined,
  ];
  return db
    .select(listed)
    .from(transactions)
    .where(and(...conditions))
    .orderBy(...newestFirst)
    .limit(limit)
    .all();
}

/** The summary cards over every listed row (not only the page), kept by the database: O(1). */
export function listedTotals({ db }: Pick<Deps, 'db'>, userId: number) {
  const totals = statements(db).totals.get({ userId });
  if (!totals) throw new Error(`listedTotals: no user ${userId}`);
  return totals;
}

/**
 * Whether the user has a connected bank (the list's sync banner), and from when its rows are theirs: a bank account
 * another account had before (the same person's closed account included) lists nothing dated up to when it let it go.
 */
export function connectedBank({ db }: Pick<Deps, 'db'>, userId: number) {
  const row = statements(db).connected.get({ userId });
  return { connected: row !== undefined, listedFrom: row?.from ?? null };
}
