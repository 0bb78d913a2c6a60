// What a member's email is for: confirming it, resetting a forgotten password with it, and moving the
// account to another address (confirmed by the new one, undoable from the old one for 7 days). Every mail is queued
// in the transaction of the change it tells of (api/services/mail/outbox.ts); every link is one-time and hashed
// (api/services/accounts/email-tokens.ts).
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '#db/index.ts';
import { emailTokens, users, type UserRow } from '#db/schema/index.ts';
import { accountScreens, tokenLink } from '#shared/routes-account.ts';
import { routes } from '#shared/routes.ts';
import type { Deps } from '#api/deps.ts';
import { issueToken, sha256, useToken, voidLaterUndos, voidTokens } from '#api/services/accounts/email-tokens.ts';
import { recogniseFormerMember } from '#api/services/accounts/former-members.ts';
import { composeMail, type MailTexts, type MailWords } from '#api/services/mail/compose.ts';
import { queueMail } from '#api/services/mail/outbox.ts';
import { destroyAllSessions } from '#api/services/accounts/sessions.ts';
import { endWaysInSinceOwnerProof, NONE_ENDED, type WaysInEnded } from '#api/services/accounts/ways-in.ts';
import { write } from '#db/unit-of-work.ts';

type MailDeps = Pick<Deps, 'db' | 'now' | 'env'>;
type Member = Pick<UserRow, 'id' | 'name' | 'email' | 'locale'>;

function mail({ env, now }: MailDeps, tx: Db | Tx, to: string, member: Member, content: MailWords) {
  queueMail(tx, composeMail(env.publicOrigin, to, member, content), member.id, new Date(now()));
}

/** A mail to the member's own address about their account (two-factor, passkeys, a new device). */
export const mailMember = (deps: MailDeps, tx: Db | Tx, member: Member, content: MailWords) =>
  mail(deps, tx, member.email, member, (t, say) => {
    const written = content(t, say);
    return { ...written, after: [...(written.after ?? []), t.notYou] };
  });

/** The ways in that an owner's proof ended, as a sentence of the mail (none: no sentence). */
const removedLines = (t: MailTexts, { passkeyNames, secondFactor }: WaysInEnded) => {
  const names = [...passkeyNames.map((name) => t.passkeyNamed(name)), ...(secondFactor ? [t.twoFactorNamed] : [])];
  return names.length > 0 ? [t.waysInRemoved(names)] : [];
};
const link = (deps: MailDeps, screen: string, token: string) => tokenLink(deps.env.publicOrigin, screen, token);
const signInLink = (deps: MailDeps) => `${deps.env.publicOrigin}${routes.login}`;

/**
 * A confirmation link to the member's email. `browserCookie`: sign-up's, so the link signs that browser in;
 * `keepEarlier`: the links sent before still work (a sign-in before confirming sends one the member did not ask for,
 * and the sign-up's link, which signs its browser in, must not stop working because of it).
 */
export function sendVerification(
  deps: MailDeps,
  tx: Db | Tx,
  member: Member,
  { browserCookie, keepEarlier = false }: { browserCookie?: string; keepEarlier?: boolean } = {},
) {
  const token = issueToken(tx, {
    userId: member.id,
    purpose: 'verify_email',
    email: member.email,
    at: deps.now(),
    browserHash: browserCookie ? sha256(browserCookie) : undefined,
    keepEarlier,
  });
  mail(deps, tx, member.email, member, (t) => ({
    subject: t.verifySubject,
    lines: [...t.verifyLines],
    action: { label: t.verifyAction, url: link(deps, accountScreens.verifyEmail, token) },
    after: [...t.verifyAfter],
  }));
}

/**
 * Sign-up's Resend, from the browser that signed up (its cookie names the pending link): a new link to the address
 * that account is waiting to confirm. Nothing when the cookie names no such link (a sign-up with an address that
 * has an account makes none): the caller answers the same either way.
 */
export function resendSignupLink(deps: MailDeps, browserCookie: string | undefined) {
  if (!browserCookie) return;
  const pending = deps.db
    .select({ userId: emailTokens.userId, email: emailTokens.email })
    .from(emailTokens)
    .where(and(eq(emailTokens.purpose, 'verify_email'), eq(emailTokens.browserHash, sha256(browserCookie))))
    .orderBy(desc(emailTokens.id))
    .get();
  if (!pending) return;
  const member = deps.db.select().from(users).where(eq(users.id, pending.userId)).get();
  if (!member || member.emailVerifiedAt || member.email !== pending.email) return;
  write(deps.db, (tx) => sendVerification(deps, tx, member, { browserCookie }));
}

/** Sign-up with an email that has an account: its owner is told, and no account is made. */
export function mailSignupTaken(deps: MailDeps, owner: Member) {
  mail(deps, deps.db, owner.email, owner, (t) => ({
    subject: t.signupTakenSubject,
    lines: [...t.signupTakenLines],
    action: { label: t.signupTakenAction, url: signInLink(deps) },
    after: [...t.signupTakenAfter, t.notYou],
  }));
}

/**
 * Opens a confirmation link: the member whose email it confirmed, and whether this browser is the one that signed up
 * (then it is signed in); undefined for a link that does not work, or whose address is no longer the account's.
 */
export function confirmEmail(deps: MailDeps, token: string, browserCookie: string | undefined) {
  const at = deps.now();
  return write(deps.db, (tx) => {
    const row = useToken(tx, 'verify_email', token, at);
    if (!row) return undefined;
    const member = tx
      .update(users)
      .set({ emailVerifiedAt: new Date(at), ownerProvenAt: new Date(at) })
      .where(and(eq(users.id, row.userId), eq(users.email, row.email)))
      .returning({ id: users.id, email: users.email })
      .get();
    if (!member) return undefined;
    const sameBrowser =
      row.browserHash !== null && browserCookie !== undefined && row.browserHash === sha256(browserCookie);
    return { userId: member.id, email: member.email, signIn: sameBrowser };
  });
}

/** A reset link to `email` if it has an account; nothing otherwise (the caller answers the same either way). */
export function sendPasswordReset(deps: MailDeps, email: string) {
  const member = deps.db.select().from(users).where(eq(users.email, email)).get();
  if (!member) return;
  write(deps.db, (tx) => {
    const token = issueToken(tx, { userId: member.id, purpose: 'reset_password', email, at: deps.now() });
    mail(deps, tx, email, member, (t) => ({
      subject: t.resetSubject,
      lines: [...t.resetLines],
      action: { label: t.resetAction, url: link(deps, accountScreens.resetPassword, token) },
      after: [...t.resetAfter, t.notYou],
    }));
  });
}

/** 'Your password was changed', to the member's email. */
export function mailPasswordChanged(deps: MailDeps, tx: Db | Tx, member: Member, removed = NONE_ENDED) {
  mail(deps, tx, member.email, member, (t) => ({
    subject: t.passwordChangedSubject,
    lines: [...t.passwordChangedLines, ...removedLines(t, removed)],
    action: { label: t.passwordChangedAction, url: signInLink(deps) },
    after: [t.notYou],
  }));
}

/**
 * Applies a reset link: the new password, every session ended, the email confirmed (the link proved it), the other
 * reset links void, and the member told. False when the link does not work.
 */
export function resetPassword(deps: MailDeps, token: string, passwordHash: string): boolean {
  const at = deps.now();
  return write(deps.db, (tx) => {
    const row = useToken(tx, 'reset_password', token, at);
    if (!row) return false;
    const member = tx
      .update(users)
      .set({ password: passwordHash, passwordChangedAt: new Date(at) })
      .where(and(eq(users.id, row.userId), eq(users.email, row.email)))
      .returning()
      .get();
    if (!member) return false;
    // The link proved the mailbox: what was added since the owner last proved who they are may be an intruder's.
    const removed = endWaysInSinceOwnerProof(tx, member, at);
    if (!member.emailVerifiedAt)
      tx.update(users)
        .set({ emailVerifiedAt: new Date(at) })
        .where(eq(users.id, member.id))
        .run();
    voidTokens(tx, member.id, 'reset_password', at);
    destroyAllSessions(tx, member.id);
    mailPasswordChanged(deps, tx, member, removed);
    return true;
  });
}

const emailTaken = (db: Db | Tx, email: string, exceptId: number) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, exceptId)))
    .get() !== undefined;

/**
 * A change of email asked for: the link goes to the new address (which, if it has an account, is told so instead:
 * the answer to the member is the same, so it tells nobody which addresses have accounts).
 */
export function requestEmailChange(deps: MailDeps, member: Member, newEmail: string) {
  write(deps.db, (tx) => {
    if (emailTaken(tx, newEmail, member.id)) {
      mail(deps, tx, newEmail, member, (t) => ({
        subject: t.changeEmailSubject,
        lines: [...t.changeEmailTakenLines],
      }));
      return;
    }
    const token = issueToken(tx, { userId: member.id, purpose: 'change_email', email: newEmail, at: deps.now() });
    mail(deps, tx, newEmail, member, (t) => ({
      subject: t.changeEmailSubject,
      lines: t.changeEmailLines(member.email),
      action: { label: t.changeEmailAction, url: link(deps, accountScreens.confirmEmail, token) },
      after: [...t.changeEmailAfter],
    }));
  });
}

export type EmailMove = { email: string } | 'taken' | undefined;

/** The new address's link: the email changes (and counts as confirmed); the old address gets a 7-day undo link. */
export function confirmEmailChange(deps: MailDeps, token: string): EmailMove {
  const at = deps.now();
  return write(deps.db, (tx) => {
    const row = useToken(tx, 'change_email', token, at);
    if (!row) return undefined;
    const before = tx.select().from(users).where(eq(users.id, row.userId)).get();
    if (!before) return undefined;
    if (emailTaken(tx, row.email, before.id)) return 'taken';
    tx.update(users)
      .set({ email: row.email, emailVerifiedAt: new Date(at) })
      .where(eq(users.id, before.id))
      .run();
    recogniseFormerMember(deps, tx, before.id, row.email);
    // Links sent to the old address (a confirmation, a reset) no longer work: they name an address the account left.
    const undo = issueToken(tx, { userId: before.id, purpose: 'undo_email_change', email: before.email, at });
    mail(deps, tx, before.email, before, (t) => ({
      subject: t.emailChangedSubject,
      lines: t.emailChangedLines(row.email),
      action: { label: t.emailChangedAction, url: link(deps, accountScreens.undoEmailChange, undo) },
      after: [...t.emailChangedAfter, t.notYou],
    }));
    return { email: row.email };
  });
}

/** The old address's undo link: the address comes back, every session ends, and a new password is asked for. */
export function undoEmailChange(deps: MailDeps, token: string): EmailMove {
  const at = deps.now();
  return write(deps.db, (tx) => {
    const row = useToken(tx, 'undo_email_change', token, at);
    if (!row) return undefined;
    const member = tx.select().from(users).where(eq(users.id, row.userId)).get();
    if (!member) return undefined;
    if (emailTaken(tx, row.email, member.id)) return 'taken';
    tx.update(users)
      .set({ email: row.email, emailVerifiedAt: new Date(at) })
      .where(eq(users.id, member.id))
      .run();
    recogniseFormerMember(deps, tx, member.id, row.email);
    voidTokens(tx, member.id, 'change_email', at);
    voidLaterUndos(tx, row, at);
    destroyAllSessions(tx, member.id);
    const removed = endWaysInSinceOwnerProof(tx, member, at);
    const reset = issueToken(tx, { userId: member.id, purpose: 'reset_password', email: row.email, at });
    mail(deps, tx, row.email, { ...member, email: row.email }, (t) => ({
      subject: t.emailRestoredSubject,
      lines: [...t.emailRestoredLines, ...removedLines(t, removed)],
      action: { label: t.emailRestoredAction, url: link(deps, accountScreens.resetPassword, reset) },
      after: [t.notYou],
    }));
    return { email: row.email };
  });
}
