// The payouts the money jobs follow up: pending or processing (unless set aside for reconciliation), and paid within
// the last 10 days (a bank can still send one back). Those not yet with the provider are sent by one step, often;
// the rest are asked about by another, less often, so a payout to send never waits behind ten days of status checks.
import { and, asc, eq, gte, inArray, isNotNull, isNull, not, or } from 'drizzle-orm';
import type { Db } from '#db/index.ts';
import { PAID_PAYOUT_WATCH_MS, type PayoutKind, payoutsOf, TABLES } from './payout-state.ts';

/** Which open payouts: all, those to send (not yet with the provider), or those sent (to ask the provider about). */
export type PayoutStage = 'all' | 'unsent' | 'sent';

/**
 * Every payout of `kind` to follow up, oldest first: pending or processing (unless set aside for reconciliation),
 * and paid within the last 10 days (it can still come back); of `userId` only, and at `stage` only, when given.
 */
export function openPayouts(db: Db, kind: PayoutKind, now: number, userId?: number, stage: PayoutStage = 'all') {
  return payoutsOf(db, kind)
    .where(openOf(kind, now, userId, stage))
    .orderBy(asc(TABLES[kind].id))
    .all();
}

function openOf(kind: PayoutKind, now: number, userId: number | undefined, stage: PayoutStage) {
  const t = TABLES[kind];
  // What `refreshPayouts` sends rather than asks about.
  const unsent = or(eq(t.status, 'pending'), isNull(t.stripePayoutId))!;
  return and(
    or(
      and(inArray(t.status, ['pending', 'processing']), isNull(t.reconcilingSince)),
      and(eq(t.status, 'paid'), gte(t.processedAt, new Date(now - PAID_PAYOUT_WATCH_MS)), isNotNull(t.stripePayoutId)),
    ),
    stage === 'all' ? undefined : stage === 'unsent' ? unsent : not(unsent),
    userId === undefined ? undefined : eq(t.userId, userId),
  );
}

/** Members with a payout to follow up at `stage`, by id; with `userId`, that member if so. */
export function membersWithOpenPayouts(db: Db, now: number, stage: PayoutStage, userId?: number): number[] {
  const ids = new Set<number>();
  for (const kind of ['redemption', 'cash_out'] as const) {
    const t = TABLES[kind];
    for (const r of db
      .selectDistinct({ id: t.userId })
      .from(t)
      .where(openOf(kind, now, userId, stage))
      .all())
      ids.add(r.id);
  }
  return [...ids].sort((a, b) => a - b);
}
