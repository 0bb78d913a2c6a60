import { Hono } from 'hono';
import type { Stats } from '#shared/schemas/stats.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { currentUserId, requireUser } from '#api/middleware/session.ts';
import { pointsTotalsOf } from '#api/services/accounts/users.ts';

const dollars = (hundredths: number) => hundredths / 100;

/**
 * The four dashboard numbers, read from the user's maintained totals (one prepared lookup of four columns per
 * request): O(1) whatever the history.
 */
export function statsRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/fast', requireUser, (c) => {
    const u = pointsTotalsOf(deps, currentUserId(c));
    const stats: Stats = {
      pointsBalance: dollars(u.availablePointsBalance),
      totalTikTokSpending: dollars(u.totalTikTokSpendCents),
      totalPointsEarned: dollars(u.totalPointsEarned),
      totalRedeemed: dollars(u.totalRedeemedPoints),
    };
    return c.json(stats, 200);
  });
}
