import { sql } from 'drizzle-orm';
import { type AnySQLiteColumn, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { COUNTRIES, INVESTMENT_TYPES, ROUND_UP_METHODS, USER_TYPES } from '#shared/constants.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import { cents, createdAt, flag, keyNonce } from './columns.ts';

export const users = sqliteTable(
  'users',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    name: text().notNull(),
    /** Stored trimmed and lower-cased, so the unique index is case-insensitive. */
    email: text().notNull(),
    /** argon2id PHC string; never the password. */
    password: text().notNull(),
    username: text().notNull(),
    userType: text({ enum: USER_TYPES }).notNull().default('gifter'),
    profilePicture: text(),
    location: text(),
    country: text({ enum: COUNTRIES }).notNull(),
    /** The language the product speaks to the member: from the country at sign-up, changed in Settings. */
    locale: text({ enum: LOCALES }).notNull().default('en-US'),
    /** The member's time zone (IANA): dates and times are shown in it, statements' months are its months. */
    timeZone: text().notNull().default('UTC'),
    tiktokUsername: text(),
    tiktokProfileUrl: text(),
    bankAccountConnected: flag(false),
    bankAccountName: text(),
    /** Masked: last four digits only. */
    bankAccountNumber: text(),
    stripeCustomerId: text(),
    stripePaymentMethodId: text(),
    paymentMethodLast4: text(),
    paymentMethodBrand: text(),
    paymentMethodExpiry: text(),
    stripeConnectAccountId: text(),
    stripeConnectEnabled: flag(false),
    pointsEnabled: flag(true),
    /** decimal(5,4) in the spec: stored in ten-thousandths (500 = 0.0500). */
    pointsRewardRateBps: integer().notNull().default(500),
    /** Points in hundredths of a point (1 point = $1, so 1 unit = 1 cent of value). */
    totalPointsEarned: cents(),
    availablePointsBalance: cents(),
    totalRedeemedPoints: cents(),
    totalTikTokSpendCents: cents(),
    referralEarningsCents: cents(),
    referralCode: text().notNull(),
    referredBy: integer().references((): AnySQLiteColumn => users.id, { onDelete: 'set null' }),
    autoRoundUpEnabled: flag(true),
    roundUpMethod: text({ enum: ROUND_UP_METHODS }).notNull().default('dollar'),
    roundUpMultiplier: integer().notNull().default(1),
    /** Null = no weekly cap. */
    weeklyCapCents: integer(),
    investmentChoice: text({ enum: INVESTMENT_TYPES }).notNull().default('interest'),
    /** When the member last chose where their spare change goes (the set-up checklist's step); null = never. */
    investmentChosenAt: integer({ mode: 'timestamp_ms' }),
    // Maintained totals (sums over ledger_entries, kept here so reads are O(1)).
    pendingRoundUpCents: cents(),
    totalRoundUpCents: cents(),
    roundUpCount: integer().notNull().default(0),
    coinPurchaseCount: integer().notNull().default(0),
    // The transaction list's four summary cards, over the rows the list shows (not replaced, not removed): kept
    // by triggers on `transactions` (migrations 0009 and 0013), so every write path keeps them and a read is O(1).
    listedCount: integer().notNull().default(0),
    /** Posted coin purchases not refunded and not waiting for their exchange rate (docs/product-rules.md section 6). */
    listedCoinPurchases: integer().notNull().default(0),
    /** What those purchases booked, US cents: always equal to `totalTikTokSpendCents` (the ledger audit checks). */
    listedCoinSpendCents: cents(),
    /** Coin purchases still pending at the bank, kept apart: they earn nothing until they post. */
    listedPendingPurchases: integer().notNull().default(0),
    listedPendingSpendCents: cents(),
    listedRoundUpCents: cents(),
    /** Hundredths of a point. */
    listedPoints: cents(),
    /** Creator share received from followers, hundredths of a point. */
    creatorPointsReceived: cents(),
    /** When the last sweep was declined: a declined sweep is retried at most once a day. */
    sweepDeclinedAt: integer({ mode: 'timestamp_ms' }),
    notifyTransactionAlerts: flag(true),
    notifyCashOutReminders: flag(true),
    notifyCreatorUpdates: flag(false),
    passwordChangedAt: integer({ mode: 'timestamp_ms' }),
    /** When the member opened the link sent to `email`; null = not verified (no cash-out or redemption yet). */
    emailVerifiedAt: integer({ mode: 'timestamp_ms' }),
    /** When the member's first dashboard greeted them 'Welcome, Ana!' (null: not yet; later ones say welcome back). */
    welcomedAt: integer({ mode: 'timestamp_ms' }),
    // Two-factor with an authenticator app. The secrets are encrypted with the server's key
    // (api/services/secret-box.ts); the pending one waits for its first code.
    totpSecret: text(),
    totpPendingSecret: text(),
    totpEnabledAt: integer({ mode: 'timestamp_ms' }),
    /** The last time step a code was accepted for: a code is never taken twice. */
    totpLastStep: integer(),
    /**
     * The last time the owner proved who they are in a way an intruder with the password and a session cannot: the
     * mailbox (confirming the address, a reset, an undo), or a second factor or passkey the account had before then.
     * A reset or an undo ends every passkey and second factor added after it. Null: the mailbox never proven.
     */
    ownerProvenAt: integer({ mode: 'timestamp_ms' }),
    /** The member's WebAuthn user handle (random, base64url), made with their first passkey. */
    webauthnUserId: text(),
    /** In the keys of the member's customer and payout accounts at providers (`providerKey`), and bank username. */
    keyNonce: keyNonce(),
    /** When the member closed the account: personal data erased, money records kept without them. */
    closedAt: integer({ mode: 'timestamp_ms' }),
    /**
     * The `former_members` key of the person, when they had an account before that they closed: what that account
     * was paid once (a referral, achievement rewards) is not paid again. Set at sign-up and at an email change.
     */
    formerMemberKey: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_referral_code_unique').on(t.referralCode),
    index('users_referred_by_idx').on(t.referredBy),
  ],
);
export type UserRow = typeof users.$inferSelect;
