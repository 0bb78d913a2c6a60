import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/index.ts';
import { perConnection } from '#db/prepared.ts';
import { referrals, users, type UserRow } from '#db/schema/index.ts';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, RESERVED_USERNAMES } from '#shared/constants.ts';
import { localeForCountry } from '#shared/i18n/locales.ts';
import { canonicalTimeZone, COUNTRY_TIME_ZONES, isTimeZone } from '#shared/i18n/time-zones.ts';
import { validation } from '#shared/messages/common.ts';
import type { SignupData } from '#shared/schemas/auth.ts';
import type { AccountPatch, User, UserPatch } from '#shared/schemas/user.ts';
import type { Deps } from '#api/deps.ts';
import { write } from '#db/unit-of-work.ts';

const reserved = new Set<string>(RESERVED_USERNAMES);

export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++)
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

/** A field problem the caller should fix: 400, or 409 for a taken email or username. */
export class FieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly status: 400 | 409,
  ) {
    super(message);
  }
}

export function isReservedUsername(username: string) {
  return reserved.has(username.toLowerCase());
}

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === 'SQLITE_CONSTRAINT_UNIQUE';

/** Creates the account (and its pending referral) in one transaction; throws FieldError on a rule it breaks. */
export function createUser(db: Db | Tx, data: SignupData, passwordHash: string): UserRow {
  if (isReservedUsername(data.username)) throw new FieldError('username', validation.usernameReserved, 400);
  return write(db, (tx) => {
    const referrer = data.referralCode
      ? tx
          .select({ id: users.id, code: users.referralCode })
          .from(users)
          .where(eq(users.referralCode, data.referralCode))
          .get()
      : undefined;
    if (data.referralCode && !referrer) throw new FieldError('referralCode', validation.invalidReferralCode, 400);
    // The username first: a taken username is answered the same whether or not the email has an account.
    if (
      tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${data.username.toLowerCase()}`)
        .get()
    ) {
      throw new FieldError('username', validation.usernameTaken, 409);
    }
    if (tx.select({ id: users.id }).from(users).where(eq(users.email, data.email)).get()) {
      throw new FieldError('email', validation.emailTaken, 409);
    }
    for (let attempt = 0; ; attempt++) {
      try {
        const user = tx
          .insert(users)
          .values({
            name: data.name,
            email: data.email,
            password: passwordHash,
            username: data.username,
            userType: data.userType,
            country: data.country,
            locale: data.locale ?? localeForCountry(data.country),
            timeZone: isTimeZone(data.timeZone) ? canonicalTimeZone(data.timeZone) : COUNTRY_TIME_ZONES[data.country],
            referralCode: newReferralCode(),
            referredBy: referrer?.id ?? null,
          })
          .returning()
          .get();
        if (referrer)
          tx.insert(referrals)
            .values({ referrerId: referrer.id, referredUserId: user.id, referralCode: referrer.code })
            .run();
        return user;
      } catch (error) {
        // A referral-code collision (1 in 10^12 per pair) gets a new code; anything else is real.
        if (isUniqueViolation(error) && String(error).includes('referral_code') && attempt < 5) continue;
        if (isUniqueViolation(error) && String(error).includes('email'))
          throw new FieldError('email', validation.emailTaken, 409);
        if (isUniqueViolation(error) && String(error).includes('username'))
          throw new FieldError('username', validation.usernameTaken, 409);
        throw error;
      }
    }
  });
}

/**
 * The member's name and username. A username is theirs alone, in any case, and never a reserved one;
 * checked and written in one transaction, so two members asking for the same one at once cannot both have it.
 */
export function updateAccount({ db }: Pick<Deps, 'db'>, userId: number, patch: AccountPatch): UserRow {
  if (patch.username !== undefined && isReservedUsername(patch.username))
    throw new FieldError('username', validation.usernameReserved, 400);
  try {
    return write(db, (tx) => {
      if (patch.username !== undefined) {
        const holder = tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.username}) = ${patch.username.toLowerCase()} AND ${users.id} != ${userId}`)
          .get();
        if (holder) throw new FieldError('username', validation.usernameTaken, 409);
      }
      return tx.update(users).set(patch).where(eq(users.id, userId)).returning().get();
    });
  } catch (error) {
    if (isUniqueViolation(error) && String(error).includes('username'))
      throw new FieldError('username', validation.usernameTaken, 409);
    throw error;
  }
}

/** The account with this (already normalised) email, for sign-in. */
export function userByEmail({ db }: Pick<Deps, 'db'>, email: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.email, email)).get();
}

// The reads behind every signed-in request, prepared once per connection (drizzle compiles an unprepared query on every
// call, db/prepared.ts).
const byId = perConnection((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(),
);

/** The whole row of a signed-in user (the session guarantees it exists). */
export function userById({ db }: Pick<Deps, 'db'>, id: number): UserRow {
  const row = byId(db).get({ id });
  if (!row) throw new Error(`user ${id} has a session but no row`);
  return row;
}

/** What GET /api/user shows, and no more: the columns `toUserDto` reads. */
const ACCOUNT_FIELDS = [
  'id',
  'name',
  'email',
  'emailVerifiedAt',
  'username',
  'userType',
  'country',
  'locale',
  'timeZone',
  'profilePicture',
  'location',
  'tiktokUsername',
  'tiktokProfileUrl',
  'bankAccountConnected',
  'bankAccountName',
  'bankAccountNumber',
  'autoRoundUpEnabled',
  'roundUpMethod',
  'roundUpMultiplier',
  'weeklyCapCents',
  'investmentChoice',
  'investmentChosenAt',
  'welcomedAt',
  'pointsEnabled',
  'notifyTransactionAlerts',
  'notifyCashOutReminders',
  'notifyCreatorUpdates',
  'referralCode',
  'createdAt',
] as const satisfies readonly (keyof UserRow)[];
export type AccountRow = Pick<UserRow, (typeof ACCOUNT_FIELDS)[number]>;

const accountById = perConnection((db) =>
  db
    .select(Object.fromEntries(ACCOUNT_FIELDS.map((field) => [field, users[field]])))
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(),
);

/** The signed-in user's account as GET /api/user shows it. */
export function accountOf({ db }: Pick<Deps, 'db'>, id: number): AccountRow {
  const row = accountById(db).get({ id });
  if (!row) throw new Error(`user ${id} has a session but no row`);
  return row as AccountRow;
}

const pointsTotalsById = perConnection((db) =>
  db
    .select({
      availablePointsBalance: users.availablePointsBalance,
      totalTikTokSpendCents: users.totalTikTokSpendCents,
      totalPointsEarned: users.totalPointsEarned,
      totalRedeemedPoints: users.totalRedeemedPoints,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(),
);

/** The dashboard's maintained totals (hundredths), one row read: O(1) whatever the history. */
export function pointsTotalsOf({ db }: Pick<Deps, 'db'>, id: number) {
  const row = pointsTotalsById(db).get({ id });
  if (!row) throw new Error(`user ${id} has a session but no row`);
  return row;
}

/** Stores a new password hash and when it changed. */
export function setPassword({ db, now }: Pick<Deps, 'db' | 'now'>, userId: number, passwordHash: string) {
  db.update(users)
    .set({ password: passwordHash, passwordChangedAt: new Date(now()) })
    .where(eq(users.id, userId))
    .run();
}

/** Applies the settings a user changed and returns the updated row. */
export function updateSettings({ db, now }: Pick<Deps, 'db' | 'now'>, userId: number, patch: UserPatch): UserRow {
  const { weeklyCap, ...rest } = patch;
  // The API speaks whole dollars; the row keeps cents like every other amount. Sending a choice of investment,
  // even the one already set, is choosing it (the set-up checklist's step).
  const values = {
    ...rest,
    ...(weeklyCap === undefined ? {} : { weeklyCapCents: weeklyCap === null ? null : weeklyCap * 100 }),
    ...(rest.investmentChoice === undefined ? {} : { investmentChosenAt: new Date(now()) }),
  };
  return db.update(users).set(values).where(eq(users.id, userId)).returning().get();
}

export function toUserDto(u: AccountRow): User {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    emailVerified: u.emailVerifiedAt !== null,
    username: u.username,
    userType: u.userType,
    country: u.country,
    locale: u.locale,
    timeZone: u.timeZone,
    profilePicture: u.profilePicture,
    location: u.location,
    tiktokUsername: u.tiktokUsername,
    tiktokProfileUrl: u.tiktokProfileUrl,
    bankAccountConnected: u.bankAccountConnected,
    bankAccountName: u.bankAccountName,
    bankAccountNumber: u.bankAccountNumber,
    autoRoundUpEnabled: u.autoRoundUpEnabled,
    roundUpMethod: u.roundUpMethod,
    roundUpMultiplier: u.roundUpMultiplier,
    weeklyCap: u.weeklyCapCents === null ? null : u.weeklyCapCents / 100,
    investmentChoice: u.investmentChoice,
    investmentChosen: u.investmentChosenAt !== null,
    welcomed: u.welcomedAt !== null,
    pointsEnabled: u.pointsEnabled,
    notifyTransactionAlerts: u.notifyTransactionAlerts,
    notifyCashOutReminders: u.notifyCashOutReminders,
    notifyCreatorUpdates: u.notifyCreatorUpdates,
    referralCode: u.referralCode,
    createdAt: u.createdAt.toISOString(),
  };
}

/**
 * The member's first dashboard has greeted them: every later one says welcome back, on any device. Once: a second
 * call (another tab, a retry) keeps the first moment.
 */
export function markWelcomed({ db, now }: Pick<Deps, 'db' | 'now'>, userId: number) {
  db.update(users)
    .set({ welcomedAt: new Date(now()) })
    .where(and(eq(users.id, userId), isNull(users.welcomedAt)))
    .run();
}
