// A gifter follows at most one creator (a unique index on gifter_id). From the follow's createdAt on, the money
// engine credits 1% of the gifter's coin purchases to that creator (purchase-earnings.ts); following another
// creator moves the follow, and the 1% with it, from that moment.
import { and, eq, isNull, sum } from 'drizzle-orm';
import { creatorFollows, transactions, users } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';
import { write } from '#db/unit-of-work.ts';

export type Follow = {
  creatorId: number;
  username: string;
  name: string;
  profilePicture: string | null;
  followedAt: Date;
  /** Hundredths of a point: the shares of this gifter's purchases the creator still holds. */
  totalSent: number;
};

/** The creator the gifter follows, or null. */
export function followOf({ db }: Pick<Deps, 'db'>, gifterId: number): Follow | null {
  const row = db
    .select({
      creatorId: creatorFollows.creatorId,
      followedAt: creatorFollows.createdAt,
      username: users.username,
      name: users.name,
      profilePicture: users.profilePicture,
    })
    .from(creatorFollows)
    .innerJoin(users, eq(users.id, creatorFollows.creatorId))
    .where(eq(creatorFollows.gifterId, gifterId))
    .get();
  if (!row) return null;
  const sent = db
    .select({ total: sum(transactions.creatorShare).mapWith(Number) })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, gifterId),
        eq(transactions.creatorId, row.creatorId),
        isNull(transactions.reversedAt),
      ),
    )
    .get();
  return { ...row, totalSent: sent?.total ?? 0 };
}

/**
 * The gifter now follows the creator. Following the one already followed changes nothing (the 1% keeps going
 * from the first moment); following another replaces the follow, from now on.
 */
export function followCreator({ db, now }: Pick<Deps, 'db' | 'now'>, gifterId: number, creatorId: number) {
  write(db, (tx) => {
    const current = tx
      .select({ creatorId: creatorFollows.creatorId })
      .from(creatorFollows)
      .where(eq(creatorFollows.gifterId, gifterId))
      .get();
    if (current?.creatorId === creatorId) return;
    const createdAt = new Date(now());
    if (current) {
      tx.update(creatorFollows).set({ creatorId, createdAt }).where(eq(creatorFollows.gifterId, gifterId)).run();
    } else {
      tx.insert(creatorFollows).values({ gifterId, creatorId, createdAt }).run();
    }
  });
}

/** The gifter follows no creator any more; true when there was a follow. */
export function unfollowCreator({ db }: Pick<Deps, 'db'>, gifterId: number): boolean {
  return db.delete(creatorFollows).where(eq(creatorFollows.gifterId, gifterId)).run().changes > 0;
}
