import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, flag } from './columns.ts';
import { users } from './users.ts';

export const bankAccounts = sqliteTable(
  'bank_accounts',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    finicityAccountId: text(),
    belvoAccountId: text(),
    belvoLinkId: text(),
    provider: text({ enum: ['finicity', 'belvo'] })
      .notNull()
      .default('finicity'),
    accountName: text().notNull(),
    /** Masked: last four digits only. */
    accountNumber: text(),
    accountType: text(),
    bankName: text(),
    isActive: flag(true),
    isPrimary: flag(false),
    /** The link is broken (password changed, consent expired): shown on the account, notified once. */
    needsAttention: flag(false),
    attentionNotifiedAt: integer({ mode: 'timestamp_ms' }),
    syncError: text(),
    lastSyncedAt: integer({ mode: 'timestamp_ms' }),
    /** When the scheduler syncs this account next (every 6 hours, jittered); survives a restart. */
    nextSyncAt: integer({ mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: integer({ mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [
    index('bank_accounts_user_idx').on(t.userId),
    index('bank_accounts_next_sync_idx').on(t.nextSyncAt),
    uniqueIndex('bank_accounts_finicity_unique').on(t.userId, t.finicityAccountId),
    uniqueIndex('bank_accounts_belvo_unique').on(t.userId, t.belvoAccountId),
  ],
);
