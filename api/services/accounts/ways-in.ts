// Which ways into an account are the owner's. A reset (which proves the mailbox) or an undone email change (which
// proves the old one) takes an account back: every passkey and second factor added since the owner last proved who
// they are, in a way an intruder holding the password and a session cannot, may be the intruder's, and goes.
// Such a proof is the mailbox, or a second factor or passkey the account already had at the owner's last proof.
import { and, eq, gte } from 'drizzle-orm';
import type { Db, Tx } from '#db/index.ts';
import { passkeys, recoveryCodes, users, type UserRow } from '#db/schema/index.ts';
import { PASSKEY_SETTLING_MS } from '#shared/routes-security.ts';

type Owner = Pick<UserRow, 'id' | 'ownerProvenAt'>;

/** The owner proved who they are at `at` (the mailbox, or a way in that was theirs already). */
export function markOwnerProof(db: Db | Tx, userId: number, at: number) {
  db.update(users)
    .set({ ownerProvenAt: new Date(at) })
    .where(eq(users.id, userId))
    .run();
}

/** Whether a way in added at `addedAt` was the account's before the owner's last proof. */
export const isOwners = (member: Owner, addedAt: Date | null) =>
  member.ownerProvenAt !== null && addedAt !== null && addedAt.getTime() < member.ownerProvenAt.getTime();

/** A proof given with the second factor or a passkey added at `addedAt`: the owner's when that way was theirs. */
export function noteProofWith(db: Db | Tx, member: Owner, addedAt: Date | null, at: number) {
  if (isOwners(member, addedAt)) markOwnerProof(db, member.id, at);
}

/** Two-factor off: its secrets (the one in use and one being set up) and every recovery code gone. */
export function clearSecondFactor(tx: Db | Tx, userId: number) {
  tx.update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(users.id, userId))
    .run();
  tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
}

/** The ways in an owner's proof ended: the passkeys by name, and whether the second factor went. */
export type WaysInEnded = { passkeyNames: string[]; secondFactor: boolean };
export const NONE_ENDED: WaysInEnded = { passkeyNames: [], secondFactor: false };

/** A passkey added less than a day ago proves nothing on its own: its owner has had a day to see the mail. */
export const isSettling = (passkey: { createdAt: Date }, now: number) =>
  now - passkey.createdAt.getTime() < PASSKEY_SETTLING_MS;

/**
 * Ends every passkey and the second factor added since the owner's last proof (all of them when the mailbox was
 * never proven), and counts this as the owner's proof. What went, for the mail.
 */
export function endWaysInSinceOwnerProof(
  tx: Db | Tx,
  member: Owner & Pick<UserRow, 'totpEnabledAt'>,
  at: number,
): WaysInEnded {
  const since = member.ownerProvenAt;
  const gone = tx
    .delete(passkeys)
    .where(since ? and(eq(passkeys.userId, member.id), gte(passkeys.createdAt, since)) : eq(passkeys.userId, member.id))
    .returning({ name: passkeys.name })
    .all();
  const secondFactorGone = member.totpEnabledAt !== null && !isOwners(member, member.totpEnabledAt);
  if (secondFactorGone) clearSecondFactor(tx, member.id);
  else {
    // A second factor being set up (not yet on) is not the owner's either.
    tx.update(users).set({ totpPendingSecret: null }).where(eq(users.id, member.id)).run();
  }
  markOwnerProof(tx, member.id, at);
  return { passkeyNames: gone.map((p) => p.name), secondFactor: secondFactorGone };
}
