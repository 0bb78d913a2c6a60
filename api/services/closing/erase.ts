// Erasing a closing member's personal data, in the closing transaction. The users row stays (money
// records point at it, `restrict`, and are kept 7 years) with placeholders that identify nobody and keep the unique
// indexes satisfied; what is no money record goes. The outside systems' ids that still have to be removed there
// (bank links, cards, the Finicity customer) stay until they are (api/services/closing/providers.ts).
import { randomBytes } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import type { Db, Tx } from '#db/index.ts';
import {
  ambassadorApplications,
  bankAccounts,
  contactMessages,
  creatorFollows,
  dataExports,
  emailTokens,
  idempotencyKeys,
  knownDevices,
  mailOutbox,
  notifications,
  passkeys,
  pushOutbox,
  pushSubscriptions,
  recoveryCodes,
  sessions,
  signInChallenges,
  supportTickets,
  type UserRow,
  users,
} from '#db/schema/index.ts';

/** What stands in for the member's name everywhere it was shown. */
export const CLOSED_NAME = 'Closed account';
/** Not an argon2 PHC string: no password verifies against it. */
export const UNUSABLE_PASSWORD = '!closed';
/** The placeholders of a closed row: unique, in no form a member can type (a username has no '-'). */
export function closedPlaceholders(id: number) {
  const tag = `closed-${id}-${randomBytes(6).toString('hex')}`;
  return { email: `${tag}@closed.invalid`, username: tag, referralCode: `closed-${id}` };
}

/** The member's own words in a kept text (a ticket's subject and message), with their identifiers taken out. */
function redact(text: string, member: Pick<UserRow, 'name' | 'email' | 'username'>) {
  const marks = [member.email, member.username, member.name, ...member.name.split(/\s+/).filter((p) => p.length > 2)];
  let out = text;
  for (const mark of marks.filter(Boolean)) {
    out = out.replace(new RegExp(mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), '[erased]');
  }
  return out;
}

/** Erases the member's personal data; the caller has booked the money and queued the confirmation before. */
export function eraseMember(tx: Db | Tx, member: UserRow, at: number) {
  const id = member.id;
  const placeholders = closedPlaceholders(id);
  tx.update(users)
    .set({
      ...placeholders,
      name: CLOSED_NAME,
      password: UNUSABLE_PASSWORD,
      profilePicture: null,
      location: null,
      tiktokUsername: null,
      tiktokProfileUrl: null,
      bankAccountConnected: false,
      bankAccountName: null,
      bankAccountNumber: null,
      paymentMethodLast4: null,
      paymentMethodBrand: null,
      paymentMethodExpiry: null,
      pointsEnabled: false,
      autoRoundUpEnabled: false,
      notifyTransactionAlerts: false,
      notifyCashOutReminders: false,
      notifyCreatorUpdates: false,
      emailVerifiedAt: null,
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      webauthnUserId: null,
      closedAt: new Date(at),
    })
    .where(eq(users.id, id))
    .run();
  // Signed out everywhere, no way back in, nothing left to send.
  for (const table of [
    sessions,
    pushSubscriptions,
    pushOutbox,
    passkeys,
    knownDevices,
    recoveryCodes,
    signInChallenges,
    emailTokens,
    notifications,
    idempotencyKeys,
  ] as const)
    tx.delete(table).where(eq(table.userId, id)).run();
  tx.delete(mailOutbox).where(eq(mailOutbox.userId, id)).run();
  tx.delete(creatorFollows)
    .where(or(eq(creatorFollows.gifterId, id), eq(creatorFollows.creatorId, id)))
    .run();
  // A data archive holds everything: its link stops working now (its expiry removes the file).
  tx.update(dataExports)
    .set({ expiresAt: new Date(at) })
    .where(eq(dataExports.userId, id))
    .run();
  // Bank links stop syncing at once, with nothing that names the account left; the rows go once the link is
  // removed at the aggregator.
  tx.update(bankAccounts)
    .set({
      isActive: false,
      accountName: '',
      accountNumber: null,
      syncError: null,
      nextSyncAt: null,
      updatedAt: new Date(at),
    })
    .where(eq(bankAccounts.userId, id))
    .run();
  for (const ticket of tx.select().from(supportTickets).where(eq(supportTickets.userId, id)).all()) {
    tx.update(supportTickets)
      .set({
        name: CLOSED_NAME,
        email: placeholders.email,
        subject: redact(ticket.subject, member),
        message: redact(ticket.message, member),
      })
      .where(eq(supportTickets.id, ticket.id))
      .run();
  }
  tx.update(contactMessages)
    .set({ name: CLOSED_NAME, email: placeholders.email, userId: null })
    .where(eq(contactMessages.userId, id))
    .run();
  tx.update(ambassadorApplications)
    .set({ fullName: CLOSED_NAME, email: placeholders.email, tiktokUsername: '', userId: null })
    .where(eq(ambassadorApplications.userId, id))
    .run();
}
