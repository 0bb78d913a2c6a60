import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { cents, createdAt, flag } from './columns.ts';
import { users } from './users.ts';

export const transactions = sqliteTable(
  'transactions',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer().notNull().references(() => users.id, { onDelete: 'cascade' }),
    description: text().notNull(),
    /** Positive cents; direction is `type`. */
    amountCents: integer().notNull(),
    pointsEarned: cents(),
    roundUpCents: cents(),
    type: text({ enum: ['debit', 'credit'] }).notNull(),
    category: text().notNull().default('Other'),
    source: text().notNull().default('manual'),
    pending: flag(false),
    finicityTransactionId: text(),
    finicityInstitutionId: text(),
    belvoTransactionId: text(),
    belvoAccountId: text(),
    date: integer({ mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('transactions_user_date_idx').on(t.userId, t.date, t.id),
    uniqueIndex('transactions_finicity_unique').on(t.userId, t.finicityTransactionId),
    uniqueIndex('transactions_belvo_unique').on(t.userId, t.belvoTransactionId),
  ],
);
