import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { cents, createdAt } from './columns.ts';
import { transactions } from './transactions.ts';
import { users } from './users.ts';

const PAYOUT_STATUSES = ['pending', 'processing', 'paid', 'failed'] as const;

export const cashOuts = sqliteTable(
  'cash_outs',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer().notNull(),
    feeCents: cents(),
    status: text({ enum: PAYOUT_STATUSES }).notNull().default('pending'),
    payoutMethod: text({ enum: ['instant', 'standard'] })
      .notNull()
      .default('instant'),
    /** The investment the money comes out of; Bitcoin cash-outs sell `satsSold`. */
    source: text({ enum: ['interest', 'bitcoin'] })
      .notNull()
      .default('interest'),
    satsSold: integer(),
    stripePayoutId: text(),
    stripeTransferId: text(),
    paypalEmail: text(),
    failureReason: text(),
    estimatedArrival: integer({ mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    processedAt: integer({ mode: 'timestamp_ms' }),
  },
  (t) => [index('cash_outs_user_idx').on(t.userId, t.createdAt), index('cash_outs_status_idx').on(t.status)],
);

export const pointsRewards = sqliteTable(
  'points_rewards',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transactionId: integer()
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    /** Hundredths of a point. */
    pointsEarned: integer().notNull(),
    spendAmountCents: integer().notNull(),
    rewardRateBps: integer().notNull(),
    status: text().notNull().default('pending'),
    createdAt: createdAt(),
    processedAt: integer({ mode: 'timestamp_ms' }),
  },
  (t) => [
    index('points_rewards_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('points_rewards_tx_unique').on(t.transactionId),
  ],
);

export const pointsRedemptions = sqliteTable(
  'points_redemptions',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hundredths of a point. */
    pointsRedeemed: integer().notNull(),
    cashValueCents: integer().notNull(),
    feeCents: cents(),
    redemptionMethod: text().notNull().default('bank_transfer'),
    payoutMethod: text({ enum: ['instant', 'standard'] })
      .notNull()
      .default('instant'),
    estimatedArrival: integer({ mode: 'timestamp_ms' }),
    status: text({ enum: PAYOUT_STATUSES }).notNull().default('pending'),
    stripePayoutId: text(),
    paypalEmail: text(),
    failureReason: text(),
    createdAt: createdAt(),
    processedAt: integer({ mode: 'timestamp_ms' }),
  },
  (t) => [
    index('points_redemptions_user_idx').on(t.userId, t.createdAt),
    index('points_redemptions_status_idx').on(t.status),
  ],
);
