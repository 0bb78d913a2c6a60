import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { PUSH_TOGGLES } from '#shared/constants.ts';
import { notifications } from './social.ts';
import { users } from './users.ts';

/**
 * Notifications waiting to go out as a web push, written with the notification in its transaction (so a rolled
 * back batch queues nothing) and only for users with a push subscription. The delivery job sends one push per user
 * for all of a user's waiting rows, then deletes them (api/services/push/delivery.ts). A push one browser's push
 * service did not take (429, 5xx, no answer) comes back as rows for that subscription alone, due at `notBefore`.
 */
export const pushOutbox = sqliteTable(
  'push_outbox',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    notificationId: integer()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user's setting that allows this push, read when it is sent. */
    toggle: text({ enum: PUSH_TOGGLES }).notNull(),
    /**
     * Null: every browser of the user. Set: a retry for this push_subscriptions row only; no foreign key (drizzle-kit
     * drops ON DELETE from an added column's), so a row whose browser is gone or moved is dropped when it is due.
     */
    subscriptionId: integer(),
    /** Tries that browser's push service already refused or left unanswered. */
    attempts: integer().notNull().default(0),
    /** Not sent before this time (the push service's Retry-After, or our backoff); null: at once. */
    notBefore: integer({ mode: 'timestamp_ms' }),
  },
  (t) => [index('push_outbox_notification_idx').on(t.notificationId), index('push_outbox_user_idx').on(t.userId)],
);
