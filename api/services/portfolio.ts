// The portfolio as the dashboard shows it: brought up to date (interest accrued, today's value recorded) on
// every read, plus the chart's history and the user's round-up settings that go with it.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { perConnection } from '#db/prepared.ts';
import { portfolioSnapshots, users } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';
import { accrueInterest, recordValuation, settledValuation, valuation } from '#api/services/money/investments.ts';
import { LedgerWriter } from '#api/services/money/ledger.ts';
import { write } from '#db/unit-of-work.ts';

const statements = perConnection((db) => ({
  history: db
    .select({
      day: portfolioSnapshots.day,
      value: portfolioSnapshots.valueCents,
      invested: portfolioSnapshots.investedCents,
    })
    .from(portfolioSnapshots)
    .where(
      and(
        eq(portfolioSnapshots.userId, sql.placeholder('userId')),
        gt(portfolioSnapshots.day, sql.placeholder('after')),
      ),
    )
    .orderBy(asc(portfolioSnapshots.day))
    .prepare(),
  settings: db
    .select({
      pendingRoundUpCents: users.pendingRoundUpCents,
      paymentMethodId: users.stripePaymentMethodId,
      investmentChoice: users.investmentChoice,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(),
}));

/**
 * Accrues interest up to `at`, values the investments at `priceCents` and records today's chart point. With no
 * price (null: the Bitcoin price is unavailable) the interest account is still brought up to date and Bitcoin is
 * left unvalued.
 */
export function revaluePortfolio(
  { sqlite }: Pick<Deps, 'sqlite'>,
  userId: number,
  priceCents: number | null,
  at: number,
) {
  // Most reads change nothing: answered from one read of each account, without taking the write lock.
  const settled = settledValuation(sqlite, userId, priceCents, at);
  if (settled) return settled;
  return write(sqlite, () => {
    const ledger = new LedgerWriter(sqlite, at);
    accrueInterest(sqlite, ledger, userId, at);
    ledger.flush();
    const value = valuation(sqlite, userId, priceCents, at);
    recordValuation(sqlite, userId, value, at);
    return value;
  });
}

/** The chart's points after `afterDay` (days since the epoch), oldest first. */
export function portfolioHistory({ db }: Pick<Deps, 'db'>, userId: number, afterDay: number) {
  return statements(db).history.all({ userId, after: afterDay });
}

/** Pending round-ups, whether a card is on file, and the chosen investment. */
export function portfolioSettings({ db }: Pick<Deps, 'db'>, userId: number) {
  const settings = statements(db).settings.get({ userId });
  if (!settings) throw new Error(`portfolioSettings: no user ${userId}`);
  return settings;
}
