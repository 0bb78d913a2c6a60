import { and, desc, eq, isNull } from 'drizzle-orm';
import { referrals, users } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';

/** The friends a user referred, newest first, with the name each signed up under. */
export function referralsOf({ db }: Pick<Deps, 'db'>, referrerId: number) {
  // A friend who closed their account is gone from the list; what their referral paid stays booked.
  return db
    .select({
      id: referrals.id,
      name: users.name,
      status: referrals.status,
      rewardCents: referrals.rewardAmountCents,
      createdAt: referrals.createdAt,
      paidAt: referrals.paidAt,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .where(and(eq(referrals.referrerId, referrerId), isNull(users.closedAt)))
    .orderBy(desc(referrals.id))
    .all();
}
