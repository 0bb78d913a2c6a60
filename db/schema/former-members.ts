import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { flag } from './columns.ts';

/**
 * What a person earned once, kept after they closed their account so that joining again earns it no second time
 * (docs/product-rules.md section 6: a referral rewards once per person; a one-time achievement reward is paid once).
 * The person is known only by a keyed hash of their normalised email (api/services/accounts/former-members.ts), never
 * the address.
 */
export const formerMembers = sqliteTable('former_members', {
  /** HMAC-SHA256 of the normalised email under a key derived from the server's: no one without it can test one. */
  emailKey: text().primaryKey(),
  /** A referral that named this person as the friend referred paid its reward. */
  referralRewarded: flag(false),
  /** The achievement types whose reward this person was paid (claimed), as a JSON array. */
  rewardedAchievements: text({ mode: 'json' }).$type<string[]>().notNull().default([]),
  /** When the last account of this person closed. */
  closedAt: integer({ mode: 'timestamp_ms' }).notNull(),
});
