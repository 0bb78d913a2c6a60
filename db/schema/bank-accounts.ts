import { sql } from 'drizzle-orm';
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
    /**
     * SHA-256 of the bank's own identification of the real account (BankAccount.identity), the same whoever links
     * it: active under one member at a time (the index below). Null where the provider gives none.
     */
    externalKey: text(),
    /**
     * When the real account left the last other member who had it linked: rows dated before it were theirs (and
     * earned for them), so this account neither lists nor earns them. Null for an account no one else had.
     */
    rewardsFrom: integer({ mode: 'timestamp_ms' }),
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
    // One real account, one member at a time: by the aggregator's id, and by the bank's identification.
    uniqueIndex('bank_accounts_finicity_active')
      .on(t.finicityAccountId)
      .where(sql`${t.isActive} = 1`),
    uniqueIndex('bank_accounts_belvo_active')
      .on(t.belvoAccountId)
      .where(sql`${t.isActive} = 1`),
    uniqueIndex('bank_accounts_external_active')
      .on(t.externalKey)
      .where(sql`${t.isActive} = 1`),
  ],
);
