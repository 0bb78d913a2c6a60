import { z } from 'zod';

export const achievementSchema = z.object({
  id: z.number().int(),
  achievementType: z.string(),
  title: z.string(),
  description: z.string(),
  /** Points, decimal string. */
  rewardAmount: z.string(),
  unlockedAt: z.string(),
  claimed: z.boolean(),
  claimedAt: z.string().nullable(),
});
export type Achievement = z.infer<typeof achievementSchema>;

/** GET /api/achievements: unlocked and not dismissed, plus what is still locked (so the user sees what to aim for). */
export const achievementsResponseSchema = z.object({
  achievements: z.array(achievementSchema),
  locked: z.array(
    z.object({ achievementType: z.string(), title: z.string(), description: z.string(), rewardAmount: z.string() }),
  ),
});
export type AchievementsResponse = z.infer<typeof achievementsResponseSchema>;
