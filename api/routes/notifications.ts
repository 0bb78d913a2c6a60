import { Hono } from 'hono';
import { api } from '#shared/messages/common.ts';
import {
  type Notification,
  notificationsQuerySchema,
  type NotificationsResponse,
} from '#shared/schemas/notifications.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { badCursor, encodeCursor, positionOf } from '#api/lib/cursor.ts';
import { iso } from '#api/lib/dates.ts';
import { idParam, validate } from '#api/lib/validate.ts';
import { idempotent } from '#api/middleware/idempotency.ts';
import { currentUserId, requireUser } from '#api/middleware/session.ts';
import {
  deleteNotification,
  markAllRead,
  markRead,
  type ListedNotification,
  notificationPage,
  unreadCount,
  withScreen,
} from '#api/services/notifications.ts';

const toDto = (r: ListedNotification): Notification => ({
  id: r.id,
  type: r.type,
  title: r.title,
  message: r.message,
  data: withScreen(r),
  read: r.read,
  createdAt: iso(r.createdAtMs),
});
const notificationId = idParam(api.notFound);
const notFound = { message: api.notFound };

export function notificationRoutes(deps: Deps) {
  // The PWA's outbox replays these with an Idempotency-Key: a replay after a lost answer gets the first answer.
  const once = idempotent(deps);
  return new Hono<AppEnv>()
    .get('/', requireUser, validate('query', notificationsQuerySchema), (c) => {
      const user = currentUserId(c);
      const { cursor } = c.req.valid('query');
      const at = positionOf(cursor);
      if (at === null) return c.json(badCursor, 400);
      const { rows, more } = notificationPage(deps, user, at && { createdAt: at.at, id: at.id });
      const last = rows.at(-1);
      const body: NotificationsResponse = {
        notifications: rows.map(toDto),
        unreadCount: unreadCount(deps, user),
        nextCursor: more && last ? encodeCursor(last.createdAtMs, last.id) : null,
      };
      return c.json(body, 200);
    })
    .put('/mark-all-read', requireUser, once, (c) =>
      c.json({ success: true, updated: markAllRead(deps, currentUserId(c)) }, 200),
    )
    .put('/:id/read', requireUser, once, notificationId, (c) => {
      if (!markRead(deps, currentUserId(c), c.req.valid('param').id)) return c.json(notFound, 404);
      return c.json({ success: true }, 200);
    })
    .delete('/:id', requireUser, once, notificationId, (c) => {
      if (!deleteNotification(deps, currentUserId(c), c.req.valid('param').id)) return c.json(notFound, 404);
      return c.json({ success: true }, 200);
    });
}
