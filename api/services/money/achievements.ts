// The fixed catalogue of PRODUCT.md section 6: unlocking notifies; claiming credits the reward once.
import type { Sqlite } from '#db/index.ts';
import { prepared } from '#db/prepared.ts';
import { ACHIEVEMENTS, type AchievementType } from '#shared/constants.ts';
import { achievementsText } from '#shared/messages.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import type { LedgerWriter } from './ledger.ts';
import { notify } from './notify.ts';

const byType = new Map(ACHIEVEMENTS.map((a) => [a.type, a]));

/** Unlocks an achievement once (in the caller's transaction); returns true the first time. */
export function unlockAchievement(sqlite: Sqlite, userId: number, type: AchievementType, now: number): boolean {
  const a = byType.get(type)!;
  const info = prepared(
    sqlite,
    `INSERT INTO achievements (user_id, achievement_type, title, description, reward_amount, unlocked_at, claimed, dismissed)
     VALUES (?, ?, ?, ?, ?, ?, 0, 0) ON CONFLICT (user_id, achievement_type) DO NOTHING`,
  ).run(userId, a.type, a.title, a.description, a.reward, now);
  if (info.changes === 0) return false;
  notify(
    sqlite,
    {
      userId,
      type: 'achievement',
      title: achievementsText.unlockedTitle(a.title),
      message: achievementsText.unlockedBody(formatDecimal(a.reward)),
      data: { achievementType: a.type },
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
