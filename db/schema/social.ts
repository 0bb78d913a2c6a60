import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { NOTIFICATION_TYPES, REFERRAL_REWARD_CENTS } from '#shared/constants.ts';
import { createdAt, flag } from './columns.ts';
import { users } from './users.ts';

export const notifications = sqliteTable(
  'notifications',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: NOTIFICATION_TYPES }).notNull(),
    title: text().notNull(),
    message: text().notNull(),
    data: text({ mode: 'json' }).$type<Record<string, unknown>>(),
    read: flag(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    // The daily prune of notifications past their 90 days, across every member: by this index, oldest first.
    index('notifications_created_idx').on(t.createdAt),
  ],
);

export const referrals = sqliteTable(
  'referrals',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    referrerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referralCode: text().notNull(),
    status: text({ enum: ['pending', 'completed', 'ended'] })
      .notNull()
      .default('pending'),
    rewardAmountCents: integer().notNull().default(REFERRAL_REWARD_CENTS),
    paidAt: integer({ mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerId),
    uniqueIndex('referrals_referred_unique').on(t.referredUserId),
  ],
);

export const achievements = sqliteTable(
  'achievements',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementType: text({ length: 50 }).notNull(),
    title: text({ length: 100 }).notNull(),
    description: text().notNull(),
    /** Hundredths of a point. */
    rewardAmount: integer().notNull().default(0),
    unlockedAt: integer({ mode: 'timestamp_ms' }).notNull(),
    claimed: flag(false),
    claimedAt: integer({ mode: 'timestamp_ms' }),
    dismissed: flag(false),
    dismissedAt: integer({ mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('achievements_user_type_unique').on(t.userId, t.achievementType)],
);

export const creatorFollows = sqliteTable(
  'creator_follows',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    /** A gifter follows at most one creator. */
    gifterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creatorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('creator_follows_gifter_unique').on(t.gifterId),
    index('creator_follows_creator_idx').on(t.creatorId),
  ],
);
