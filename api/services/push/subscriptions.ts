// The browsers a user gets pushes on: one row per endpoint. A browser keeps one subscription per site, whoever signs
// in, so an endpoint may come back under another account; it moves only when it carries the same keys
// (docs/decisions/0013-push-notifications.md).
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { pushSubscriptions } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';
import { write } from '#db/unit-of-work.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type NewPushSubscription = { endpoint: string; p256dh: string; auth: string; userAgent?: string };
/** created: new endpoint; updated: the user's own, keys refreshed; moved: this browser, from another account. */
export type SaveOutcome = 'created' | 'updated' | 'moved' | 'taken';

/** A user's browsers, at most this many: the oldest go first (a browser that was reset leaves its old row behind). */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

export function saveSubscription({ db, now }: Pick<Deps, 'db' | 'now'>, userId: number, s: NewPushSubscription) {
  return write(db, (tx): SaveOutcome => {
    const existing = tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, s.endpoint)).get();
    const fields = { p256dh: s.p256dh, auth: s.auth, userAgent: s.userAgent ?? null };
    if (!existing) {
      tx.insert(pushSubscriptions)
        .values({ userId, endpoint: s.endpoint, ...fields, createdAt: new Date(now()) })
        .run();
      keepNewest(tx, userId);
      return 'created';
    }
    const sameKeys = existing.p256dh === s.p256dh && existing.auth === s.auth;
    if (existing.userId !== userId && !sameKeys) return 'taken';
    tx.update(pushSubscriptions)
      .set({ userId, ...fields })
      .where(eq(pushSubscriptions.id, existing.id))
      .run();
    if (existing.userId === userId) return 'updated';
    keepNewest(tx, userId);
    return 'moved';
  });
}

function keepNewest(tx: Pick<Deps['db'], 'select' | 'delete'>, userId: number) {
  const newest = tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id))
    .all()
    .slice(-MAX_SUBSCRIPTIONS_PER_USER)
    .map((r) => r.id);
  tx.delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)))
    .run();
}

/** False when the endpoint is not one of the user's (another account's is treated as missing). */
export function deleteSubscription({ db }: Pick<Deps, 'db'>, userId: number, endpoint: string): boolean {
  return (
    db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
      .run().changes > 0
  );
}

export const subscriptionsOf = ({ db }: Pick<Deps, 'db'>, userId: number) =>
  db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).all();

/** The push service said the subscription is gone (404, 410) or it can never be sent to. */
export function dropSubscription({ db }: Pick<Deps, 'db'>, id: number) {
  db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id)).run();
}

export function markDelivered({ db, now }: Pick<Deps, 'db' | 'now'>, id: number) {
  db.update(pushSubscriptions)
    .set({ lastUsedAt: new Date(now()) })
    .where(eq(pushSubscriptions.id, id))
    .run();
}
