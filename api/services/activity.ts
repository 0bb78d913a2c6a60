// Recent Activity: the user's ledger rows worth a line, newest first, with what each one refers to (the
// purchase's description, the achievement's title, the cash-out's amount). Read on every dashboard visit.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { perConnection } from '#db/prepared.ts';
import { achievements, cashOuts, ledgerEntries, transactions } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';

/** The (account, cause) pairs that make a line; every other ledger row is bookkeeping. */
const SHOWN: readonly (readonly [string, string])[] = [
  ['round_ups', 'round_up'],
  ['round_ups', 'refund'],
  ['round_ups', 'removed'],
  ['points', 'refund'],
  ['points', 'removed'],
  ['round_ups', 'refund_removed'],
  ['points', 'refund_removed'],
  ['points', 'purchase_points'],
  ['points', 'creator_share'],
  ['points', 'referral_reward'],
  ['points', 'achievement_reward'],
  ['points', 'redemption'],
  ['points', 'redemption_failed'],
  ['invested:interest', 'invest'],
  ['invested:bitcoin', 'invest'],
  ['balance:interest', 'interest'],
  ['balance:interest', 'cash_out'],
  ['sats:bitcoin', 'cash_out'],
  ['balance:interest', 'cash_out_failed'],
  ['sats:bitcoin', 'cash_out_failed'],
];
const shownPairs = sql.join(
  SHOWN.map(([account, cause]) => sql`(${account}, ${cause})`),
  sql`, `,
);
const isShown = sql`(${ledgerEntries.account}, ${ledgerEntries.cause}) IN (VALUES ${shownPairs})`;
const refersTo = (type: string, id: AnySQLiteColumn) =>
  and(eq(ledgerEntries.refType, type), eq(id, ledgerEntries.refId));

const recent = perConnection((db) =>
  db
    .select({
      id: ledgerEntries.id,
      account: ledgerEntries.account,
      amount: ledgerEntries.amount,
      cause: ledgerEntries.cause,
      createdAt: ledgerEntries.createdAt,
      description: transactions.description,
      title: achievements.title,
      cashOut: cashOuts.amountCents,
    })
    .from(ledgerEntries)
    .leftJoin(transactions, refersTo('transaction', transactions.id))
    .leftJoin(achievements, refersTo('achievement', achievements.id))
    .leftJoin(cashOuts, refersTo('cash_out', cashOuts.id))
    .where(and(eq(ledgerEntries.userId, sql.placeholder('userId')), isShown))
    .orderBy(desc(ledgerEntries.id))
    .limit(sql.placeholder('limit'))
    .prepare(),
);

export type ActivityLine = ReturnType<ReturnType<typeof recent>['all']>[number];

/** The newest `limit` ledger rows that make a line in Recent Activity. */
export function recentActivity({ db }: Pick<Deps, 'db'>, userId: number, limit: number): ActivityLine[] {
  return recent(db).all({ userId, limit });
}
