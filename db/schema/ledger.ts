import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Append-only: every money movement is a row; maintained totals are sums of these.
 * `amount` is signed, in the account's unit (cents, hundredths of a point, or satoshis).
 * Triggers (migration 0003) refuse any UPDATE or DELETE of a row, and a user with ledger rows cannot be deleted
 * (money history is kept 7 years after an account closes). A migration that rebuilds this table drops its
 * triggers with it and must create them again.
 */
export const ledgerEntries = sqliteTable(
  'ledger_entries',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    account: text().notNull(),
    amount: integer().notNull(),
    cause: text().notNull(),
    refType: text(),
    refId: integer(),
    /** A replayed event with the same key changes nothing. */
    idempotencyKey: text().notNull(),
    createdAt: createdAt(),
    /**
     * When what the row is about happened, as the member reads it: a purchase's own date (and a refund's, for its
     * reversal), which a sync may bring days later; every other row, when it was posted. Recent Activity is
     * ordered by it (migration 0029 set it on the rows before it).
     */
    occurredAt: integer({ mode: 'timestamp_ms' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    uniqueIndex('ledger_idempotency_unique').on(t.idempotencyKey),
    index('ledger_user_account_idx').on(t.userId, t.account),
    // Recent Activity pages a user's rows newest first: by this index, not a sort of all their rows.
    index('ledger_user_occurred_idx').on(t.userId, t.occurredAt, t.id),
    index('ledger_ref_idx').on(t.refType, t.refId),
  ],
);

/** Idempotency-Key header records for money-moving writes: same key and body returns the first answer. */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    method: text().notNull(),
    path: text().notNull(),
    requestHash: text().notNull(),
    responseStatus: integer(),
    responseBody: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_user_key_unique').on(t.userId, t.key),
    index('idempotency_created_idx').on(t.createdAt),
  ],
);
