import { blob, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * The ten single-use recovery codes of a member with two-factor on, as SHA-256 hashes (each code has 50
 * random bits: a hash that cannot be reversed by trying them all, without argon2's cost at every sign-in).
 */
export const recoveryCodes = sqliteTable(
  'recovery_codes',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: integer({ mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId), uniqueIndex('recovery_codes_hash_unique').on(t.codeHash)],
);

export const CHALLENGE_PURPOSES = ['two_factor', 'passkey_register', 'passkey_sign_in', 'passkey_proof'] as const;
export type ChallengePurpose = (typeof CHALLENGE_PURPOSES)[number];

/**
 * A step of a sign-in or a passkey's registration waiting for the browser: keyed by the SHA-256 of a cookie the
 * browser holds (so it is bound to that browser), with the WebAuthn challenge, the tries it has had, and a short
 * life. Used once: deleted when the step succeeds.
 */
export const signInChallenges = sqliteTable(
  'sign_in_challenges',
  {
    id: text().primaryKey(),
    purpose: text({ enum: CHALLENGE_PURPOSES }).notNull(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    challenge: text(),
    attempts: integer().notNull().default(0),
    expiresAt: integer({ mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_challenges_user_idx').on(t.userId), index('sign_in_challenges_expires_idx').on(t.expiresAt)],
);

/** A member's passkeys (WebAuthn credentials), as @simplewebauthn/server documents what to keep. */
export const passkeys = sqliteTable(
  'passkeys',
  {
    /** The credential id, base64url. */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member's own name for it ('Chrome on Android' until renamed). */
    name: text().notNull(),
    publicKey: blob({ mode: 'buffer' }).notNull(),
    /** The signature counter: a sign-in whose counter does not move forward (when it counts) is refused. */
    counter: integer().notNull().default(0),
    transports: text({ mode: 'json' }).$type<string[]>(),
    /** 'singleDevice' or 'multiDevice' (synced), and whether it is backed up now. */
    deviceType: text().notNull(),
    backedUp: integer({ mode: 'boolean' }).notNull(),
    /** The WebAuthn user handle the passkey was made with (users.webauthnUserId). */
    webauthnUserId: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: integer({ mode: 'timestamp_ms' }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/** Browsers a member has signed in on (a long-lived cookie's hash): a sign-in from another is mailed. */
export const knownDevices = sqliteTable(
  'known_devices',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text().notNull(),
    createdAt: createdAt(),
    lastSeenAt: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('known_devices_user_device_unique').on(t.userId, t.deviceHash)],
);
