import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { cents, createdAt, flag, keyNonce } from './columns.ts';
import { users } from './users.ts';

export const investments = sqliteTable(
  'investments',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    portfolioType: text({ enum: ['interest', 'bitcoin'] }).notNull(),
    totalInvestedCents: cents(),
    currentValueCents: cents(),
    totalReturnCents: cents(),
    /** Interest account: principal plus credited interest, less cash-outs (cents). */
    balanceCents: cents(),
    /** Interest accrued and not yet credited, in millionths of a cent. */
    accruedMicros: integer().notNull().default(0),
    /** The last UTC day (days since the epoch) interest was accrued for. */
    lastAccrualDay: integer(),
    /** Bitcoin held, satoshis. */
    satsHeld: integer().notNull().default(0),
    autoInvestEnabled: flag(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('investments_user_type_unique').on(t.userId, t.portfolioType)],
);

export const investmentTransactions = sqliteTable(
  'investment_transactions',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    investmentId: integer()
      .notNull()
      .references(() => investments.id, { onDelete: 'restrict' }),
    type: text().notNull(),
    amountCents: integer().notNull(),
    assetType: text({ enum: ['interest', 'bitcoin'] })
      .notNull()
      .default('interest'),
    /** Cents per BTC at the time of the buy. */
    bitcoinPriceCents: integer(),
    /** Satoshis (decimal 15,8 BTC in the spec). */
    bitcoinAmountSats: integer(),
    /** The sweep or cash-out this row belongs to. */
    sweepId: integer(),
    cashOutId: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    index('investment_tx_user_idx').on(t.userId, t.createdAt),
    index('investment_tx_investment_idx').on(t.investmentId),
  ],
);

/**
 * A sweep: pending round-ups debited from the default card once, then invested. The row is written (with
 * the pending money moved to `in_flight`) BEFORE the card is charged, and settled by its id as the
 * idempotency key, so a crash between the debit and the investment neither loses nor doubles the money.
 */
export const sweeps = sqliteTable(
  'sweeps',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: integer().notNull(),
    status: text({ enum: ['charging', 'processing', 'reconciling', 'invested', 'declined'] })
      .notNull()
      .default('charging'),
    investmentType: text({ enum: ['interest', 'bitcoin'] }).notNull(),
    paymentMethodId: text().notNull(),
    chargeId: text(),
    failureReason: text(),
    attempts: integer().notNull().default(0),
    keyNonce: keyNonce(),
    createdAt: createdAt(),
    settledAt: integer({ mode: 'timestamp_ms' }),
  },
  (t) => [index('sweeps_user_idx').on(t.userId, t.createdAt), index('sweeps_status_idx').on(t.status)],
);

/** One row per user, investment and UTC day: the chart's value-over-time history. */
export const portfolioSnapshots = sqliteTable(
  'portfolio_snapshots',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Days since the epoch (UTC). */
    day: integer().notNull(),
    valueCents: integer().notNull(),
    investedCents: integer().notNull(),
  },
  (t) => [uniqueIndex('portfolio_snapshots_user_day_unique').on(t.userId, t.day)],
);
