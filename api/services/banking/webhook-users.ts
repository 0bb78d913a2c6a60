// Who an aggregator's webhook is about (a Belvo link, a Finicity customer), and the accounts it removes.
import { and, eq, isNull } from 'drizzle-orm';
import { bankAccounts, users } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';

/** The users with an active account on this Belvo link. */
export function usersOfBelvoLink({ db }: Pick<Deps, 'db'>, linkId: string): number[] {
  return db
    .selectDistinct({ id: bankAccounts.userId })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.belvoLinkId, linkId), eq(bankAccounts.isActive, true)))
    .all()
    .map((u) => u.id);
}

export function usersOfFinicityCustomer({ db }: Pick<Deps, 'db'>, customerId: string): number[] {
  // A closed account keeps its customer id only until Finicity deleted the customer: never synced.
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.finicityCustomerId, customerId), isNull(users.closedAt)))
    .all()
    .map((u) => u.id);
}

/** Finicity deleted the account: it stops syncing (its history stays). */
export function stopFinicityAccount({ db }: Pick<Deps, 'db'>, userId: number, finicityAccountId: string) {
  db.update(bankAccounts)
    .set({ isActive: false, nextSyncAt: null })
    .where(
      and(
        eq(bankAccounts.userId, userId),
        eq(bankAccounts.provider, 'finicity'),
        eq(bankAccounts.finicityAccountId, finicityAccountId),
      ),
    )
    .run();
}
