import { desc, eq } from 'drizzle-orm';
import { pointsRedemptions } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';

export type RedemptionRecord = typeof pointsRedemptions.$inferSelect;

/** The user's last 100 redemptions, newest first. */
export function recentRedemptions({ db }: Pick<Deps, 'db'>, userId: number): RedemptionRecord[] {
  return db
    .select()
    .from(pointsRedemptions)
    .where(eq(pointsRedemptions.userId, userId))
    .orderBy(desc(pointsRedemptions.id))
    .limit(100)
    .all();
}

/** One redemption as it now stands (after its payout was sent). */
export function redemptionById({ db }: Pick<Deps, 'db'>, id: number): RedemptionRecord {
  const row = db.select().from(pointsRedemptions).where(eq(pointsRedemptions.id, id)).get();
  if (!row) throw new Error(`redemption ${id} not found`);
  return row;
}
