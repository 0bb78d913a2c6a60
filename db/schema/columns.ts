import { integer } from 'drizzle-orm/sqlite-core';

/** Timestamps are integer milliseconds since the epoch, set by the app (one clock, testable). */
export const createdAt = () =>
  integer({ mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date());
export const flag = (initial: boolean) => integer({ mode: 'boolean' }).notNull().default(initial);
export const cents = () => integer().notNull().default(0);
