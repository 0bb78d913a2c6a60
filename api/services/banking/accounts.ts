// Linking and unlinking bank accounts: the rows, the user's bank fields, the notifications.
import { and, asc, desc, eq } from 'drizzle-orm';
import { bankAccounts, users } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';
import type { AggregatorName, BankAccount } from '#api/providers/banks/bank-provider.ts';
import { unlockAchievement } from '#api/services/money/achievements.ts';
import { notify } from '#api/services/money/notify.ts';
import { claimRealAccount, externalKey, sameRealAccount } from '#api/services/banking/account-identity.ts';
import { sameAccountId } from '#api/services/banking/provider-refs.ts';
import { write } from '#db/unit-of-work.ts';

type AccountDeps = Pick<Deps, 'db' | 'sqlite'>;

/** Only the last four digits of an account number are ever kept or shown. */
export function maskAccountNumber(number: string | null | undefined): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  return digits.length === 0 ? null : `****${digits.slice(-4)}`;
}

export type LinkedAccount = {
  provider: AggregatorName;
  account: BankAccount;
  bankName: string | null;
  /** The link the account is read through, where the aggregator makes one per bank login (else the member's). */
  linkId?: string | null;
  isPrimary: boolean;
};

/**
 * Saves linked accounts (idempotent per real account: the aggregator's id or the bank's identification), sets the
 * user's bank fields, notifies once per new account. A real account another member has active is refused
 * (BankLinkError 'linked_elsewhere'), and nothing of the link is saved.
 */
export function saveLinkedAccounts(deps: AccountDeps, userId: number, linked: LinkedAccount[], now: number): number[] {
  const { db, sqlite } = deps;
  const at = new Date(now);
  return write(sqlite, () => {
    const ids: number[] = [];
    const primaryRow = db
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.isActive, true), eq(bankAccounts.isPrimary, true)))
      .get();
    const hasPrimary = primaryRow !== undefined;
    for (const [i, l] of linked.entries()) {
      const key = externalKey(l.provider, l.account);
      const same = sameRealAccount(l.provider, l.account.id, key);
      // Another member has it: the whole link is refused (the transaction rolls back what it saved).
      const othersLeftAt = claimRealAccount(deps, userId, same);
      const existing = db
        .select({
          id: bankAccounts.id,
          isActive: bankAccounts.isActive,
          accountId: bankAccounts.providerAccountId,
          lastSyncedAt: bankAccounts.lastSyncedAt,
          rewardsFrom: bankAccounts.rewardsFrom,
        })
        .from(bankAccounts)
        .where(and(eq(bankAccounts.userId, userId), same))
        .orderBy(desc(bankAccounts.isActive), desc(bankAccounts.id))
        .get();
      const number = maskAccountNumber(l.account.number);
      const primary = !hasPrimary && (l.isPrimary || i === 0);
      let id: number;
      if (existing) {
        // The same real account through a new link (new aggregator ids, so new transaction ids): what it listed
        // under the old ids up to the last sync is not listed again.
        const newIds = existing.accountId !== l.account.id;
        const from = latest(existing.rewardsFrom, othersLeftAt, newIds ? existing.lastSyncedAt : null);
        db.update(bankAccounts)
          .set({
            isActive: true,
            needsAttention: false,
            syncError: null,
            attentionNotifiedAt: null,
            providerAccountId: l.account.id,
            // A relink through the same link keeps it; a new link replaces it.
            ...(l.linkId != null ? { linkRef: l.linkId } : {}),
            ...(key ? { externalKey: key } : {}),
            rewardsFrom: from,
            accountName: l.account.name,
            accountNumber: number,
            updatedAt: at,
          })
          .where(eq(bankAccounts.id, existing.id))
          .run();
        id = existing.id;
        if (existing.isActive) {
          ids.push(id);
          continue;
        }
      } else {
        id = db
          .insert(bankAccounts)
          .values({
            userId,
            provider: l.provider,
            providerAccountId: l.account.id,
            linkRef: l.linkId ?? null,
            accountName: l.account.name,
            accountNumber: number,
            accountType: l.account.type,
            bankName: l.bankName,
            externalKey: key,
            rewardsFrom: othersLeftAt,
            isActive: true,
            isPrimary: primary,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: bankAccounts.id })
          .get().id;
      }
      ids.push(id);
      notify(
        sqlite,
        {
          userId,
          type: 'bank_added',
          words: ({ texts }) => ({
            title: texts.banking.banking.addedTitle,
            message: texts.banking.banking.addedBody(l.account.name),
          }),
          data: { bankAccountId: id },
          push: 'notifyTransactionAlerts',
        },
        now,
      );
    }
    refreshUserBankFields(deps, userId);
    unlockAchievement(sqlite, userId, 'first_bank_linked', now);
    return ids;
  });
}

const latest = (...dates: (Date | null)[]) =>
  dates.reduce<Date | null>((a, b) => (b !== null && (a === null || b > a) ? b : a), null);

/** bankAccountConnected, bankAccountName and the masked number follow the primary (or first) active account. */
export function refreshUserBankFields({ db }: Pick<Deps, 'db'>, userId: number) {
  const main = db
    .select({ name: bankAccounts.accountName, number: bankAccounts.accountNumber })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.isActive, true)))
    .orderBy(desc(bankAccounts.isPrimary), asc(bankAccounts.id))
    .limit(1)
    .get();
  db.update(users)
    .set({
      bankAccountConnected: main !== undefined,
      bankAccountName: main?.name ?? null,
      bankAccountNumber: main?.number ?? null,
    })
    .where(eq(users.id, userId))
    .run();
}

/** Unlink: stops syncing, keeps the history, notifies. False when the account is not the user's. */
export function unlinkAccount(deps: AccountDeps, userId: number, accountId: number, now: number): boolean {
  const { db, sqlite } = deps;
  const mine = and(eq(bankAccounts.userId, userId), eq(bankAccounts.isActive, true));
  return write(sqlite, () => {
    const row = db
      .select({ id: bankAccounts.id, name: bankAccounts.accountName, isPrimary: bankAccounts.isPrimary })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.id, accountId), mine))
      .get();
    if (!row) return false;
    db.update(bankAccounts)
      .set({ isActive: false, isPrimary: false, nextSyncAt: null, updatedAt: new Date(now) })
      .where(eq(bankAccounts.id, row.id))
      .run();
    if (row.isPrimary) {
      // The oldest account still active becomes the primary one.
      const next = db
        .select({ id: bankAccounts.id })
        .from(bankAccounts)
        .where(mine)
        .orderBy(asc(bankAccounts.id))
        .get();
      if (next) db.update(bankAccounts).set({ isPrimary: true }).where(eq(bankAccounts.id, next.id)).run();
    }
    refreshUserBankFields(deps, userId);
    notify(
      sqlite,
      {
        userId,
        type: 'bank_unlinked',
        words: ({ texts }) => ({
          title: texts.banking.banking.unlinkedTitle,
          message: texts.banking.banking.unlinkedBody(row.name),
        }),
        data: { bankAccountId: row.id },
        push: 'notifyTransactionAlerts',
      },
      now,
    );
    return true;
  });
}

/** The aggregator deleted the account: it stops syncing (its history stays). */
export function stopAccount({ db }: Pick<Deps, 'db'>, userId: number, provider: AggregatorName, accountId: string) {
  db.update(bankAccounts)
    .set({ isActive: false, nextSyncAt: null })
    .where(and(eq(bankAccounts.userId, userId), sameAccountId(provider, accountId)))
    .run();
}
