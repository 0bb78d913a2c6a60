// The fixed catalogue of docs/product-rules.md section 6: unlocking notifies; claiming credits the reward once, and
// once per person: a member who closed an account that was paid an achievement's reward, and joined again, unlocks it
// with no reward to claim (api/services/accounts/former-members.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { Sqlite } from '#db/index.ts';
import { perConnection } from '#db/prepared.ts';
import { achievements } from '#db/schema/index.ts';
import { ACHIEVEMENTS, type AchievementType } from '#shared/constants.ts';
import * as english from '#shared/messages/money.ts';
import { dbOf } from '#db/index.ts';
import { formerRewards } from '#api/services/accounts/former-members.ts';
import type { LedgerWriter } from './ledger.ts';
import { notify } from './notify.ts';

const byType = new Map(ACHIEVEMENTS.map((a) => [a.type, a]));

// Ingest tries the round-up achievements on every batch that records one: compiled once per connection.
const unlock = perConnection((db) =>
  db
    .insert(achievements)
    .values({
      userId: sql.placeholder('userId'),
      achievementType: sql.placeholder('type'),
      title: sql.placeholder('title'),
      description: sql.placeholder('description'),
      rewardAmount: sql.placeholder('reward'),
      unlockedAt: sql.placeholder('unlockedAt'),
      claimed: false,
      dismissed: false,
    })
    .onConflictDoNothing({ target: [achievements.userId, achievements.achievementType] })
    .prepare(),
);

/** Unlocks an achievement once (in the caller's transaction); returns true the first time. */
export function unlockAchievement(sqlite: Sqlite, userId: number, type: AchievementType, now: number): boolean {
  const a = byType.get(type)!;
  const info = unlock(dbOf(sqlite)).run({
    userId,
    type: a.type,
    title: english.achievementNames[a.type].title,
    description: english.achievementNames[a.type].description,
    reward: a.reward,
    unlockedAt: new Date(now),
  });
  if (info.changes === 0) return false;
  const paidBefore = formerRewards(dbOf(sqlite), userId)?.achievements.has(a.type) ?? false;
  if (paidBefore)
    dbOf(sqlite)
      .update(achievements)
      .set({ rewardAmount: 0, claimed: true, claimedAt: new Date(now) })
      .where(and(eq(achievements.userId, userId), eq(achievements.achievementType, a.type)))
      .run();
  notify(
    sqlite,
    {
      userId,
      type: 'achievement',
      words: ({ texts: { money }, decimal }) => ({
        title: money.achievementsText.unlockedTitle(money.achievementNames[a.type].title),
        message: paidBefore
          ? money.achievementsText.paidBefore
          : money.achievementsText.unlockedBody(decimal(a.reward)),
      }),
      data: { achievementType: a.type },
      push: 'notifyCashOutReminders',
    },
    now,
  );
  return true;
}

/** Credits an unlocked achievement's reward as points, once: the ledger key makes a second claim a no-op. */
export function creditAchievement(ledger: LedgerWriter, userId: number, achievementId: number, reward: number) {
  const key = `achievement:${achievementId}:claim`;
  const base = { userId, cause: 'achievement_reward', refType: 'achievement', refId: achievementId } as const;
  const fresh = ledger.post({ ...base, account: 'points', amount: reward, key });
  if (fresh) ledger.post({ ...base, account: 'points_earned', amount: reward, key: `${key}:earned` });
  return fresh;
}
