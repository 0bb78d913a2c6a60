import type { Sqlite } from '#db/index.ts';
import { prepared } from '#db/prepared.ts';
import type { NotificationType } from '#shared/constants.ts';

export type NewNotification = {
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  data?: Record<string, unknown>;
};

/** In-app notifications, written in the caller's transaction (so a rolled-back batch notifies nothing). */
export function notify(sqlite: Sqlite, n: NewNotification, now: number) {
  prepared(
    sqlite,
    'INSERT INTO notifications (user_id, type, title, message, data, read, created_at) VALUES (?, ?, ?, ?, ?, 0, ?)',
  ).run(n.userId, n.type, n.title, n.message, n.data ? JSON.stringify(n.data) : null, now);
}
