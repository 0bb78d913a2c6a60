// The fixed catalogue of docs/product-rules.md section 6: unlocking credits the reward at once, in the same
// transaction, and says so in one notification (nothing to claim by hand). The reward is paid once per person: a
// member who closed an account that was paid an achievement's reward, and joined again, unlocks it with no reward
// (api/services/accounts/former-members.ts).
import { eq, sql } from 'drizzle-orm';
import type { Sqlite } from '#db/index.ts';
import { perConnection } from '#db/prepared.ts';
import { achievements } from '#db/schema/index.ts';
import { ACHIEVEMENTS, type AchievementType } from '#shared/constants.ts';
import * as english from '#shared/messages/money.ts';
import { dbOf } from '#db/index.ts';
import { formerRewards } from '#api/services/accounts/former-members.ts';
import { LedgerWriter } from './ledger.ts';
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
      // Credited as it unlocks (below): stored so at once, with no second write on the common path.
      claimed: true,
      claimedAt: sql.placeholder('unlockedAt'),
      dismissed: false,
    })
    .onConflictDoNothing({ target: [achievements.userId, achievements.achievementType] })
    .prepare(),
);

/**
 * Unlocks an achievement once and credits its reward (in the caller's transaction, through a ledger of its own:
 * the caller's may be flushed already); returns true the first time.
 */
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
  const id = Number(info.lastInsertRowid);
  const paidBefore = formerRewards(dbOf(sqlite), userId)?.achievements.has(a.type) ?? false;
  if (paidBefore) dbOf(sqlite).update(achievements).set({ rewardAmount: 0 }).where(eq(achievements.id, id)).run();
  else {
    const ledger = new LedgerWriter(sqlite, now);
    creditAchievement(ledger, userId, id, a.reward);
    ledger.flush();
  }
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
