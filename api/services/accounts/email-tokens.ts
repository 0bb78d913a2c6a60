// The one-time links in members' mail (confirm, reset, undo): 32 random bytes in the mail, their SHA-256 in
// `email_tokens`. A new link of a purpose voids the member's earlier unused ones (the newest mail is the one that
// works), and using a link is one UPDATE that only an unused, unexpired row of that purpose passes: two clicks at once,
// one wins.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '#db/index.ts';
import { emailTokens, type EmailTokenPurpose } from '#db/schema/index.ts';
import { LINK_TTL_MS } from '#shared/routes-account.ts';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A new link for `purpose`; returns the token the mail carries. */
export function issueToken(
  db: Db | Tx,
  link: {
    userId: number;
    purpose: EmailTokenPurpose;
    email: string;
    at: number;
    browserHash?: string;
    /** The links sent before stay valid (a confirmation the member did not ask for must not void theirs). */
    keepEarlier?: boolean;
  },
): string {
  const { userId, purpose, email, at } = link;
  const token = randomBytes(32).toString('base64url');
  // A new link replaces the one before, except an undo: each address an account left keeps its own 7 days, so an
  // intruder who changes the email twice cannot cancel the owner's undo.
  if (purpose !== 'undo_email_change' && !link.keepEarlier)
    db.delete(emailTokens)
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)))
      .run();
  db.insert(emailTokens)
    .values({
      userId,
      purpose,
      email,
      tokenHash: sha256(token),
      browserHash: link.browserHash ?? null,
      expiresAt: new Date(at + LINK_TTL_MS[purpose]),
      createdAt: new Date(at),
    })
    .run();
  return token;
}

/** The row of a link that still works: this token, this purpose, unused, unexpired. */
const live = (purpose: EmailTokenPurpose, token: string, at: number) =>
  and(
    eq(emailTokens.tokenHash, sha256(token)),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, new Date(at)),
  );

/** Uses the link: its row, now spent, or undefined when it is unknown, of another purpose, used or expired. */
export function useToken(db: Db | Tx, purpose: EmailTokenPurpose, token: string, at: number) {
  return db
    .update(emailTokens)
    .set({ usedAt: new Date(at) })
    .where(live(purpose, token, at))
    .returning()
    .get();
}

/** Voids every unused link of `purpose` of the member (a reset voids the others; a change of email, its links). */
export function voidTokens(db: Db | Tx, userId: number, purpose: EmailTokenPurpose, at: number) {
  db.update(emailTokens)
    .set({ usedAt: new Date(at) })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)))
    .run();
}

/**
 * An undo spent: the undo links of the changes made after it go (the address they would bring back was left by
 * then); those of changes before it stay, so the first owner's link still brings the first address back.
 */
export function voidLaterUndos(db: Db | Tx, used: { id: number; userId: number }, at: number) {
  db.update(emailTokens)
    .set({ usedAt: new Date(at) })
    .where(
      and(
        eq(emailTokens.userId, used.userId),
        eq(emailTokens.purpose, 'undo_email_change'),
        isNull(emailTokens.usedAt),
        // Made after it (ids grow with time; two changes can share a millisecond).
        gt(emailTokens.id, used.id),
      ),
    )
    .run();
}

/** Whether the link would work now (read only: `useToken` is what spends it). */
export function tokenIsLive(db: Db | Tx, purpose: EmailTokenPurpose, token: string, at: number) {
  return (
    db
      .select({ id: emailTokens.id })
      .from(emailTokens)
      .where(live(purpose, token, at))
      .get() !== undefined
  );
}
