import { sql } from 'drizzle-orm';
import type { PushToggle } from '#shared/constants.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Sqlite } from '#db/index.ts';
import { perConnection, prepared } from '#db/prepared.ts';
import { notifications } from '#db/schema/index.ts';
import { dbOf } from '#db/index.ts';
import { memberWords, type MemberWords } from '#api/lib/member-texts.ts';

export type NewNotification = Pick<typeof notifications.$inferInsert, 'userId' | 'type'> & {
  /** The notice's title and text, written in the member's language (api/lib/member-texts.ts). */
  words: (say: MemberWords) => { title: string; message: string };
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

type Reader = { locale: Locale; country: string; timeZone: string; closed: number };

/**
 * In-app notifications, written in the caller's transaction (so a rolled-back batch notifies nothing) and in the
 * member's language; with `push`, queued for the push delivery job in the same transaction, so a push only ever
 * follows a committed notification.
 */
export function notify(sqlite: Sqlite, n: NewNotification, now: number) {
  const reader = prepared(sqlite, READER).get(n.userId) as Reader | undefined;
  // A closed account's member is erased and can never read it: nothing is written for them (whatever finishes late).
  if (!reader || reader.closed) return;
  const { title, message } = n.words(memberWords(reader.locale, reader.country, reader.timeZone));
  const s = statements(dbOf(sqlite));
  const row = { userId: n.userId, type: n.type, title, message, createdAt: new Date(now) };
  const written = n.data ? s.withData.run({ ...row, data: n.data }) : s.withoutData.run(row);
  if (n.push)
    prepared(sqlite, QUEUE_PUSH).run({ notificationId: written.lastInsertRowid, userId: n.userId, toggle: n.push });
}

const READER = 'SELECT locale, country, time_zone AS timeZone, closed_at IS NOT NULL AS closed FROM users WHERE id = ?';
