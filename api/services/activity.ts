// Recent Activity: the user's ledger rows worth a line, newest first by when what they are about happened (a
// purchase's own date, which a sync may bring days later), with what each one refers to (the purchase's
// description, the achievement's title, the cash-out's amount), a page at a time by keyset on (that time, the
// ledger row's id). Read on every dashboard visit.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { perConnectionAndKey, writtenLimit } from '#db/prepared.ts';
import { achievements, cashOuts, ledgerEntries, transactions } from '#db/schema/index.ts';
import type { AchievementType } from '#shared/constants.ts';
import * as english from '#shared/messages/money.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import type { ActivityItem } from '#shared/schemas/activity.ts';
import type { Deps } from '#api/deps.ts';
import type { KeysetPosition } from '#api/lib/cursor.ts';
import { iso } from '#api/lib/dates.ts';
import type { MemberTexts } from '#api/lib/member-texts.ts';

/** The (account, cause) pairs that make a line; every other ledger row is bookkeeping. */
export const SHOWN: readonly (readonly [string, string])[] = [
  ['round_ups', 'round_up'],
  ['round_ups', 'refund'],
  ['round_ups', 'removed'],
  ['points', 'refund'],
  ['points', 'removed'],
  ['round_ups', 'refund_removed'],
  ['points', 'refund_removed'],
  ['round_ups', 'corrected'],
  ['points', 'corrected'],
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

const le = ledgerEntries;
/**
 * A purchase's event (its earning, a refund, a removal, a refund withdrawn) books a round-up row and a points row
 * under one key, '...:round_up' and '...:points': one line says both, the round-up's, with the points beside it.
 */
const ROUND_UP_KEY = ':round_up';
const POINTS_KEY = ':points';
const eventKey = (suffix: string) =>
  sql`substr(${le.idempotencyKey}, 1, length(${le.idempotencyKey}) - ${sql.raw(String(suffix.length))})`;
const pointsBeside = sql<number | null>`CASE WHEN ${le.account} = 'round_ups' AND ${le.refType} = 'transaction'
  THEN (SELECT p.amount FROM ledger_entries p WHERE p.idempotency_key = ${eventKey(ROUND_UP_KEY)} || ${POINTS_KEY})
  END`;
const saidBeside = sql`(${le.account} = 'points' AND ${le.refType} = 'transaction' AND ${le.cause} <> 'creator_share'
  AND EXISTS (SELECT 1 FROM ledger_entries r WHERE r.idempotency_key = ${eventKey(POINTS_KEY)} || ${ROUND_UP_KEY}))`;

const userId = sql.placeholder('userId');
const mine = and(eq(ledgerEntries.userId, userId), isShown, sql`NOT ${saidBeside}`);

/** A page's statements, one pair per page size (a bound LIMIT would recompile them on every run). */
const statements = perConnectionAndKey((db, limit: number) => {
  const lines = () =>
    db
      .select({
        id: ledgerEntries.id,
        account: ledgerEntries.account,
        amount: ledgerEntries.amount,
        cause: ledgerEntries.cause,
        createdAt: ledgerEntries.createdAt,
        occurredAt: ledgerEntries.occurredAt,
        description: transactions.description,
        title: achievements.title,
        achievementType: achievements.achievementType,
        cashOut: cashOuts.amountCents,
        points: pointsBeside,
        refundedAt: transactions.reversedAt,
      })
      .from(ledgerEntries)
      .leftJoin(transactions, refersTo('transaction', transactions.id))
      .leftJoin(achievements, refersTo('achievement', achievements.id))
      .leftJoin(cashOuts, refersTo('cash_out', cashOuts.id));
  const newestFirst = [desc(ledgerEntries.occurredAt), desc(ledgerEntries.id)];
  // Row-value comparison: the index on (user, occurred_at, id) seeks straight to the position.
  const position = sql`(${sql.placeholder('at')}, ${sql.placeholder('before')})`;
  const older = sql`(${ledgerEntries.occurredAt}, ${ledgerEntries.id}) < ${position}`;
  return {
    first: lines()
      .where(mine)
      .orderBy(...newestFirst)
      .limit(writtenLimit(limit))
      .prepare(),
    after: lines()
      .where(and(mine, older))
      .orderBy(...newestFirst)
      .limit(writtenLimit(limit))
      .prepare(),
  };
});

export type ActivityLine = ReturnType<ReturnType<typeof statements>['first']['all']>[number];

/** Up to `limit` ledger rows that make a line in Recent Activity, newest first, after `position` if given. */
export function activityPage(
  { db }: Pick<Deps, 'db'>,
  user: number,
  limit: number,
  position?: KeysetPosition,
): ActivityLine[] {
  const s = statements(db, limit);
  return position === undefined
    ? s.first.all({ userId: user })
    : s.after.all({ userId: user, at: position.at, before: position.id });
}

/** What a line is made of: a ledger row with what it refers to (an ActivityLine, or the same read as raw SQL). */
type LineOf = Pick<ActivityLine, 'id' | 'account' | 'cause' | 'amount' | 'description' | 'title' | 'cashOut'> & {
  /** A purchase event's points, on its round-up's line. */
  points?: number | null;
  /** When the purchase the line is about was refunded. */
  refundedAt?: Date | number | null;
  achievementType?: string | null;
  createdAt: Date | number;
  /** When what the line is about happened: a purchase's own date, a refund's; otherwise when it was posted. */
  occurredAt: Date | number | null;
};

/** Which ledger rows are worth a line in Recent Activity, and how each reads (in `money`'s language). */
export function activityItem(l: LineOf, money: MemberTexts['money'] = english): ActivityItem | null {
  const it = money.activity.item;
  const where = l.account.endsWith('bitcoin') ? money.portfolio.bitcoinName : money.portfolio.interestName;
  const type = l.achievementType ?? '';
  const achievement = Object.hasOwn(money.achievementNames, type)
    ? money.achievementNames[type as AchievementType].title
    : (l.title ?? '');
  const usd = (kind: ActivityItem['kind'], title: string, amount = l.amount): ActivityItem => ({
    id: l.id,
    kind,
    title,
    amount: formatDecimal(amount),
    unit: 'usd',
    // A purchase's line is dated when the purchase was made, not when a sync brought it (a 90-day history
    // arriving at once would all read 'Today'); the rest, when they happened here.
    date: iso(l.occurredAt ?? l.createdAt),
  });
  const points = (kind: ActivityItem['kind'], title: string): ActivityItem => ({ ...usd(kind, title), unit: 'points' });
  const desc = l.description ?? '';
  const withPoints = l.points == null ? {} : { points: formatDecimal(l.points) };
  switch (`${l.account}/${l.cause}`) {
    case 'round_ups/round_up':
      return { ...usd('round_up', it.roundUp(desc)), ...withPoints, refunded: l.refundedAt != null };
    case 'round_ups/refund':
    case 'round_ups/removed':
      return { ...usd('refund', it.refund(desc)), ...withPoints };
    case 'points/refund':
    case 'points/removed':
      return points('refund', it.refund(desc));
    case 'round_ups/refund_removed':
      return { ...usd('round_up', it.refundWithdrawn(desc)), ...withPoints };
    case 'points/refund_removed':
      return points('points', it.refundWithdrawn(desc));
    case 'round_ups/corrected':
      return { ...usd('refund', it.notCoinPurchase(desc)), ...withPoints };
    case 'points/corrected':
      return points('refund', it.notCoinPurchase(desc));
    case 'points/purchase_points':
      return { ...points('points', it.points(desc)), refunded: l.refundedAt != null };
    case 'points/creator_share':
      return points('points', it.creatorShare);
    case 'points/referral_reward':
      return points('referral', it.referral);
    case 'points/achievement_reward':
      return points('achievement', it.achievement(achievement));
    case 'points/redemption':
      return points('payout', it.redemption);
    case 'points/redemption_failed':
      return points('payout', it.redemptionReturned);
    case 'invested:interest/invest':
    case 'invested:bitcoin/invest':
      return usd('investment', it.invested(where));
    case 'balance:interest/interest':
      return usd('interest', it.interest);
    case 'balance:interest/cash_out':
      return usd('payout', it.cashOut(where));
    case 'sats:bitcoin/cash_out':
      return usd('payout', it.cashOut(where), -(l.cashOut ?? 0));
    case 'balance:interest/cash_out_failed':
    case 'sats:bitcoin/cash_out_failed':
      return usd('payout', it.cashOutReturned, l.cashOut ?? 0);
    default:
      return null;
  }
}
