import { Hono } from 'hono';
import { activityQuerySchema, type ActivityItem, type ActivityResponse } from '#shared/schemas/activity.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { badCursor, encodeCursor, positionOf } from '#api/lib/cursor.ts';
import { validate } from '#api/lib/validate.ts';
import { memberWords } from '#api/lib/member-texts.ts';
import { requestLocale } from '#api/lib/request-locale.ts';
import { currentUserId, requireUser } from '#api/middleware/session.ts';
import { activityItem, activityPage } from '#api/services/activity.ts';

/** A page of Recent Activity, newest first, by keyset on (when it happened, the ledger row's id). */
export function activityRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/', requireUser, validate('query', activityQuerySchema), (c) => {
    const { limit, cursor } = c.req.valid('query');
    const at = positionOf(cursor);
    if (at === null) return c.json(badCursor, 400);
    const rows = activityPage(deps, currentUserId(c), limit + 1, at);
    const { money } = memberWords(requestLocale(c), null).texts;
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const body: ActivityResponse = {
      activity: page.map((line) => activityItem(line, money)).filter((i): i is ActivityItem => i !== null),
      nextCursor: rows.length > limit && last ? encodeCursor(last.occurredAt.getTime(), last.id) : null,
    };
    return c.json(body, 200);
  });
}
