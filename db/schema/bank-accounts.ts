import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { BankProvider } from '#shared/constants.ts';
import { createdAt, flag } from './columns.ts';
import { users } from './users.ts';

export const bankAccounts = sqliteTable(
  'bank_accounts',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The aggregator the account is linked through: free text here, so a new aggregator needs no migration. */
    provider: text().$type<BankProvider>().notNull(),
    /** The aggregator's id of the account, its own: per customer or per link, so a relink may bring another. */
    providerAccountId: text(),
    /**
     * The aggregator's reference the account is read through when it has one per bank login (a Belvo link); null
     * where the member's own reference at the aggregator applies (`aggregator_refs`), or once the link was removed.
     */
    linkRef: text(),
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
    uniqueIndex('bank_accounts_provider_unique').on(t.userId, t.provider, t.providerAccountId),
    // One real account, one member at a time: by the aggregator's id, and by the bank's identification.
    uniqueIndex('bank_accounts_provider_active')
      .on(t.provider, t.providerAccountId)
      .where(sql`${t.isActive} = 1`),
    uniqueIndex('bank_accounts_external_active')
      .on(t.externalKey)
      .where(sql`${t.isActive} = 1`),
  ],
);

/**
 * What a member holds at an aggregator beyond their accounts' own links: one reference per aggregator. Where it
 * keeps one customer per member (Finicity), the accounts without a `linkRef` are read through it; where it keeps
 * one link per bank login (Belvo), it is the last link made, so closing also removes a link that got no accounts.
 */
export const aggregatorRefs = sqliteTable(
  'aggregator_refs',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().$type<BankProvider>().notNull(),
    ref: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.provider] }),
    // An aggregator's webhook names the reference: who holds it.
    index('aggregator_refs_ref_idx').on(t.provider, t.ref),
  ],
);
