import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Who is doing one job step for one item (a member, a sweep, a payout) and until when. A scheduler takes the row
 * before the work and deletes it after; another scheduler (a second process, or this one after a restart) skips the
 * item while the lease runs, and takes it again once `until` has passed: a holder that crashed is never waited for
 * longer than its lease.
 */
export const jobLeases = sqliteTable(
  'job_leases',
  {
    step: text().notNull(),
    item: integer().notNull(),
    owner: text().notNull(),
    until: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.step, t.item] })],
);
