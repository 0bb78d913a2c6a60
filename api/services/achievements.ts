// A user's achievements: the list, claiming a reward (once, through the ledger) and dismissing one. Another
// user's achievement is treated exactly like a missing one.
import { and, desc, eq } from 'drizzle-orm';
import { achievements } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';
import { creditAchievement } from '#api/services/money/achievements.ts';
import { LedgerWriter } from '#api/services/money/ledger.ts';
import { write } from '#db/unit-of-work.ts';

export type AchievementRow = typeof achievements.$inferSelect;

/** Every unlocked achievement, dismissed ones included, newest first. */
export function achievementsOf({ db }: Pick<Deps, 'db'>, userId: number): AchievementRow[] {
  return db
    .select()
    .from(achievements)
    .where(eq(achievements.userId, userId))
    .orderBy(desc(achievements.unlockedAt), desc(achievements.id))
    .all();
}

const own = ({ db }: Pick<Deps, 'db'>, userId: number, id: number) =>
  db
    .select()
    .from(achievements)
    .where(and(eq(achievements.id, id), eq(achievements.userId, userId)))
    .get();

export type ClaimResult =
  { outcome: 'not_found' } | { outcome: 'already_claimed' } | { outcome: 'claimed'; row: AchievementRow };

/** Credits the reward as points and marks the achievement claimed, in one immediate transaction. */
export function claimAchievement(deps: Pick<Deps, 'db' | 'sqlite' | 'now'>, userId: number, id: number): ClaimResult {
  const { db, sqlite } = deps;
  const at = deps.now();
  return write(sqlite, (): ClaimResult => {
    const row = own(deps, userId, id);
    if (!row) return { outcome: 'not_found' };
    if (row.claimed) return { outcome: 'already_claimed' };
    const ledger = new LedgerWriter(sqlite, at);
    creditAchievement(ledger, userId, row.id, row.rewardAmount);
    ledger.flush();
    const claimed = db
      .update(achievements)
      .set({ claimed: true, claimedAt: new Date(at) })
      .where(eq(achievements.id, row.id))
      .returning()
      .get();
    return { outcome: 'claimed', row: claimed };
  });
}

/** Hides the achievement for good; false when it is not the user's. */
export function dismissAchievement({ db, now }: Pick<Deps, 'db' | 'now'>, userId: number, id: number): boolean {
  const { changes } = db
    .update(achievements)
    .set({ dismissed: true, dismissedAt: new Date(now()) })
    .where(and(eq(achievements.id, id), eq(achievements.userId, userId)))
    .run();
  return changes > 0;
}
