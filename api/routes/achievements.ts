import { Hono } from 'hono';
import { ACHIEVEMENTS } from '#shared/constants.ts';
import { achievementsText as text, api } from '#shared/messages.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import type { Achievement, AchievementsResponse } from '#shared/schemas/achievements.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { idParam } from '#api/lib/validate.ts';
import { idempotent } from '#api/middleware/idempotency.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import { creditAchievement } from '#api/services/money/achievements.ts';
import { LedgerWriter } from '#api/services/money/ledger.ts';
import { iso, isoOrNull } from '#api/lib/dates.ts';

type Row = {
  id: number;
  user_id: number;
  achievement_type: string;
  title: string;
  description: string;
  reward_amount: number;
  unlocked_at: number;
  claimed: number;
  claimed_at: number | null;
  dismissed: number;
};
const toDto = (r: Row): Achievement => ({
  id: r.id,
  achievementType: r.achievement_type,
  title: r.title,
  description: r.description,
  rewardAmount: formatDecimal(r.reward_amount),
  unlockedAt: iso(r.unlocked_at),
  claimed: r.claimed === 1,
  claimedAt: isoOrNull(r.claimed_at),
});
const achievementId = idParam(api.notFound);

export function achievementRoutes(deps: Deps) {
  const { sqlite } = deps;
  const list = sqlite.prepare('SELECT * FROM achievements WHERE user_id = ? ORDER BY unlocked_at DESC, id DESC');
  // Another user's achievement is indistinguishable from a missing one: 404.
  const own = sqlite.prepare('SELECT * FROM achievements WHERE id = ? AND user_id = ?');
  const notFound = { message: api.notFound };

  return new Hono<AppEnv>()
    .get('/achievements', requireUser, (c) => {
      const rows = list.all(currentUser(c).id) as Row[];
      const unlocked = new Set(rows.map((r) => r.achievement_type));
      const body: AchievementsResponse = {
        achievements: rows.filter((r) => !r.dismissed).map(toDto),
        locked: ACHIEVEMENTS.filter((a) => !unlocked.has(a.type)).map((a) => ({
          achievementType: a.type,
          title: a.title,
          description: a.description,
          rewardAmount: formatDecimal(a.reward),
        })),
      };
      return c.json(body, 200);
    })
    .post('/achievements/:id/claim', requireUser, idempotent(deps), achievementId, (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid('param');
      const at = deps.now();
      const result = sqlite
        .transaction(() => {
          const row = own.get(id, user.id) as Row | undefined;
          if (!row) return { status: 404 as const };
          if (row.claimed) return { status: 409 as const };
          const ledger = new LedgerWriter(sqlite, at);
          creditAchievement(ledger, user.id, row.id, row.reward_amount);
          ledger.flush();
          sqlite.prepare('UPDATE achievements SET claimed = 1, claimed_at = ? WHERE id = ?').run(at, row.id);
          return { status: 200 as const, row: own.get(id, user.id) as Row };
        })
        .immediate();
      if (result.status === 404) return c.json(notFound, 404);
      if (result.status === 409) return c.json({ message: text.alreadyClaimed }, 409);
      return c.json(toDto(result.row), 200);
    })
    .post('/achievements/:id/dismiss', requireUser, achievementId, (c) => {
      const { id } = c.req.valid('param');
      const changed = sqlite
        .prepare('UPDATE achievements SET dismissed = 1, dismissed_at = ? WHERE id = ? AND user_id = ?')
        .run(deps.now(), id, currentUser(c).id).changes;
      if (!changed) return c.json(notFound, 404);
      return c.body(null, 204);
    });
}
