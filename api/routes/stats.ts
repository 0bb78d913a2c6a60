import { Hono } from 'hono';
import type { Stats } from '#shared/schemas/stats.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';

const dollars = (hundredths: number) => hundredths / 100;

/**
 * The four dashboard numbers, read from the user's maintained totals on the row the session already loaded
 * (one prepared lookup per request): O(1) whatever the history.
 */
export function statsRoutes() {
  return new Hono<AppEnv>().get('/fast', requireUser, (c) => {
    const u = currentUser(c);
    const stats: Stats = {
      pointsBalance: dollars(u.availablePointsBalance),
      totalTikTokSpending: dollars(u.totalTikTokSpendCents),
      totalPointsEarned: dollars(u.totalPointsEarned),
      totalRedeemed: dollars(u.totalRedeemedPoints),
    };
    return c.json(stats, 200);
  });
}
