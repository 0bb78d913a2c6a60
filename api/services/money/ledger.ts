// The append-only ledger. Every money movement is one row (who, which account, signed amount, cause, key);
// each account has a maintained total on users or investments so reads stay O(1). A row whose idempotency
// key already exists changes nothing, and its total is not touched.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Sqlite } from '#db/index.ts';
import { perConnection, perConnectionAndKey } from '#db/prepared.ts';
import { investments, ledgerEntries, sweeps, users } from '#db/schema/index.ts';
import { dbOf } from '#db/index.ts';

/** Accounts kept on the users row: account name -> column. Units: cents or hundredths of a point. */
export const USER_ACCOUNTS = {
  points: 'availablePointsBalance',
  points_earned: 'totalPointsEarned',
  points_redeemed: 'totalRedeemedPoints',
  coin_spend: 'totalTikTokSpendCents',
  round_ups: 'totalRoundUpCents',
  round_ups_pending: 'pendingRoundUpCents',
  referral_earnings: 'referralEarningsCents',
  creator_received: 'creatorPointsReceived',
} as const satisfies Record<string, keyof typeof users.$inferSelect>;
export type UserAccount = keyof typeof USER_ACCOUNTS;
type UserTotal = (typeof USER_ACCOUNTS)[UserAccount];

/** Accounts kept on a user's investments row (one per type): account prefix -> column. */
export const INVESTMENT_ACCOUNTS = {
  invested: 'totalInvestedCents',
  balance: 'balanceCents',
  sats: 'satsHeld',
} as const satisfies Record<string, keyof typeof investments.$inferSelect>;
type InvestmentPrefix = keyof typeof INVESTMENT_ACCOUNTS;
type InvestmentTotal = (typeof INVESTMENT_ACCOUNTS)[InvestmentPrefix];
export type PortfolioType = (typeof investments.$inferSelect)['portfolioType'];
export type InvestmentAccount = `${InvestmentPrefix}:${PortfolioType}`;

/** Money between two places, with no column of its own: audited against the rows it belongs to. */
export type TransitAccount = 'sweep_in_flight';

export type LedgerAccount = UserAccount | InvestmentAccount | TransitAccount;

/**
 * Sweeps whose money is in `sweep_in_flight`: being charged, charged but still processing at the card provider,
 * or set aside after 23 h for a person to reconcile with the provider (charging again could debit twice).
 */
export const SWEEP_IN_FLIGHT = ['charging', 'processing', 'reconciling'] as const;

/** One movement to post, as the ledger row will hold it; `key` is its idempotency key. */
export type LedgerPosting = Pick<
  typeof ledgerEntries.$inferInsert,
  'userId' | 'amount' | 'cause' | 'refType' | 'refId'
> & {
  account: LedgerAccount;
  key: string;
  /** When what it is about happened (a purchase's own date), in ms; when it is posted if not given. */
  occurredAt?: number;
};

const isUserAccount = (account: string): account is UserAccount => account in USER_ACCOUNTS;
const isInvestmentPrefix = (prefix: string): prefix is InvestmentPrefix => prefix in INVESTMENT_ACCOUNTS;

/** `invested:bitcoin` -> its column prefix and investment type; null for any other account. */
function investmentAccount(account: string): { prefix: InvestmentPrefix; type: PortfolioType } | null {
  const [prefix = '', type] = account.split(':');
  if (!isInvestmentPrefix(prefix) || (type !== 'interest' && type !== 'bitcoin')) return null;
  return { prefix, type };
}

/** An account name read back from the ledger, checked: the ledger holds no other accounts than these. */
export function ledgerAccount(account: string): LedgerAccount {
  if (isUserAccount(account) || account === 'sweep_in_flight') return account;
  const investment = investmentAccount(account);
  if (investment) return `${investment.prefix}:${investment.type}`;
  throw new Error(`unknown ledger account ${account}`);
}

/**
 * A placeholder whose value goes to SQLite as it is. Given as a column's value, drizzle runs each placeholder
 * through the column's encoder on every call: 2 us more a row on the ledger insert, which made ingest 5 to 17%
 * slower (interleaved runs of bench/ingest.ts's scenarios). Bound as is, it costs what the raw statement did,
 * within noise; the values are already what SQLite stores (createdAt in ms).
 */
const asIs = (name: string) => sql`${sql.placeholder(name)}`;

// Compiled once per connection: the insert runs for every posted row (five per coin purchase in ingest).
const statements = perConnection((db) => ({
  insert: db
    .insert(ledgerEntries)
    .values({
      userId: asIs('userId'),
      account: asIs('account'),
      amount: asIs('amount'),
      cause: asIs('cause'),
      refType: asIs('refType'),
      refId: asIs('refId'),
      idempotencyKey: asIs('key'),
      createdAt: asIs('createdAt'),
      occurredAt: asIs('occurredAt'),
    })
    .onConflictDoNothing({ target: ledgerEntries.idempotencyKey })
    .prepare(),
  ensureInvestment: db
    .insert(investments)
    .values({
      userId: sql.placeholder('userId'),
      portfolioType: sql.placeholder('type'),
      createdAt: sql.placeholder('createdAt'),
    })
    .onConflictDoNothing({ target: [investments.userId, investments.portfolioType] })
    .prepare(),
  investmentExists: db
    .select({ id: investments.id })
    .from(investments)
    .where(
      and(eq(investments.userId, sql.placeholder('userId')), eq(investments.portfolioType, sql.placeholder('type'))),
    )
    .prepare(),
}));

/** `total = total + delta` for one maintained total, each prepared once per connection. */
const addToUser = perConnectionAndKey((db, column: UserTotal) =>
  db
    .update(users)
    .set({ [column]: sql`${users[column]} + ${sql.placeholder('delta')}` })
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(),
);
const addToInvestment = perConnectionAndKey((db, column: InvestmentTotal) =>
  db
    .update(investments)
    .set({ [column]: sql`${investments[column]} + ${sql.placeholder('delta')}` })
    .where(
      and(eq(investments.userId, sql.placeholder('userId')), eq(investments.portfolioType, sql.placeholder('type'))),
    )
    .prepare(),
);

type PendingTotal = { userId: number; account: LedgerAccount; delta: number };

/**
 * Posts ledger rows inside the caller's transaction. Totals are collected per (user, account) and written
 * once per call to `flush`, which keeps a batch of 100,000 rows to one UPDATE per touched total.
 */
export class LedgerWriter {
  private readonly db: Db;
  private readonly insert: ReturnType<typeof statements>['insert'];
  private readonly totals = new Map<string, PendingTotal>();

  constructor(
    sqlite: Sqlite,
    private readonly now: number,
  ) {
    this.db = dbOf(sqlite);
    this.insert = statements(this.db).insert;
  }

  /** Returns false (and changes nothing) when the key was already posted. */
  post(row: LedgerPosting): boolean {
    if (!Number.isSafeInteger(row.amount))
      throw new RangeError(`ledger amount must be an integer (${row.account}: ${row.amount})`);
    if (row.amount === 0) return true;
    const info = this.insert.run({
      userId: row.userId,
      account: row.account,
      amount: row.amount,
      cause: row.cause,
      refType: row.refType ?? null,
      refId: row.refId ?? null,
      key: row.key,
      createdAt: this.now,
      occurredAt: row.occurredAt ?? this.now,
    });
    if (info.changes === 0) return false;
    const k = `${row.userId}|${row.account}`;
    const total = this.totals.get(k);
    if (total) total.delta += row.amount;
    else this.totals.set(k, { userId: row.userId, account: row.account, delta: row.amount });
    return true;
  }

  /** Writes the collected totals. Call once, at the end of the transaction's work. */
  flush() {
    for (const { userId, account, delta } of this.totals.values()) {
      if (delta === 0) continue;
      if (isUserAccount(account)) {
        addToUser(this.db, USER_ACCOUNTS[account]).run({ delta, userId });
        continue;
      }
      const investment = investmentAccount(account);
      if (!investment) continue;
      ensureInvestment(this.db, userId, investment.type, this.now);
      addToInvestment(this.db, INVESTMENT_ACCOUNTS[investment.prefix]).run({ delta, userId, type: investment.type });
    }
    this.totals.clear();
  }
}

/** The user's investments row of `type`, created empty the first time it is needed. */
export function ensureInvestment(db: Db, userId: number, type: PortfolioType, now: number) {
  // Looked up first: an insert that meets the row still takes an id from sqlite_sequence (AUTOINCREMENT), a write,
  // which made every dashboard read of the portfolio commit (and fsync) a page.
  if (statements(db).investmentExists.get({ userId, type })) return;
  statements(db).ensureInvestment.run({ userId, type, createdAt: new Date(now) });
}

export type LedgerMismatch = { account: string; ledger: number; stored: number };

/**
 * Checks that every maintained total equals the sum of its ledger rows. An empty list means the books
 * balance. Used by tests after every operation, and cheap enough to run as a health check.
 */
export function auditLedger(sqlite: Sqlite, userId: number): LedgerMismatch[] {
  const db = dbOf(sqlite);
  const sums = new Map(
    db
      .select({ account: ledgerEntries.account, total: sql`sum(${ledgerEntries.amount})`.mapWith(Number) })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, userId))
      .groupBy(ledgerEntries.account)
      .all()
      .map((r) => [r.account, r.total]),
  );
  const mismatches: LedgerMismatch[] = [];
  const check = (account: string, stored: number) => {
    const ledger = sums.get(account) ?? 0;
    if (ledger !== stored) mismatches.push({ account, ledger, stored });
  };
  const user = db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) return [{ account: 'user', ledger: 0, stored: 0 }];
  for (const [account, column] of Object.entries(USER_ACCOUNTS)) check(account, user[column]);
  // Available points are what was earned less what was redeemed, and the ledger must agree.
  const derived = user.totalPointsEarned - user.totalRedeemedPoints;
  if (user.availablePointsBalance !== derived) {
    mismatches.push({ account: 'points = earned - redeemed', ledger: derived, stored: user.availablePointsBalance });
  }
  for (const type of ['interest', 'bitcoin'] as const) {
    const inv = db
      .select()
      .from(investments)
      .where(and(eq(investments.userId, userId), eq(investments.portfolioType, type)))
      .get();
    for (const [prefix, column] of Object.entries(INVESTMENT_ACCOUNTS)) check(`${prefix}:${type}`, inv?.[column] ?? 0);
  }
  const inFlight = db
    .select({ total: sql`coalesce(sum(${sweeps.amountCents}), 0)`.mapWith(Number) })
    .from(sweeps)
    .where(and(eq(sweeps.userId, userId), inArray(sweeps.status, SWEEP_IN_FLIGHT)))
    .get();
  check('sweep_in_flight', inFlight?.total ?? 0);
  mismatches.push(...auditListedTotals(sqlite, userId, user));
  return mismatches;
}

/** The list's summary cards (kept by triggers, migrations 0009 and 0013) against the rows the list shows. */
function auditListedTotals(sqlite: Sqlite, userId: number, user: typeof users.$inferSelect): LedgerMismatch[] {
  const coin = "category = 'TikTok' AND type = 'debit'";
  const counted = `${coin} AND pending = 0 AND reversed_at IS NULL AND usd_rate_micros IS NOT NULL`;
  const listed = sqlite
    .prepare(
      `SELECT count(*) AS count, coalesce(sum(${counted}), 0) AS coinPurchases,
         coalesce(sum(CASE WHEN ${counted} THEN amount_cents ELSE 0 END), 0) AS coinSpend,
         coalesce(sum(${coin} AND pending = 1), 0) AS pendingPurchases,
         coalesce(sum(CASE WHEN ${coin} AND pending = 1 THEN amount_cents ELSE 0 END), 0) AS pendingSpend,
         coalesce(sum(round_up_cents), 0) AS roundUps, coalesce(sum(points_earned), 0) AS points
       FROM transactions WHERE user_id = ? AND superseded_by_id IS NULL AND removed_at IS NULL`,
    )
    .get(userId) as Record<
    'count' | 'coinPurchases' | 'coinSpend' | 'pendingPurchases' | 'pendingSpend' | 'roundUps' | 'points',
    number
  >;
  const pairs: [string, number, number][] = [
    ['listed:count', listed.count, user.listedCount],
    ['listed:coin_purchases', listed.coinPurchases, user.listedCoinPurchases],
    ['listed:coin_spend', listed.coinSpend, user.listedCoinSpendCents],
    // One definition of spend: the list's (its rows) is the dashboard's (the ledger's).
    ['listed:coin_spend = coin_spend', user.totalTikTokSpendCents, user.listedCoinSpendCents],
    ['listed:pending_purchases', listed.pendingPurchases, user.listedPendingPurchases],
    ['listed:pending_spend', listed.pendingSpend, user.listedPendingSpendCents],
    ['listed:round_ups', listed.roundUps, user.listedRoundUpCents],
    ['listed:points', listed.points, user.listedPoints],
  ];
  return pairs
    .filter(([, rows, stored]) => rows !== stored)
    .map(([account, ledger, stored]) => ({
      account,
      ledger,
      stored,
    }));
}
