// A referral completes at the referred user's first purchase that records a round-up (docs/product-rules.md section 6
// read literally: with round-ups paused, no round-up posts). The referrer is paid in the same transaction, once per
// person: a friend who closed an account whose referral was paid and joined again completes a referral that pays
// nothing. A referral whose referrer has closed their account ended with it (closing-books.ts) and never completes.
import { dbOf, type Sqlite } from '#db/index.ts';
import { formerRewards } from '#api/services/accounts/former-members.ts';
import { unlockAchievement } from './achievements.ts';
import type { LedgerWriter } from './ledger.ts';
import { notify } from './notify.ts';
import type { Statements } from './ingest-sql.ts';

/** Completes the user's pending referral, if any: the referrer's reward, notice and achievement. */
export function completeReferral(sqlite: Sqlite, s: Statements, ledger: LedgerWriter, userId: number, now: number) {
  const ref = s.pendingReferral.get(userId);
  if (!ref) return;
  if (formerRewards(dbOf(sqlite), userId)?.referral) {
    s.completeUnpaidReferral.run(ref.id);
    return;
  }
  s.completeReferral.run(now, ref.id);
  const base = { userId: ref.referrer_id, refType: 'referral', refId: ref.id, cause: 'referral_reward' };
  // 1 point = $1: the $5.00 reward is 500 hundredths of a point, and $5.00 of referral earnings.
  ledger.post({ ...base, account: 'points', amount: ref.reward_amount_cents, key: `referral:${ref.id}:points` });
  ledger.post({
    ...base,
    account: 'points_earned',
    amount: ref.reward_amount_cents,
    key: `referral:${ref.id}:earned`,
  });
  ledger.post({
    ...base,
    account: 'referral_earnings',
    amount: ref.reward_amount_cents,
    key: `referral:${ref.id}:earnings`,
  });
  notify(
    sqlite,
    {
      userId: ref.referrer_id,
      type: 'referral',
      words: ({ texts: { money }, dollars }) => ({
        title: money.referralsText.completedTitle,
        message: money.referralsText.completedBody(dollars(ref.reward_amount_cents)),
      }),
      data: { referralId: ref.id },
      push: 'notifyCashOutReminders',
    },
    now,
  );
  unlockAchievement(sqlite, ref.referrer_id, 'first_referral', now);
}
