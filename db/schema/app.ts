import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    userAgent: text(),
    createdAt: createdAt(),
    lastUsedAt: integer({ mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('push_endpoint_unique').on(t.endpoint), index('push_user_idx').on(t.userId)],
);

/** Values the app makes for itself on first start (generated VAPID keys, ...). */
export const appConfig = sqliteTable('app_config', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: integer({ mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date()),
});

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    category: text(),
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt), index('contact_messages_user_idx').on(t.userId)],
);

export const ambassadorApplications = sqliteTable(
  'ambassador_applications',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    fullName: text().notNull(),
    email: text().notNull(),
    tiktokUsername: text().notNull(),
    audience: text().notNull(),
    motivation: text().notNull(),
    promotionPlan: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ambassador_applications_email_idx').on(t.email),
    index('ambassador_applications_user_idx').on(t.userId),
  ],
);
