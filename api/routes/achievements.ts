import { Hono } from 'hono';
import { ACHIEVEMENTS } from '#shared/constants.ts';
import { achievementsText as text } from '#shared/messages/money.ts';
import { api } from '#shared/messages/common.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import type { Achievement, AchievementsResponse } from '#shared/schemas/achievements.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { iso, isoOrNull } from '#api/lib/dates.ts';
import { memberWords } from '#api/lib/member-texts.ts';
import { idParam } from '#api/lib/validate.ts';
import { idempotent } from '#api/middleware/idempotency.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import {
  type AchievementRow,
  achievementsOf,
  claimAchievement,
  dismissAchievement,
} from '#api/services/achievements.ts';

const toDto = (r: AchievementRow): Achievement => ({
  id: r.id,
  achievementType: r.achievementType,
  title: r.title,
  description: r.description,
  rewardAmount: formatDecimal(r.rewardAmount),
  unlockedAt: iso(r.unlockedAt),
  claimed: r.claimed,
  claimedAt: isoOrNull(r.claimedAt),
});
const achievementId = idParam(api.notFound);
const notFound = { message: api.notFound };

export function achievementRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/', requireUser, (c) => {
      const rows = achievementsOf(deps, currentUser(c).id);
      const { money } = memberWords(currentUser(c).locale, null).texts;
      const unlocked = new Set(rows.map((r) => r.achievementType));
      const body: AchievementsResponse = {
        achievements: rows.filter((r) => !r.dismissed).map(toDto),
        locked: ACHIEVEMENTS.filter((a) => !unlocked.has(a.type)).map((a) => ({
          achievementType: a.type,
          title: money.achievementNames[a.type].title,
          description: money.achievementNames[a.type].description,
          rewardAmount: formatDecimal(a.reward),
        })),
      };
      return c.json(body, 200);
    })
    .post('/:id/claim', requireUser, idempotent(deps), achievementId, (c) => {
      const result = claimAchievement(deps, currentUser(c).id, c.req.valid('param').id);
      if (result.outcome === 'not_found') return c.json(notFound, 404);
      if (result.outcome === 'already_claimed') return c.json({ message: text.alreadyClaimed }, 409);
      return c.json(toDto(result.row), 200);
    })
    .post('/:id/dismiss', requireUser, achievementId, (c) => {
      if (!dismissAchievement(deps, currentUser(c).id, c.req.valid('param').id)) return c.json(notFound, 404);
      return c.body(null, 204);
    });
}
