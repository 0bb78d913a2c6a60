import { sql } from 'drizzle-orm';
import type { Sqlite } from '#db/index.ts';
import { perConnection } from '#db/prepared.ts';
import { notifications } from '#db/schema/index.ts';
import { dbOf } from '#db/index.ts';

export type NewNotification = Pick<typeof notifications.$inferInsert, 'userId' | 'type' | 'title' | 'message'> & {
  data?: Record<string, unknown>;
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

/** In-app notifications, written in the caller's transaction (so a rolled-back batch notifies nothing). */
export function notify(sqlite: Sqlite, n: NewNotification, now: number) {
  const s = statements(dbOf(sqlite));
  const row = { userId: n.userId, type: n.type, title: n.title, message: n.message, createdAt: new Date(now) };
  if (n.data) s.withData.run({ ...row, data: n.data });
  else s.withoutData.run(row);
}
