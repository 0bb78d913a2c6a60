import { randomBytes } from 'node:crypto';
import { integer, text } from 'drizzle-orm/sqlite-core';

/** Timestamps are integer milliseconds since the epoch, set by the app (one clock, testable). */
export const createdAt = () =>
  integer({ mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date());
export const flag = (initial: boolean) => integer({ mode: 'boolean' }).notNull().default(initial);
export const cents = () => integer().notNull().default(0);

/**
 * A random part, made with the row, of every idempotency key sent to a provider for it. Row ids alone
 * are not enough: a database restored from a backup gives out again the ids the lost minutes had used, and the
 * provider would answer a new charge or payout with the earlier one's remembered result. Null on rows made before
 * the column existed: their keys stay as they were sent (`providerKey`).
 */
export const keyNonce = () => text().$defaultFn(() => randomBytes(12).toString('hex'));
