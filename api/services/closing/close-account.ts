// Closing an account. One IMMEDIATE transaction checks that no money is on its way, that what is given up is
// exactly what the member was shown, books it out through the ledger, remembers what the person was paid once (so
// joining again earns it no second time), queues the confirmation mail to the address the account had, and erases
// the personal data; the providers' removals follow once it has committed (api/services/closing/providers.ts), so a
// provider that fails never leaves a half-closed account.
import { and, eq, isNull } from 'drizzle-orm';
import { users, type UserRow } from '#db/schema/index.ts';
import type { ClosingPreview, Forfeit } from '#shared/schemas/closing.ts';
import type { Deps } from '#api/deps.ts';
import { composeMail } from '#api/services/mail/compose.ts';
import { queueMail } from '#api/services/mail/outbox.ts';
import { bitcoinPriceOrNull } from '#api/services/money/investments.ts';
import { deletePicture } from '#api/services/profile-pictures.ts';
import { bookForfeit, closingPreview, sameForfeit } from './books.ts';
import { eraseMember } from './erase.ts';
import { removeAtProviders } from './providers.ts';
import { rememberFormerMember } from '#api/services/accounts/former-members.ts';
import { write } from '#db/unit-of-work.ts';

type ClosingDeps = Pick<Deps, 'db' | 'sqlite' | 'env' | 'now' | 'providers' | 'banks'>;

/** What closing now would do: what is given up, what stops it. */
export async function previewClosing(deps: ClosingDeps, userId: number): Promise<ClosingPreview> {
  const price = await bitcoinPriceOrNull(deps);
  const at = deps.now();
  return write(deps.sqlite, () => closingPreview(deps.sqlite, userId, price, at));
}

export type CloseOutcome =
  | { kind: 'closed' }
  /** Closed already (a second request at the same moment): nothing done twice. */
  | { kind: 'already' }
  | { kind: 'blocked'; preview: ClosingPreview }
  /** What would be given up is not what the member was shown: they are shown it again. */
  | { kind: 'changed'; preview: ClosingPreview };

/**
 * The confirmation, to the address the account had: queued before it is erased, and not tied to the row (userId
 * null), so erasing the member's waiting mail does not take it. Like every mail, it tells no balance.
 */
function queueConfirmation(deps: ClosingDeps, member: UserRow, at: number) {
  const mail = composeMail(deps.env.publicOrigin, member.email, member, (_t, { texts }) => {
    const { closingMail } = texts.closingMail;
    return { subject: closingMail.subject, lines: closingMail.lines, after: closingMail.after };
  });
  queueMail(deps.db, mail, null, new Date(at));
}

/**
 * Closes the account if nothing is on its way and `shown` is still exactly what closing gives up. The password
 * was checked by the caller. Signs the member out everywhere (their sessions are erased with the rest).
 */
export async function closeAccount(deps: ClosingDeps, userId: number, shown: Forfeit): Promise<CloseOutcome> {
  const price = await bitcoinPriceOrNull(deps);
  const at = deps.now();
  const outcome = write(deps.sqlite, (): CloseOutcome & { picture?: string | null } => {
    const member = deps.db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.closedAt)))
      .get();
    if (!member) return { kind: 'already' };
    const preview = closingPreview(deps.sqlite, userId, price, at);
    if (preview.blockers.length > 0) return { kind: 'blocked', preview };
    if (!sameForfeit(preview.forfeit, shown)) return { kind: 'changed', preview };
    bookForfeit(deps.sqlite, userId, at);
    rememberFormerMember(deps, deps.db, member, at);
    queueConfirmation(deps, member, at);
    eraseMember(deps.db, member, at);
    return { kind: 'closed', picture: member.profilePicture };
  });
  if (outcome.kind !== 'closed') return outcome;
  await deletePicture(deps.env, outcome.picture ?? null).catch((error: Error) =>
    console.warn(`[closing] user ${userId}: picture not deleted:`, error.message),
  );
  await removeAtProviders(deps, userId);
  return { kind: 'closed' };
}
