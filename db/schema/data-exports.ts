import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * A member's 'Download my data' archive: built in the background, `progress` in percent while it is,
 * then kept as a file under DATA_DIR until `expiresAt`. The download link carries a token whose sha256 is
 * `tokenHash`; the file goes with the row (and the row with the account).
 */
export const dataExports = sqliteTable(
  'data_exports',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: ['building', 'ready', 'failed'] })
      .notNull()
      .default('building'),
    progress: integer().notNull().default(0),
    tokenHash: text(),
    /** The archive's file name under the exports folder; null until it is written. */
    fileName: text(),
    sizeBytes: integer(),
    failureReason: text(),
    createdAt: createdAt(),
    readyAt: integer({ mode: 'timestamp_ms' }),
    expiresAt: integer({ mode: 'timestamp_ms' }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('data_exports_token_unique').on(t.tokenHash),
  ],
);
