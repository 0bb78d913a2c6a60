import { desc, eq } from 'drizzle-orm';
import { referrals, users } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';

/** The friends a user referred, newest first, with the name each signed up under. */
export function referralsOf({ db }: Pick<Deps, 'db'>, referrerId: number) {
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
    .where(eq(referrals.referrerId, referrerId))
    .orderBy(desc(referrals.id))
    .all();
}
