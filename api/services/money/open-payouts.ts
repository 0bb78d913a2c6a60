// The payouts the money jobs follow up: pending or processing (unless set aside for reconciliation), and paid within
// the last 10 days (a bank can still send one back).
import { and, asc, eq, gte, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '#db/index.ts';
import { PAID_PAYOUT_WATCH_MS, type PayoutKind, payoutsOf, TABLES } from './payout-state.ts';

/**
 * Every payout of `kind` to follow up, oldest first: pending or processing (unless set aside for reconciliation),
 * and paid within the last 10 days (it can still come back).
 */
export function openPayouts(db: Db, kind: PayoutKind, now: number, userId?: number) {
  return payoutsOf(db, kind)
    .where(openOf(kind, now, userId))
    .orderBy(asc(TABLES[kind].id))
    .all();
}

function openOf(kind: PayoutKind, now: number, userId?: number) {
  const t = TABLES[kind];
  return and(
    or(
      and(inArray(t.status, ['pending', 'processing']), isNull(t.reconcilingSince)),
      and(eq(t.status, 'paid'), gte(t.processedAt, new Date(now - PAID_PAYOUT_WATCH_MS)), isNotNull(t.stripePayoutId)),
    ),
    userId === undefined ? undefined : eq(t.userId, userId),
  );
}

/** Members with a payout to follow up (`openPayouts` of either kind), by id; with `userId`, that member if so. */
export function membersWithOpenPayouts(db: Db, now: number, userId?: number): number[] {
  const ids = new Set<number>();
  for (const kind of ['redemption', 'cash_out'] as const) {
    const t = TABLES[kind];
    for (const r of db
      .selectDistinct({ id: t.userId })
      .from(t)
      .where(openOf(kind, now, userId))
      .all())
      ids.add(r.id);
  }
  return [...ids].sort((a, b) => a - b);
}
