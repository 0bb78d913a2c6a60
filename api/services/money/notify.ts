import type { Statement } from 'better-sqlite3';
import type { Sqlite } from '#db/index.ts';
import type { NotificationType } from '#shared/constants.ts';

export type NewNotification = { userId: number; type: NotificationType; title: string; message: string; data?: Record<string, unknown> };

/** In-app notifications, written in the caller's transaction (so a rolled-back batch notifies nothing). */
const inserts = new WeakMap<Sqlite, Statement>();

export function notify(sqlite: Sqlite, n: NewNotification, now: number) {
  let insert = inserts.get(sqlite);
  if (!insert) inserts.set(sqlite, (insert = sqlite.prepare('INSERT INTO notifications (user_id, type, title, message, data, read, created_at) VALUES (?, ?, ?, ?, ?, 0, ?)')));
  insert.run(n.userId, n.type, n.title, n.message, n.data ? JSON.stringify(n.data) : null, now);
}
