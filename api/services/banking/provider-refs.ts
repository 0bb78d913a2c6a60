// Where each aggregator's references are kept, the same for every aggregator: an account keeps the aggregator's
// name and its id there (`provider`, `providerAccountId`), and the reference it is read through when the aggregator
// gives one per bank login (`linkRef`: a Belvo link); the member's own reference at an aggregator is kept in
// `aggregator_refs`, one per aggregator (a Finicity customer, which the accounts without a `linkRef` are read
// through; the last Belvo link made, so closing also removes a link that got no accounts). The rest of the app
// speaks of `{ provider, ref }` (see BankAggregator).
import { and, eq, exists, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { aggregatorRefs, bankAccounts, users } from '#db/schema/index.ts';
import { CREDENTIALS_FLOW_COUNTRIES } from '#shared/country-codes.ts';
import type { Deps } from '#api/deps.ts';
import type { AggregatorName } from '#api/providers/banks/bank-provider.ts';

type Db = Pick<Deps, 'db'>;
type Account = typeof bankAccounts.$inferSelect;

/** What a member linked at one aggregator: which one, and the aggregator's reference for it. */
export type LinkedRef = { provider: AggregatorName; ref: string };
/** Accounts read through one reference; `ref` is null when none is kept (the member must link again). */
export type RefGroup = { provider: AggregatorName; ref: string | null; accounts: Account[] };

/** Which aggregator a user's country links through (docs/product-rules.md section 8). */
export const aggregatorFor = (country: string): AggregatorName =>
  CREDENTIALS_FLOW_COUNTRIES.some((c) => c === country) ? 'belvo' : 'finicity';

/** Rows of this aggregator's account: its ids are its own, another aggregator may use the same. */
export const sameAccountId = (provider: AggregatorName, accountId: string): SQL =>
  and(eq(bankAccounts.provider, provider), eq(bankAccounts.providerAccountId, accountId))!;

/** The member's own reference at the aggregator, or null. */
export function memberRef({ db }: Db, userId: number, provider: AggregatorName): string | null {
  const row = db
    .select({ ref: aggregatorRefs.ref })
    .from(aggregatorRefs)
    .where(and(eq(aggregatorRefs.userId, userId), eq(aggregatorRefs.provider, provider)))
    .get();
  return row?.ref ?? null;
}

/** Keeps the member's reference at the aggregator, in place of the one before. */
export function saveMemberRef({ db, now }: Pick<Deps, 'db' | 'now'>, userId: number, { provider, ref }: LinkedRef) {
  const createdAt = new Date(now());
  db.insert(aggregatorRefs)
    .values({ userId, provider, ref, createdAt })
    .onConflictDoUpdate({ target: [aggregatorRefs.userId, aggregatorRefs.provider], set: { ref, createdAt } })
    .run();
}

/** The user's accounts by the reference they are read through: their own link, else the member's reference. */
export function byRef(deps: Db, userId: number, accounts: Account[]): RefGroup[] {
  const kept = new Map<AggregatorName, string | null>();
  const memberRefOf = (provider: AggregatorName) => {
    if (!kept.has(provider)) kept.set(provider, memberRef(deps, userId, provider));
    return kept.get(provider) ?? null;
  };
  const groups = new Map<string, RefGroup>();
  for (const a of accounts) {
    const ref = a.linkRef ?? memberRefOf(a.provider);
    const key = `${a.provider}:${ref}`;
    const group = groups.get(key) ?? { provider: a.provider, ref, accounts: [] };
    group.accounts.push(a);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The accounts read through a reference: those of that link, or without one those of members who hold it. */
function underRef({ db }: Db, { provider, ref }: LinkedRef): SQL {
  const holders = db
    .select({ id: aggregatorRefs.userId })
    .from(aggregatorRefs)
    .where(and(eq(aggregatorRefs.provider, provider), eq(aggregatorRefs.ref, ref)));
  return and(
    eq(bankAccounts.provider, provider),
    or(eq(bankAccounts.linkRef, ref), and(isNull(bankAccounts.linkRef), inArray(bankAccounts.userId, holders))),
  )!;
}

/** The active accounts under a reference, whoever's they are. */
export function activeAccountsOf(deps: Db, linked: LinkedRef): Account[] {
  return deps.db
    .select()
    .from(bankAccounts)
    .where(and(underRef(deps, linked), eq(bankAccounts.isActive, true)))
    .all();
}

/**
 * The users an aggregator's webhook about this reference is for: those with an account read through it. A closed
 * account has none active, so it is never synced (its reference is kept only until the aggregator removed it).
 */
export function usersOfRef(deps: Db, linked: LinkedRef): number[] {
  return [...new Set(activeAccountsOf(deps, linked).map((a) => a.userId))];
}

/** What a closed account still has at the aggregators: every link its accounts were read through, its own refs. */
export function linkedRefs({ db }: Db, userId: number): LinkedRef[] {
  const links = db
    .selectDistinct({ provider: bankAccounts.provider, ref: bankAccounts.linkRef })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), isNotNull(bankAccounts.linkRef)))
    .all();
  const own = db
    .select({ provider: aggregatorRefs.provider, ref: aggregatorRefs.ref })
    .from(aggregatorRefs)
    .where(eq(aggregatorRefs.userId, userId))
    .all();
  const refs = new Map<string, LinkedRef>();
  for (const { provider, ref } of [...links, ...own]) if (ref) refs.set(`${provider}:${ref}`, { provider, ref });
  return [...refs.values()];
}

/**
 * Forgets a reference removed at its aggregator. The accounts' rows stay: which real account each was decides that
 * the next member to link it earns nothing of this one's history (`claimRealAccount`), even the same person's.
 */
export function forgetRef({ db }: Db, userId: number, { provider, ref }: LinkedRef) {
  db.update(bankAccounts)
    .set({ linkRef: null })
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.provider, provider), eq(bankAccounts.linkRef, ref)))
    .run();
  db.delete(aggregatorRefs)
    .where(and(eq(aggregatorRefs.userId, userId), eq(aggregatorRefs.provider, provider), eq(aggregatorRefs.ref, ref)))
    .run();
}

/** For a query over users: the user still has a reference kept at an aggregator. */
export function hasRefs({ db }: Db): SQL {
  const own = db.select({ id: aggregatorRefs.userId }).from(aggregatorRefs).where(eq(aggregatorRefs.userId, users.id));
  const links = db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, users.id), isNotNull(bankAccounts.linkRef)));
  return or(exists(own), exists(links))!;
}
