import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

/** Server-side sessions (sid, sess, expire), plus the owner and start time for rotation and absolute expiry. */
export const sessions = sqliteTable(
  'sessions',
  {
    /** SHA-256 of the cookie value: a leaked database does not hand out live sessions. */
    sid: text().primaryKey(),
    /** The browser's User-Agent and address at sign-in (Settings > Security lists the member's devices). */
    sess: text({ mode: 'json' }).$type<{ userAgent?: string; ip?: string }>().notNull(),
    expire: integer({ mode: 'timestamp_ms' }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
    /** When the member last proved who they are in this session (null: at its start). */
    proofAt: integer({ mode: 'timestamp_ms' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expire_idx').on(t.expire)],
);
