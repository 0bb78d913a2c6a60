import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { cents, createdAt, keyNonce } from './columns.ts';
import { payoutAccounts } from './payout-accounts.ts';
import { transactions } from './transactions.ts';
import { users } from './users.ts';

const PAYOUT_STATUSES = ['pending', 'processing', 'paid', 'failed'] as const;

// Money history: a user with payouts or points rewards cannot be deleted (`restrict`); closing an account keeps
// them (7 years, the privacy page). Non-money rows (sessions, notifications, follows...) still cascade.

/**
 * Set when a payout the provider never confirmed is given up after 23 h (providers forget idempotency keys after
 * 24 h, so sending again could pay twice): it is not sent again, its money stays taken, and a person settles it
 * with the provider's records (status `processing` meanwhile).
 */
const reconcilingSince = () => integer({ mode: 'timestamp_ms' });

/**
 * Where a payout goes and what arrived. `payoutAccountId`: the account it is sent to (null for payouts
 * made before payout accounts existed). `heldReason`: why it waits unsent (the account still needs information);
 * `firstSentAt`: when it first reached the provider, from which its idempotency key's 23 hours count.
 * `arrivedMinor`/`arrivedCurrency`: what the bank account received, in its currency, once the provider says;
 * cleared when the payout fails (nothing stayed in the account), and only ever shown while processing or paid.
 */
const destinationColumns = () => ({
  payoutAccountId: integer().references(() => payoutAccounts.id, { onDelete: 'restrict' }),
  heldReason: text(),
  firstSentAt: integer({ mode: 'timestamp_ms' }),
  arrivedMinor: integer(),
  arrivedCurrency: text(),
});

export const cashOuts = sqliteTable(
  'cash_outs',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
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
    reconcilingSince: reconcilingSince(),
    keyNonce: keyNonce(),
    ...destinationColumns(),
    createdAt: createdAt(),
    processedAt: integer({ mode: 'timestamp_ms' }),
  },
  // By status, then when it was paid: the scheduler follows up payouts paid in the last 10 days.
  (t) => [
    index('cash_outs_user_idx').on(t.userId, t.createdAt),
    index('cash_outs_status_idx').on(t.status, t.processedAt),
    index('cash_outs_payout_account_idx').on(t.payoutAccountId),
  ],
);

export const pointsRewards = sqliteTable(
  'points_rewards',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    transactionId: integer()
      .notNull()
      .references(() => transactions.id, { onDelete: 'restrict' }),
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
      .references(() => users.id, { onDelete: 'restrict' }),
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
    reconcilingSince: reconcilingSince(),
    keyNonce: keyNonce(),
    ...destinationColumns(),
    createdAt: createdAt(),
    processedAt: integer({ mode: 'timestamp_ms' }),
  },
  (t) => [
    index('points_redemptions_user_idx').on(t.userId, t.createdAt),
    // By status, then when it was paid: the scheduler follows up payouts paid in the last 10 days.
    index('points_redemptions_status_idx').on(t.status, t.processedAt),
    index('points_redemptions_payout_account_idx').on(t.payoutAccountId),
  ],
);
