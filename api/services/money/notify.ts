import { sql } from 'drizzle-orm';
import type { PushToggle } from '#shared/constants.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import { dollarSignFor } from '#shared/money/dollars.ts';
import type { Sqlite } from '#db/index.ts';
import { perConnection, prepared } from '#db/prepared.ts';
import { notifications } from '#db/schema/index.ts';
import { dbOf } from '#db/index.ts';

export type NewNotification = Pick<typeof notifications.$inferInsert, 'userId' | 'type' | 'title' | 'message'> & {
  data?: Record<string, unknown>;
  /** Also a web push, when this setting of the user's allows it at sending time (api/services/push/). */
  push?: PushToggle;
};

// Every ingest batch notifies, so both statements are compiled once per connection. Two of them because a
// placeholder goes through the column's JSON encoder, which would store a missing `data` as the text 'null'.
const statements = perConnection((db) => {
  const insert = (data: boolean) =>
    db
      .insert(notifications)
      .values({
        userId: sql.placeholder('userId'),
        type: sql.placeholder('type'),
        title: sql.placeholder('title'),
        message: sql.placeholder('message'),
        ...(data ? { data: sql.placeholder('data') } : {}),
        read: false,
        createdAt: sql.placeholder('createdAt'),
      })
      .prepare();
  return { withData: insert(true), withoutData: insert(false) };
});

// Only users with a subscription get a row: most users never turn push on, and their syncs should write nothing.
const QUEUE_PUSH = `INSERT INTO push_outbox (notification_id, user_id, toggle)
  SELECT @notificationId, @userId, @toggle WHERE EXISTS (SELECT 1 FROM push_subscriptions WHERE user_id = @userId)`;

/**
 * In-app notifications, written in the caller's transaction (so a rolled-back batch notifies nothing); with `push`,
 * queued for the push delivery job in the same transaction, so a push only ever follows a committed notification.
 */
export function notify(sqlite: Sqlite, n: NewNotification, now: number) {
  // A closed account's member is erased and can never read it: nothing is written for them (whatever finishes late).
  if (prepared(sqlite, CLOSED).get(n.userId)) return;
  const s = statements(dbOf(sqlite));
  const row = { userId: n.userId, type: n.type, title: n.title, message: n.message, createdAt: new Date(now) };
  const written = n.data ? s.withData.run({ ...row, data: n.data }) : s.withoutData.run(row);
  if (n.push)
    prepared(sqlite, QUEUE_PUSH).run({ notificationId: written.lastInsertRowid, userId: n.userId, toggle: n.push });
}

const COUNTRY = 'SELECT country FROM users WHERE id = ?';
const CLOSED = 'SELECT 1 FROM users WHERE id = ? AND closed_at IS NOT NULL';

/**
 * The member's dollar amounts as they read them in a notification: '$5.40', or 'US$5.40' outside the US, where
 * '$' reads as pesos (the screens do the same).
 */
export function dollarsFor(sqlite: Sqlite, userId: number): (cents: number) => string {
  const row = prepared(sqlite, COUNTRY).get(userId) as { country: string } | undefined;
  const sign = dollarSignFor(row?.country);
  return (cents) => `${sign}${formatDecimal(cents)}`;
}
