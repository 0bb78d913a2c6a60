import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { cents, createdAt, flag } from './columns.ts';
import { users } from './users.ts';

export const investments = sqliteTable(
  'investments',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    portfolioType: text({ enum: ['interest', 'bitcoin'] }).notNull(),
    totalInvestedCents: cents(),
    currentValueCents: cents(),
    totalReturnCents: cents(),
    autoInvestEnabled: flag(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('investments_user_type_unique').on(t.userId, t.portfolioType)],
);

export const investmentTransactions = sqliteTable(
  'investment_transactions',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    investmentId: integer().notNull().references(() => investments.id, { onDelete: 'cascade' }),
    type: text().notNull(),
    amountCents: integer().notNull(),
    assetType: text({ enum: ['interest', 'bitcoin'] }).notNull().default('interest'),
    /** Cents per BTC at the time of the buy. */
    bitcoinPriceCents: integer(),
    /** Satoshis (decimal 15,8 BTC in the spec). */
    bitcoinAmountSats: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    index('investment_tx_user_idx').on(t.userId, t.createdAt),
    index('investment_tx_investment_idx').on(t.investmentId),
  ],
);
