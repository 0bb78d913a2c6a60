import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * Where a member's cash goes: a Stripe Connect Express account (United States, Canada) or a Stripe
 * Global Payouts recipient (Latin America), or the sandbox's stand-in for either. A member has at most one
 * current account (`replacedAt` null); a replaced one is kept, since the payouts sent to it name it.
 */
export const payoutAccounts = sqliteTable(
  'payout_accounts',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text({ enum: ['sandbox', 'stripe'] }).notNull(),
    /** `connect`: an Express connected account (acct_...); `recipient`: a v2 Account with the recipient role. */
    rail: text({ enum: ['connect', 'recipient'] }).notNull(),
    /** The provider's id of the account. */
    accountRef: text().notNull(),
    /** ISO 3166-1 alpha-2 of where the member is paid. */
    country: text().notNull(),
    /** ISO 4217, capitals: the currency the bank account receives. */
    currency: text().notNull(),
    bankName: text(),
    last4: text(),
    /**
     * onboarding: the provider's form is not finished; ready: payouts go out; needs_info: the provider wants more
     * (`requirements`); attention: a payout to it failed (`attentionReason`) and the member must fix the details.
     */
    status: text({ enum: ['onboarding', 'ready', 'needs_info', 'attention'] })
      .notNull()
      .default('onboarding'),
    /** JSON array of what the provider still needs, in its own words (Stripe's requirement names). */
    requirements: text().notNull().default('[]'),
    attentionReason: text(),
    /** The provider's time (ms) of the newest state applied: an older webhook event arriving late is ignored. */
    stateAt: integer().notNull().default(0),
    /** Set once the account was first ready: a later change of its bank details needs a proof of identity. */
    readySince: integer({ mode: 'timestamp_ms' }),
    /**
     * When the bank account payouts go to last changed: an account replacing another became ready, or a ready
     * account's bank details changed at the provider. Payouts to it wait PAYOUT_DESTINATION_HOLD_MS from then, so
     * the member, told by mail, has time to stop a change they did not make. Null for the first account connected.
     */
    destinationChangedAt: integer({ mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    replacedAt: integer({ mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('payout_accounts_current_unique')
      .on(t.userId)
      .where(sql`${t.replacedAt} IS NULL`),
    uniqueIndex('payout_accounts_ref_unique').on(t.provider, t.accountRef),
    index('payout_accounts_user_idx').on(t.userId),
  ],
);
