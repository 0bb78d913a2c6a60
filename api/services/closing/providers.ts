// A closed account's links at the outside systems removed: Belvo links deleted, the Finicity customer deleted,
// saved cards detached at the card provider. Run after the closing transaction committed (the account is
// closed and erased whatever they answer); what a provider refuses or does not answer stays recorded on the closed
// account (its accounts' links and its own references at the aggregators, payment_methods rows,
// users.stripePaymentMethodId) and the job tries it again on each pass (`finishClosings`), so nothing is
// half-removed for long and nothing is forgotten.
import { and, eq, exists, isNotNull, or } from 'drizzle-orm';
import { paymentMethods, users } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';
import { BankLinkError } from '#api/providers/banks/bank-provider.ts';
import { forgetRef, hasRefs, linkedRefs } from '#api/services/banking/provider-refs.ts';

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
  // The account rows stay, inactive and nameless, without their references (`forgetRef`).
  for (const linked of linkedRefs(deps, userId)) {
    const removal = () => deps.banks.byName[linked.provider].removeLinked(linked.ref);
    if (await attempt(`${linked.provider} removal`, userId, removal)) forgetRef(deps, userId, linked);
    else done = false;
  }
  const member = db.select({ card: users.stripePaymentMethodId }).from(users).where(eq(users.id, userId)).get();
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
  return done;
}

/** Closed accounts with something still to remove at a provider; with `userId`, that account if so. */
export function closingsToFinish(deps: Pick<Deps, 'db'>, userId?: number): number[] {
  const { db } = deps;
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNotNull(users.closedAt),
        userId === undefined ? undefined : eq(users.id, userId),
        or(
          hasRefs(deps),
          isNotNull(users.stripePaymentMethodId),
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
