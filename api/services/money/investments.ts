// Investing swept round-ups: Bitcoin buys at the price provider's price, or the 5% APY interest account,
// accrued daily and credited monthly. All writes run inside the caller's transaction.
import { and, eq, or, sql } from 'drizzle-orm';
import type { Sqlite } from '#db/index.ts';
import { perConnection } from '#db/prepared.ts';
import { investments, investmentTransactions, portfolioSnapshots } from '#db/schema/index.ts';
import type { InvestmentType } from '#shared/constants.ts';
import { satsForCents, valueOfSats } from '#shared/money/bitcoin.ts';
import { accrue, accruedCents as toCents, creditableCents, dayNumber, isMonthStart } from '#shared/money/interest.ts';
import { dbOf } from '#db/index.ts';
import { ensureInvestment, type LedgerWriter } from './ledger.ts';
import type { MoneyDeps } from './money-deps.ts';
import { notify } from './notify.ts';

const DAY_MS = 86_400_000;

// The dashboard revalues the portfolio on every read (accrue, value, record): compiled once per connection.
// A placeholder in an UPDATE's SET is wrapped in sql``: drizzle's types take only values and SQL there.
const statements = perConnection((db) => ({
  investment: db
    .select({
      id: investments.id,
      portfolioType: investments.portfolioType,
      totalInvestedCents: investments.totalInvestedCents,
      balanceCents: investments.balanceCents,
      accruedMicros: investments.accruedMicros,
      lastAccrualDay: investments.lastAccrualDay,
      satsHeld: investments.satsHeld,
      currentValueCents: investments.currentValueCents,
      totalReturnCents: investments.totalReturnCents,
    })
    .from(investments)
    .where(
      and(eq(investments.userId, sql.placeholder('userId')), eq(investments.portfolioType, sql.placeholder('type'))),
    )
    .prepare(),
  startAccrual: db
    .update(investments)
    .set({ lastAccrualDay: sql`${sql.placeholder('day')}` })
    .where(eq(investments.id, sql.placeholder('id')))
    .prepare(),
  setAccrual: db
    .update(investments)
    .set({ accruedMicros: sql`${sql.placeholder('accrued')}`, lastAccrualDay: sql`${sql.placeholder('day')}` })
    .where(eq(investments.id, sql.placeholder('id')))
    .prepare(),
  setValue: db
    .update(investments)
    .set({ currentValueCents: sql`${sql.placeholder('value')}`, totalReturnCents: sql`${sql.placeholder('return')}` })
    // Only when the value moved: a row rewritten with its own values still counts as a change (accrueInterest).
    .where(
      and(
        eq(investments.userId, sql.placeholder('userId')),
        eq(investments.portfolioType, sql.placeholder('type')),
        or(
          sql`${investments.currentValueCents} IS NOT ${sql.placeholder('value')}`,
          sql`${investments.totalReturnCents} IS NOT ${sql.placeholder('return')}`,
        ),
      ),
    )
    .prepare(),
  snapshot: db
    .insert(portfolioSnapshots)
    .values({
      userId: sql.placeholder('userId'),
      day: sql.placeholder('day'),
      valueCents: sql.placeholder('value'),
      investedCents: sql.placeholder('invested'),
    })
    .onConflictDoUpdate({
      target: [portfolioSnapshots.userId, portfolioSnapshots.day],
      set: { valueCents: sql`excluded.value_cents`, investedCents: sql`excluded.invested_cents` },
    })
    .prepare(),
  snapshotOf: db
    .select({ value: portfolioSnapshots.valueCents, invested: portfolioSnapshots.investedCents })
    .from(portfolioSnapshots)
    .where(
      and(eq(portfolioSnapshots.userId, sql.placeholder('userId')), eq(portfolioSnapshots.day, sql.placeholder('day'))),
    )
    .prepare(),
}));

export type Investment = Omit<typeof investments.$inferSelect, 'userId' | 'autoInvestEnabled' | 'createdAt'>;

/** The user's investment of `type`, created empty if it is not there yet. */
export function investmentOf(sqlite: Sqlite, userId: number, type: InvestmentType, now: number): Investment {
  const db = dbOf(sqlite);
  ensureInvestment(db, userId, type, now);
  const investment = statements(db).investment.get({ userId, type });
  if (!investment) throw new Error(`investmentOf: no ${type} investment for user ${userId}`);
  return investment;
}

/**
 * Brings the interest account up to today: one day's interest per day (at the rate of that day's year) on the
 * balance plus what accrued, and on the first of each month what accrued is credited to the nearest cent (ledger
 * row + `interest` transaction), the fraction carried. Idempotent: a day is accrued once, a credit's key names its day.
 */
export function accrueInterest(sqlite: Sqlite, ledger: LedgerWriter, userId: number, now: number) {
  const db = dbOf(sqlite);
  const inv = investmentOf(sqlite, userId, 'interest', now);
  const today = dayNumber(now);
  // Already brought up to today: nothing to write. Rewriting the same values changes no byte on disk but still
  // counts as a change (total_changes), which would empty every cache kept by generation (db/generation.ts).
  if (inv.lastAccrualDay === today) return;
  if (inv.lastAccrualDay === null || (inv.balanceCents <= 0 && inv.accruedMicros === 0)) {
    statements(db).startAccrual.run({ day: today, id: inv.id });
    return;
  }
  let balance = inv.balanceCents;
  let accrued = inv.accruedMicros;
  let credited = 0;
  for (let day = inv.lastAccrualDay + 1; day <= today; day++) {
    accrued = accrue(balance, accrued, day - 1, day);
    if (!isMonthStart(day)) continue;
    const { cents, carryMicros } = creditableCents(accrued);
    if (cents <= 0) continue;
    if (creditInterest(sqlite, ledger, { userId, id: inv.id }, cents, `${day}`, day * DAY_MS)) {
      balance += cents;
      credited += cents;
    }
    accrued = carryMicros;
  }
  statements(db).setAccrual.run({ accrued, day: today, id: inv.id });
  if (credited > 0)
    notify(
      sqlite,
      {
        userId,
        type: 'investment',
        words: ({ texts: { money: m }, dollars }) => ({
          title: m.portfolio.interestCreditedTitle,
          message: m.portfolio.interestCreditedBody(dollars(credited)),
        }),
      },
      now,
    );
}

/** Credits `cents` of interest (a ledger row keyed by `on`, an `interest` transaction at `at`); false if done. */
export function creditInterest(
  sqlite: Sqlite,
  ledger: LedgerWriter,
  inv: { userId: number; id: number },
  cents: number,
  on: string,
  at: number,
) {
  const base = { userId: inv.userId, cause: 'interest', refType: 'investment', refId: inv.id };
  if (!ledger.post({ ...base, account: 'balance:interest', amount: cents, key: `interest:${inv.id}:${on}` }))
    return false;
  const row = { userId: inv.userId, investmentId: inv.id, amountCents: cents, createdAt: new Date(at) };
  dbOf(sqlite)
    .insert(investmentTransactions)
    .values({ ...row, type: 'interest', assetType: 'interest' })
    .run();
  return true;
}

/** Invests swept money. `priceCents` is required for Bitcoin. Keys are derived from `key` so a replay is a no-op. */
export function invest(
  sqlite: Sqlite,
  ledger: LedgerWriter,
  input: {
    userId: number;
    type: InvestmentType;
    amountCents: number;
    priceCents?: number;
    key: string;
    sweepId?: number;
    now: number;
  },
) {
  const { userId, type, amountCents, key, now } = input;
  if (type === 'interest') accrueInterest(sqlite, ledger, userId, now);
  const inv = investmentOf(sqlite, userId, type, now);
  const base = { userId, cause: 'invest', refType: 'investment', refId: inv.id };
  if (!ledger.post({ ...base, account: `invested:${type}`, amount: amountCents, key: `${key}:invested` })) return;
  const row = { userId, investmentId: inv.id, amountCents, sweepId: input.sweepId ?? null, createdAt: new Date(now) };
  if (type === 'interest') {
    ledger.post({ ...base, account: 'balance:interest', amount: amountCents, key: `${key}:balance` });
    dbOf(sqlite)
      .insert(investmentTransactions)
      .values({ ...row, type: 'deposit', assetType: 'interest' })
      .run();
  } else {
    const price = input.priceCents;
    if (!price || price <= 0) throw new Error('a Bitcoin buy needs a price');
    const sats = satsForCents(amountCents, price);
    ledger.post({ ...base, account: 'sats:bitcoin', amount: sats, key: `${key}:sats` });
    dbOf(sqlite)
      .insert(investmentTransactions)
      .values({ ...row, type: 'buy', assetType: 'bitcoin', bitcoinPriceCents: price, bitcoinAmountSats: sats })
      .run();
  }
}

/** `priceCents` and the values that need it are null while the Bitcoin price is unavailable. */
export type Valuation = {
  interest: { balanceCents: number; accruedCents: number; investedCents: number; valueCents: number };
  bitcoin: { sats: number; priceCents: number | null; investedCents: number; valueCents: number | null };
  totalInvestedCents: number;
  currentValueCents: number | null;
};

/**
 * The Bitcoin price, or null while the price provider fails. Only Bitcoin needs it: the interest account, its
 * cash-outs and the dashboard go on without it (docs/product-rules.md section 5).
 */
export async function bitcoinPriceOrNull(deps: Pick<MoneyDeps, 'providers' | 'now'>): Promise<number | null> {
  try {
    return await deps.providers.prices.btcUsdCents(deps.now());
  } catch (error) {
    console.warn('[prices] Bitcoin price unavailable, Bitcoin left unvalued:', (error as Error).message);
    return null;
  }
}

/**
 * What the user's investments are worth now. Interest shown includes what accrued and is not yet credited.
 * Without a price (null), Bitcoin held and the total have no value (null); holding no Bitcoin, it is worth 0.
 */
export function valuation(sqlite: Sqlite, userId: number, priceCents: number | null, now: number): Valuation {
  return valueOf(
    investmentOf(sqlite, userId, 'interest', now),
    investmentOf(sqlite, userId, 'bitcoin', now),
    priceCents,
  );
}

/**
 * The valuation when bringing the portfolio up to date would write nothing (most reads): both accounts there, the
 * interest accrued to today, both values and today's chart point as stored. Null when something is to be written.
 */
export function settledValuation(sqlite: Sqlite, userId: number, priceCents: number | null, now: number) {
  const s = statements(dbOf(sqlite));
  const i = s.investment.get({ userId, type: 'interest' });
  const b = s.investment.get({ userId, type: 'bitcoin' });
  if (!i || !b || i.lastAccrualDay !== dayNumber(now)) return null;
  const v = valueOf(i, b, priceCents);
  const stored = (
    { valueCents: value, investedCents }: { valueCents: number | null; investedCents: number },
    inv: Investment,
  ) => value === null || (inv.currentValueCents === value && inv.totalReturnCents === value - investedCents);
  if (!stored(v.interest, i) || !stored(v.bitcoin, b)) return null;
  if (!chartPointWanted(v)) return v;
  const today = s.snapshotOf.get({ userId, day: dayNumber(now) });
  return today?.value === v.currentValueCents && today.invested === v.totalInvestedCents ? v : null;
}

/** A day's chart point is kept once there is a value, and something invested or worth anything. */
const chartPointWanted = (v: Valuation) =>
  v.currentValueCents !== null && !(v.totalInvestedCents === 0 && v.currentValueCents === 0);

function valueOf(i: Investment, b: Investment, priceCents: number | null): Valuation {
  const accruedCents = toCents(i.accruedMicros); // to the nearest cent, as a credit pays it
  const interestValue = i.balanceCents + accruedCents;
  const btcValue = b.satsHeld === 0 ? 0 : priceCents === null ? null : valueOfSats(b.satsHeld, priceCents);
  return {
    interest: {
      balanceCents: i.balanceCents,
      accruedCents,
      investedCents: i.totalInvestedCents,
      valueCents: interestValue,
    },
    bitcoin: { sats: b.satsHeld, priceCents, investedCents: b.totalInvestedCents, valueCents: btcValue },
    totalInvestedCents: i.totalInvestedCents + b.totalInvestedCents,
    currentValueCents: btcValue === null ? null : interestValue + btcValue,
  };
}

/**
 * Keeps the investments' value columns and today's chart point current. A value not known (no Bitcoin price)
 * is not written: the last known one stays, and today's point waits for a price.
 */
export function recordValuation(sqlite: Sqlite, userId: number, v: Valuation, now: number) {
  const s = statements(dbOf(sqlite));
  s.setValue.run({
    value: v.interest.valueCents,
    return: v.interest.valueCents - v.interest.investedCents,
    userId,
    type: 'interest',
  });
  if (v.bitcoin.valueCents !== null) {
    s.setValue.run({
      value: v.bitcoin.valueCents,
      return: v.bitcoin.valueCents - v.bitcoin.investedCents,
      userId,
      type: 'bitcoin',
    });
  }
  if (!chartPointWanted(v) || v.currentValueCents === null) return;
  const point = { userId, day: dayNumber(now), value: v.currentValueCents, invested: v.totalInvestedCents };
  // Today's point unchanged (most reads): no upsert, which would take an id from sqlite_sequence even when it
  // updates, so a read would commit a page.
  const today = s.snapshotOf.get(point);
  if (today?.value === point.value && today.invested === point.invested) return;
  s.snapshot.run(point);
}
