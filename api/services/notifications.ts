// A user's in-app notifications: a page of them newest first, the unread count, marking read and deleting.
// Another user's notification is treated exactly like a missing one. Notifications older than 90 days are pruned.
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { NOTIFICATIONS_PAGE } from '#shared/schemas/notifications.ts';
import type { NotificationType } from '#shared/constants.ts';
import { routes, settingsPath } from '#shared/routes.ts';
import { perConnection, writtenLimit } from '#db/prepared.ts';
import { notifications } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';
import { nextTurn } from '#api/lib/next-turn.ts';

export type NotificationRow = typeof notifications.$inferSelect;
/** Where a page starts: just after this one (the last of the page before). */
export type NotificationPosition = { createdAt: number; id: number };

export const NOTIFICATION_RETENTION_MS = 90 * 86_400_000;

/** The screen a notification of this type is about, when the notification does not name one. */
const SCREEN_OF: Record<NotificationType, string | null> = {
  transaction_pulled: routes.transactions,
  tiktok_purchase: routes.transactions,
  round_up: routes.transactions,
  bank_added: settingsPath('bank'),
  bank_unlinked: settingsPath('bank'),
  investment: routes.dashboard,
  achievement: routes.dashboard,
  referral: routes.dashboard,
  payout: routes.dashboard,
  other: null,
};

/** The notification's data with the screen a tap opens (`url`), its own if it has one. */
export function withScreen(row: Pick<NotificationRow, 'type' | 'data'>): Record<string, unknown> | null {
  const url = typeof row.data?.url === 'string' ? row.data.url : SCREEN_OF[row.type];
  return url ? { ...row.data, url } : row.data;
}

const userId = sql.placeholder('userId');
const newestFirst = [desc(notifications.createdAt), desc(notifications.id)];
/** After the previous page's last row: a row value, so SQLite seeks the (user, created_at, rowid) index to it. */
const position = sql`(${sql.placeholder('createdAt')}, ${sql.placeholder('id')})`;
const before = sql`(${notifications.createdAt}, ${notifications.id}) < ${position}`;

/**
 * The columns the list shows, read as rows of values in this order: the list writes every row out as JSON at
 * once, so drizzle's row objects (a Date per row, each column checked and decoded) would be made only to be
 * thrown away, a tenth of the request's time.
 */
const LISTED = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  message: notifications.message,
  data: sql`${notifications.data}`,
  read: notifications.read,
  createdAt: sql`${notifications.createdAt}`,
};
type ListedValues = [number, NotificationType, string, string, string | null, 0 | 1, number];
/** A listed notification, its time in ms since the epoch. */
export type ListedNotification = Pick<NotificationRow, 'id' | 'type' | 'title' | 'message' | 'data' | 'read'> & {
  createdAtMs: number;
};
const listed = ([id, type, title, message, data, read, createdAtMs]: ListedValues): ListedNotification => ({
  id,
  type,
  title,
  message,
  data: data === null ? null : (JSON.parse(data) as Record<string, unknown> | null),
  read: read === 1,
  createdAtMs,
});

const statements = perConnection((db) => ({
  first: db
    .select(LISTED)
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(...newestFirst)
    .limit(writtenLimit(NOTIFICATIONS_PAGE + 1))
    .prepare(),
  after: db
    .select(LISTED)
    .from(notifications)
    .where(and(eq(notifications.userId, userId), before))
    .orderBy(...newestFirst)
    .limit(writtenLimit(NOTIFICATIONS_PAGE + 1))
    .prepare(),
  unread: db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .prepare(),
}));

/** A page of the user's notifications from `position` on (from the newest without one), and whether more follow. */
export function notificationPage({ db }: Pick<Deps, 'db'>, user: number, position?: NotificationPosition) {
  const s = statements(db);
  const found = (
    position ? s.after.values({ userId: user, ...position }) : s.first.values({ userId: user })
  ) as ListedValues[];
  return { rows: found.slice(0, NOTIFICATIONS_PAGE).map(listed), more: found.length > NOTIFICATIONS_PAGE };
}

export const unreadCount = ({ db }: Pick<Deps, 'db'>, user: number) =>
  statements(db).unread.get({ userId: user })?.n ?? 0;

const own = (user: number, id: number) => and(eq(notifications.id, id), eq(notifications.userId, user));

/** False when the notification is not the user's (or does not exist). */
export function markRead({ db }: Pick<Deps, 'db'>, user: number, id: number): boolean {
  return db.update(notifications).set({ read: true }).where(own(user, id)).run().changes > 0;
}

/** How many were unread. */
export function markAllRead({ db }: Pick<Deps, 'db'>, user: number): number {
  return db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, user), eq(notifications.read, false)))
    .run().changes;
}

/** False when the notification is not the user's (or does not exist). */
export function deleteNotification({ db }: Pick<Deps, 'db'>, user: number, id: number): boolean {
  return db.delete(notifications).where(own(user, id)).run().changes > 0;
}

/** Notifications removed in one statement of the prune: a few milliseconds of the server's thread. */
export const PRUNE_BATCH = 500;

/** One batch of the prune: a DELETE of the oldest notifications before `before` (ms), at most PRUNE_BATCH. */
export const pruneBatch = perConnection((db) => {
  const oldest = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(lt(notifications.createdAt, sql.placeholder('before')))
    .orderBy(notifications.createdAt)
    .limit(writtenLimit(PRUNE_BATCH));
  return db.delete(notifications).where(inArray(notifications.id, oldest)).prepare();
});

/**
 * Removes every notification older than 90 days, every member's, oldest first by their own index; returns how
 * many. A batch at a time, with a turn of the event loop between batches: requests are answered meanwhile.
 */
export async function pruneNotifications({ db, now }: Pick<Deps, 'db' | 'now'>): Promise<number> {
  const before = now() - NOTIFICATION_RETENTION_MS;
  let removed = 0;
  for (;;) {
    const { changes } = pruneBatch(db).run({ before });
    removed += changes;
    if (changes < PRUNE_BATCH) return removed;
    await nextTurn();
  }
}
