import { z } from 'zod';

/** GET /api/stats/fast: the four dashboard numbers, dollars with two decimals. */
export const statsSchema = z.object({
  pointsBalance: z.number(),
  totalTikTokSpending: z.number(),
  totalPointsEarned: z.number(),
  totalRedeemed: z.number(),
});
export type Stats = z.infer<typeof statsSchema>;
