// A person who closed their account and joins again earns nothing twice (docs/product-rules.md section 6): a referral
// rewards once per person, and a one-time achievement reward is paid once. What they were paid outlives the closed
// account under a keyed hash of their normalised email, never the address; a new account with that email is tied to it
// at sign-up (and at an email change), and the rewards it would be paid a second time are not paid.
import { createHmac } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '#db/index.ts';
import { achievements, formerMembers, referrals, users } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';
import { derivedKey } from '#api/services/secret-box.ts';

type KeyDeps = Pick<Deps, 'env'>;

/**
 * The form of an address that names one mailbox: trimmed, lower case, without a '+tag' (every large provider
 * delivers name+anything@ to name@, so a tag is no new person).
 */
export function normalisedEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const local = address.slice(0, at).split('+')[0] || address.slice(0, at);
  return `${local}${address.slice(at)}`;
}

/** The person's key: an HMAC under a key of its own, derived from the server's (so the table alone tests nothing). */
export function formerMemberKey(deps: KeyDeps, email: string): string {
  return createHmac('sha256', derivedKey(deps.env, 'giftorbit former member'))
    .update(normalisedEmail(email))
    .digest('hex');
}

/** What the person was already paid once; null for someone who never closed an account. */
export function formerRewards(db: Db | Tx, userId: number) {
  const row = db
    .select({ referral: formerMembers.referralRewarded, achievements: formerMembers.rewardedAchievements })
    .from(users)
    .innerJoin(formerMembers, eq(formerMembers.emailKey, users.formerMemberKey))
    .where(eq(users.id, userId))
    .get();
  return row ? { referral: row.referral, achievements: new Set(row.achievements) } : null;
}

/**
 * In the closing transaction: remembers what this account was paid once, merged with what the person's earlier
 * accounts were (their key, and the key of the address they closed with, if they changed it since).
 */
export function rememberFormerMember(deps: KeyDeps, tx: Db | Tx, member: { id: number; email: string }, at: number) {
  const earlier = tx.select({ key: users.formerMemberKey }).from(users).where(eq(users.id, member.id)).get()?.key;
  const before = formerRewards(tx, member.id);
  const referred = tx
    .select({ id: referrals.id })
    .from(referrals)
    .where(
      and(
        eq(referrals.referredUserId, member.id),
        eq(referrals.status, 'completed'),
        gt(referrals.rewardAmountCents, 0),
      ),
    )
    .get();
  const claimed = tx
    .select({ type: achievements.achievementType })
    .from(achievements)
    .where(and(eq(achievements.userId, member.id), eq(achievements.claimed, true), gt(achievements.rewardAmount, 0)))
    .all()
    .map((a) => a.type);
  const keys = new Set([formerMemberKey(deps, member.email), ...(earlier ? [earlier] : [])]);
  for (const emailKey of keys) {
    const known = tx.select().from(formerMembers).where(eq(formerMembers.emailKey, emailKey)).get();
    const values = {
      referralRewarded: referred !== undefined || (before?.referral ?? false) || (known?.referralRewarded ?? false),
      rewardedAchievements: [
        ...new Set([...claimed, ...(before?.achievements ?? []), ...(known?.rewardedAchievements ?? [])]),
      ].sort(),
      closedAt: new Date(at),
    };
    tx.insert(formerMembers)
      .values({ emailKey, ...values })
      .onConflictDoUpdate({ target: formerMembers.emailKey, set: values })
      .run();
  }
}

/** At sign-up or an email change: ties the account to the person's earlier one, if the address had one. */
export function recogniseFormerMember(deps: KeyDeps, tx: Db | Tx, userId: number, email: string) {
  const emailKey = formerMemberKey(deps, email);
  const known = tx
    .select({ key: formerMembers.emailKey })
    .from(formerMembers)
    .where(eq(formerMembers.emailKey, emailKey))
    .get();
  if (!known) return;
  tx.update(users)
    .set({ formerMemberKey: emailKey })
    .where(and(eq(users.id, userId), isNull(users.formerMemberKey)))
    .run();
}
