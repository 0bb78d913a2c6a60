// Creators' public profiles: found by username (case-insensitively), their totals (the 1% share received, kept
// as a maintained total by the money engine, and the gifters following them), their latest shares received,
// and a creator's own changes to the profile.
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { creatorFollows, transactions, users, type UserRow } from '#db/schema/index.ts';
import type { CreatorProfileUpdate } from '#shared/schemas/creators.ts';
import type { Deps } from '#api/deps.ts';
import { write } from '#db/unit-of-work.ts';

/** How many shares received the profile shows. */
export const RECENT_SHARES = 10;

/** The creator with this username (any case); undefined for an unknown name or a gifter's. */
export function creatorByUsername({ db }: Pick<Deps, 'db'>, username: string): UserRow | undefined {
  const row = db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .get();
  // A closed account's page is gone with it.
  return row?.userType === 'creator' && row.closedAt === null ? row : undefined;
}

/** Gifters following the creator now (only gifters can follow). */
export function supportersOf({ db }: Pick<Deps, 'db'>, creatorId: number): number {
  return db.select({ n: count() }).from(creatorFollows).where(eq(creatorFollows.creatorId, creatorId)).get()?.n ?? 0;
}

/**
 * The latest shares the creator received and still holds (a refunded or removed purchase's share was taken back),
 * newest purchase first: the amount and the purchase's date, nothing that names the gifter.
 */
export function recentSharesOf({ db }: Pick<Deps, 'db'>, creatorId: number, limit = RECENT_SHARES) {
  return db
    .select({ amount: transactions.creatorShare, date: transactions.date })
    .from(transactions)
    .where(
      and(eq(transactions.creatorId, creatorId), gt(transactions.creatorShare, 0), isNull(transactions.reversedAt)),
    )
    .orderBy(desc(transactions.date), desc(transactions.id))
    .limit(limit)
    .all();
}

/**
 * Applies the creator's changes and returns the updated row and the picture it replaced (for the caller to delete).
 * A new TikTok username drops a stored profile URL, which named the old one; the URL is then built from the name.
 */
export function updateCreatorProfile(
  { db }: Pick<Deps, 'db'>,
  creator: UserRow,
  patch: CreatorProfileUpdate,
): { row: UserRow; replacedPicture: string | null } {
  const values: Partial<UserRow> = {};
  if (patch.location !== undefined) values.location = patch.location;
  if (patch.tiktokUsername !== undefined && patch.tiktokUsername !== creator.tiktokUsername) {
    values.tiktokUsername = patch.tiktokUsername;
    values.tiktokProfileUrl = null;
  }
  if (patch.profilePicture === null) values.profilePicture = null;
  if (Object.keys(values).length === 0) return { row: creator, replacedPicture: null };
  const row = db.update(users).set(values).where(eq(users.id, creator.id)).returning().get();
  const replacedPicture = patch.profilePicture === null ? creator.profilePicture : null;
  return { row, replacedPicture };
}

/** Sets the user's picture to `url`; returns the one it replaced. */
export function setProfilePicture({ db }: Pick<Deps, 'db'>, userId: number, url: string): string | null {
  return write(db, (tx) => {
    const before = tx.select({ url: users.profilePicture }).from(users).where(eq(users.id, userId)).get();
    tx.update(users).set({ profilePicture: url }).where(eq(users.id, userId)).run();
    return before?.url ?? null;
  });
}
