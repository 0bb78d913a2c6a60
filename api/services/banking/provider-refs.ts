// Where each aggregator's references and account ids are kept. The tables name Belvo's and Finicity's in columns of
// their own: a Belvo link id on each of its accounts (and the member's last one on the user), a Finicity customer id
// on the user, each aggregator's account id in its column. This is the one module that picks the column by
// aggregator; the rest of the app speaks of `{ provider, ref }` (see BankAggregator) and `accountIdOf`.
import { and, eq, exists, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { bankAccounts, users } from '#db/schema/index.ts';
import { CREDENTIALS_FLOW_COUNTRIES } from '#shared/country-codes.ts';
import type { Deps } from '#api/deps.ts';
import type { AggregatorName } from '#api/providers/banks/bank-provider.ts';

type Db = Pick<Deps, 'db'>;
type Account = typeof bankAccounts.$inferSelect;
type Member = Pick<typeof users.$inferSelect, 'belvoLinkId' | 'finicityCustomerId'>;

/** What a member linked at one aggregator: which one, and the aggregator's reference for it. */
export type LinkedRef = { provider: AggregatorName; ref: string };
/** Accounts read through one reference; `ref` is null when none is kept (the member must link again). */
export type RefGroup = { provider: AggregatorName; ref: string | null; accounts: Account[] };

/** Which aggregator a user's country links through (docs/product-rules.md section 8). */
export const aggregatorFor = (country: string): AggregatorName =>
  CREDENTIALS_FLOW_COUNTRIES.some((c) => c === country) ? 'belvo' : 'finicity';

/** The column of the aggregator's account ids. */
export const accountIdColumn = (provider: AggregatorName) =>
  provider === 'belvo' ? bankAccounts.belvoAccountId : bankAccounts.finicityAccountId;

/** The aggregator's id of an account row. */
export const accountIdOf = (a: Pick<Account, 'provider' | 'belvoAccountId' | 'finicityAccountId'>) =>
  a.provider === 'belvo' ? a.belvoAccountId : a.finicityAccountId;

/** The columns that keep a linked account's ids: the aggregator's id, and the credentials link it came through. */
export const accountIdValues = (provider: AggregatorName, accountId: string, linkId?: string | null) =>
  provider === 'belvo'
    ? { belvoAccountId: accountId, ...(linkId != null ? { belvoLinkId: linkId } : {}) }
    : { finicityAccountId: accountId };

/** The member's reference kept on the user: the Finicity customer, or the last Belvo link made. */
export const memberRef = (member: Member, provider: AggregatorName) =>
  provider === 'belvo' ? member.belvoLinkId : member.finicityCustomerId;

/** The references kept on the user. */
const keptOn = ({ db }: Db, userId: number): Member | undefined =>
  db
    .select({ belvoLinkId: users.belvoLinkId, finicityCustomerId: users.finicityCustomerId })
    .from(users)
    .where(eq(users.id, userId))
    .get();

export function saveMemberRef({ db }: Db, userId: number, { provider, ref }: LinkedRef) {
  const set = provider === 'belvo' ? { belvoLinkId: ref } : { finicityCustomerId: ref };
  db.update(users).set(set).where(eq(users.id, userId)).run();
}

/** The user's accounts by the reference they are read through: one group per Belvo link, one Finicity customer. */
export function byRef(deps: Db, userId: number, accounts: Account[]): RefGroup[] {
  let member: Member | undefined;
  const kept = (provider: AggregatorName) => {
    member ??= keptOn(deps, userId);
    return member ? memberRef(member, provider) : null;
  };
  const groups = new Map<string, RefGroup>();
  for (const a of accounts) {
    const ref = a.provider === 'belvo' ? a.belvoLinkId : kept(a.provider);
    const key = `${a.provider}:${ref}`;
    const group = groups.get(key) ?? { provider: a.provider, ref, accounts: [] };
    group.accounts.push(a);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The accounts under a reference: a Belvo link's, or a Finicity customer's. */
function underRef({ db }: Db, { provider, ref }: LinkedRef): SQL {
  if (provider === 'belvo') return eq(bankAccounts.belvoLinkId, ref);
  const customers = db.select({ id: users.id }).from(users).where(eq(users.finicityCustomerId, ref));
  return and(eq(bankAccounts.provider, provider), inArray(bankAccounts.userId, customers))!;
}

/** The active accounts under a reference, whoever's they are. */
export function activeAccountsOf(deps: Db, linked: LinkedRef): Account[] {
  return deps.db
    .select()
    .from(bankAccounts)
    .where(and(underRef(deps, linked), eq(bankAccounts.isActive, true)))
    .all();
}

/** The users an aggregator's webhook about this reference is for. */
export function usersOfRef(deps: Db, linked: LinkedRef): number[] {
  if (linked.provider === 'belvo') return [...new Set(activeAccountsOf(deps, linked).map((a) => a.userId))];
  // A closed account keeps its customer id only until Finicity deleted the customer: never synced.
  return deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.finicityCustomerId, linked.ref), isNull(users.closedAt)))
    .all()
    .map((u) => u.id);
}

/** What a closed account still has at the aggregators: every Belvo link it made, its Finicity customer. */
export function linkedRefs(deps: Db, userId: number): LinkedRef[] {
  const member = keptOn(deps, userId);
  const accounts = deps.db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)).all();
  const links = new Set(accounts.flatMap((a) => (a.provider === 'belvo' && a.belvoLinkId ? [a.belvoLinkId] : [])));
  if (member?.belvoLinkId) links.add(member.belvoLinkId);
  const refs: LinkedRef[] = [...links].map((ref) => ({ provider: 'belvo', ref }));
  if (member?.finicityCustomerId) refs.push({ provider: 'finicity', ref: member.finicityCustomerId });
  return refs;
}

/**
 * Forgets a reference removed at its aggregator. The accounts' rows stay: which real account each was decides that
 * the next member to link it earns nothing of this one's history (`claimRealAccount`), even the same person's.
 */
export function forgetRef({ db }: Db, userId: number, { provider, ref }: LinkedRef) {
  if (provider === 'finicity') {
    db.update(users).set({ finicityCustomerId: null }).where(eq(users.id, userId)).run();
    return;
  }
  db.update(bankAccounts)
    .set({ belvoLinkId: null })
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.belvoLinkId, ref)))
    .run();
  db.update(users)
    .set({ belvoLinkId: null })
    .where(and(eq(users.id, userId), eq(users.belvoLinkId, ref)))
    .run();
}

/** For a query over users: the user still has a reference kept at an aggregator. */
export function hasRefs({ db }: Db): SQL {
  return or(
    isNotNull(users.finicityCustomerId),
    isNotNull(users.belvoLinkId),
    exists(
      db
        .select({ id: bankAccounts.id })
        .from(bankAccounts)
        .where(and(eq(bankAccounts.userId, users.id), isNotNull(bankAccounts.belvoLinkId))),
    ),
  )!;
}
