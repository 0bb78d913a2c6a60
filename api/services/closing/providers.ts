// A closed account's links at the outside systems removed: Belvo links deleted, the Finicity customer deleted,
// saved cards detached at the card provider. Run after the closing transaction committed (the account is
// closed and erased whatever they answer); what a provider refuses or does not answer stays recorded on the closed
// account (its bank_accounts' link ids, payment_methods rows, users.finicityCustomerId/stripePaymentMethodId) and the
// job tries it again on each pass (`finishClosings`), so nothing is half-removed for long and nothing is forgotten.
import { and, eq, exists, isNotNull, or } from 'drizzle-orm';
import { bankAccounts, paymentMethods, users } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';
import { BankLinkError } from '#api/providers/banks/bank-provider.ts';

type ProviderDeps = Pick<Deps, 'db' | 'banks' | 'providers'>;

/** Already gone at the provider: the wanted end state. */
const gone = (error: unknown) => error instanceof BankLinkError && error.code === 'not_found';

async function attempt(what: string, userId: number, work: () => Promise<void>): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (error) {
    if (gone(error)) return true;
    console.warn(`[closing] user ${userId}: ${what} failed, retried by the jobs:`, (error as Error).message);
    return false;
  }
}

/** Removes what is left of one closed account at the providers; true when nothing is left. */
export async function removeAtProviders(deps: ProviderDeps, userId: number): Promise<boolean> {
  const { db } = deps;
  let done = true;
  const member = db
    .select({ customer: users.finicityCustomerId, card: users.stripePaymentMethodId, link: users.belvoLinkId })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  const links = db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)).all();
  const linkIds = new Set(links.flatMap((a) => (a.provider === 'belvo' && a.belvoLinkId ? [a.belvoLinkId] : [])));
  if (member?.link) linkIds.add(member.link);
  // The rows stay, inactive and nameless: which real account it was (the aggregator's id, the hash of the bank's
  // identification) and when it was let go decide that the next member to link it earns nothing of this one's
  // history (`claimRealAccount`), even when that is the same person joining again.
  for (const linkId of linkIds) {
    if (await attempt('Belvo link delete', userId, () => deps.banks.belvo.deleteLink(linkId)))
      db.update(bankAccounts)
        .set({ belvoLinkId: null })
        .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.belvoLinkId, linkId)))
        .run();
    else done = false;
  }
  if (member?.customer) {
    const customer = member.customer;
    if (await attempt('Finicity customer delete', userId, () => deps.banks.finicity.deleteCustomer(customer)))
      db.update(users).set({ finicityCustomerId: null }).where(eq(users.id, userId)).run();
    else done = false;
  }
  const cards = db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId)).all();
  const ids = new Set([...cards.map((c) => c.providerId), ...(member?.card ? [member.card] : [])]);
  for (const id of ids) {
    if (await attempt('card detach', userId, () => deps.providers.cardSetup.detach(id))) {
      db.delete(paymentMethods)
        .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.providerId, id)))
        .run();
      if (id === member?.card) db.update(users).set({ stripePaymentMethodId: null }).where(eq(users.id, userId)).run();
    } else done = false;
  }
  if (done) db.update(users).set({ belvoLinkId: null }).where(eq(users.id, userId)).run();
  return done;
}

/** Closed accounts with something still to remove at a provider. */
export function closingsToFinish({ db }: Pick<Deps, 'db'>): number[] {
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNotNull(users.closedAt),
        or(
          isNotNull(users.finicityCustomerId),
          isNotNull(users.belvoLinkId),
          isNotNull(users.stripePaymentMethodId),
          exists(
            db
              .select({ id: bankAccounts.id })
              .from(bankAccounts)
              .where(and(eq(bankAccounts.userId, users.id), isNotNull(bankAccounts.belvoLinkId))),
          ),
          exists(db.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.userId, users.id))),
        ),
      ),
    )
    .all()
    .map((r) => r.id);
}

/** The job's step: every closed account's leftovers tried again (each apart: one's failure stops no other). */
export async function finishClosings(deps: ProviderDeps) {
  for (const userId of closingsToFinish(deps)) await removeAtProviders(deps, userId);
}
