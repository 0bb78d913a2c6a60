// One real bank account, one member: which rows are the same real account, whether another member
// has it active, and from when this member may list and earn on its rows.
import { createHash } from 'node:crypto';
import { and, eq, max, ne, or, type SQL } from 'drizzle-orm';
import { bankAccounts } from '#db/schema/index.ts';
import { banking } from '#shared/messages/banking.ts';
import type { Deps } from '#api/deps.ts';
import { type AggregatorName, type BankAccount, BankLinkError } from '#api/providers/banks/bank-provider.ts';
import { sameAccountId } from '#api/services/banking/provider-refs.ts';

/** The kept form of the bank's identification: a hash, so no account number is stored beyond its last four. */
export function externalKey(provider: AggregatorName, account: BankAccount): string | null {
  const identity = account.identity?.trim();
  return identity ? createHash('sha256').update(`giftorbit:bank-account:${provider}:${identity}`).digest('hex') : null;
}

/** Rows that are this real account: the aggregator's id for it, or the bank's identification. */
export function sameRealAccount(provider: AggregatorName, accountId: string, key: string | null): SQL {
  const byId = sameAccountId(provider, accountId);
  return key ? or(byId, eq(bankAccounts.externalKey, key))! : byId;
}

/**
 * Refuses an account another member has active. Otherwise: when the last other member who had it let it go (null
 * if no one else ever had it): their rows, dated before, earned for them and are not this member's.
 */
export function claimRealAccount({ db }: Pick<Deps, 'db'>, userId: number, same: SQL): Date | null {
  const others = and(ne(bankAccounts.userId, userId), same);
  const held = db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(others, eq(bankAccounts.isActive, true)))
    .get();
  if (held) throw new BankLinkError('linked_elsewhere', banking.linkedElsewhere);
  const left = db
    .select({ at: max(bankAccounts.updatedAt) })
    .from(bankAccounts)
    .where(others)
    .get();
  return left?.at ?? null;
}
