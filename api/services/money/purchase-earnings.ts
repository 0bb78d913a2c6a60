// What a posted coin purchase earns (round-up, points, the followed creator's share) by the settings in force
// when it is first seen, and the ledger rows that credit it or, on a refund or removal, take exactly that back.
import { creatorShareFor, pointsFor } from '#shared/money/rewards.ts';
import { roundUp, weekStart } from '#shared/money/round-up.ts';
import type { LedgerWriter } from './ledger.ts';
import type { BankRow } from './provider-rows.ts';
import type { FirstSeenSettings, Statements, StoredTransaction, UserSettings } from './ingest-sql.ts';

const WEEK_MS = 7 * 86_400_000;

export type Earnings = { points: number; roundUpCents: number; creatorId: number | null; creatorShare: number };
/** What a purchase from before its account's link earns (./earning-start.ts). */
export const NOTHING_EARNED: Earnings = { points: 0, roundUpCents: 0, creatorId: null, creatorShare: 0 };

export type EarningsCalculator = ((r: BankRow, firstSeen?: FirstSeenSettings) => Earnings) & {
  /**
   * A purchase of `date` reversed in the batch (a refund): its week's cap no longer counts its round-up for the
   * purchases after it in the batch, as it does not for those of a later batch.
   */
  roundUpReversed(date: number, roundUpCents: number): void;
};

/**
 * Earnings of the batch's purchases, in processing order: the weekly cap counts what the week's purchases
 * already rounded up (read once per week touched, then kept up to date here).
 */
export function earningsCalculator(
  s: Statements,
  user: UserSettings,
  follow: { creator_id: number; created_at: number } | undefined,
): EarningsCalculator {
  const weekUse = new Map<number, number>();
  const usedThisWeek = (date: number) => {
    const week = weekStart(date);
    let used = weekUse.get(week);
    if (used === undefined) {
      used = s.roundUpsInWeek.get(user.id, week, week + WEEK_MS)?.total ?? 0;
      weekUse.set(week, used);
    }
    return { week, used };
  };
  const earnings = (r: BankRow, firstSeen?: FirstSeenSettings): Earnings => {
    const points = user.points_enabled ? pointsFor(r.amountCents, user.points_reward_rate_bps) : 0;
    // The settings kept when the purchase was first seen (as a pending row), else those in force now.
    const kept = firstSeen?.round_up_method ? firstSeen : null;
    let roundUpCents = 0;
    if (kept ? kept.round_ups_on : user.auto_round_up_enabled) {
      const { week, used } = usedThisWeek(r.date);
      const settings = kept
        ? {
            method: kept.round_up_method!,
            multiplier: kept.round_up_multiplier ?? 1,
            weeklyCapCents: kept.weekly_cap_cents,
          }
        : { method: user.round_up_method, multiplier: user.round_up_multiplier, weeklyCapCents: user.weekly_cap_cents };
      roundUpCents = roundUp(r.amountCents, settings, used);
      weekUse.set(week, used + roundUpCents);
    }
    const followed = follow && follow.created_at <= r.date && follow.creator_id !== user.id;
    const creatorId = followed ? follow.creator_id : null;
    return { points, roundUpCents, creatorId, creatorShare: creatorId ? creatorShareFor(r.amountCents) : 0 };
  };
  const roundUpReversed = (date: number, roundUpCents: number) => {
    const week = weekStart(date);
    const used = weekUse.get(week);
    // A week not read yet is read later from the database, which already holds the reversal.
    if (used !== undefined) weekUse.set(week, used - roundUpCents);
  };
  return Object.assign(earnings, { roundUpReversed });
}

/** The ledger rows of a purchase's spend and earnings; the creator's share goes to the creator's accounts. */
export function postEarnings(
  ledger: LedgerWriter,
  userId: number,
  purchase: { id: number; amountCents: number; date: number },
  e: Earnings,
  /** Names the event: the purchase's posting, or a member's correction that made it one (./corrections.ts). */
  key = `tx:${purchase.id}`,
) {
  const { id: txId, amountCents, date: occurredAt } = purchase;
  const base = { userId, refType: 'transaction', refId: txId, occurredAt };
  ledger.post({ ...base, account: 'coin_spend', amount: amountCents, cause: 'coin_purchase', key: `${key}:spend` });
  ledger.post({ ...base, account: 'points', amount: e.points, cause: 'purchase_points', key: `${key}:points` });
  ledger.post({ ...base, account: 'points_earned', amount: e.points, cause: 'purchase_points', key: `${key}:earned` });
  ledger.post({ ...base, account: 'round_ups', amount: e.roundUpCents, cause: 'round_up', key: `${key}:round_up` });
  ledger.post({
    ...base,
    account: 'round_ups_pending',
    amount: e.roundUpCents,
    cause: 'round_up',
    key: `${key}:pending`,
  });
  if (e.creatorId && e.creatorShare) {
    const c = { userId: e.creatorId, refType: 'transaction', refId: txId, cause: 'creator_share', occurredAt };
    ledger.post({ ...c, account: 'points', amount: e.creatorShare, key: `${key}:creator` });
    ledger.post({ ...c, account: 'points_earned', amount: e.creatorShare, key: `${key}:creator:earned` });
    ledger.post({ ...c, account: 'creator_received', amount: e.creatorShare, key: `${key}:creator:received` });
  }
}

/**
 * Takes back, through new ledger rows, exactly what the purchase `p` earned: `sign` -1. With `sign` 1 it gives
 * it back again (a refund the bank removed). `key` names the event, so each reversal and restoration posts once;
 * `occurredAt` is the refund's own date (a removal or a restoration happens when it is posted).
 */
export function postReversal(
  ledger: LedgerWriter,
  userId: number,
  p: StoredTransaction,
  cause: 'refund' | 'removed' | 'refund_removed' | 'corrected',
  key = `tx:${p.id}:reverse`,
  sign: 1 | -1 = -1,
  occurredAt?: number,
) {
  const base = { userId, refType: 'transaction', refId: p.id, cause, occurredAt };
  ledger.post({ ...base, account: 'coin_spend', amount: sign * p.amount_cents, key: `${key}:spend` });
  ledger.post({ ...base, account: 'points', amount: sign * p.points_earned, key: `${key}:points` });
  ledger.post({ ...base, account: 'points_earned', amount: sign * p.points_earned, key: `${key}:earned` });
  ledger.post({ ...base, account: 'round_ups', amount: sign * p.round_up_cents, key: `${key}:round_up` });
  ledger.post({ ...base, account: 'round_ups_pending', amount: sign * p.round_up_cents, key: `${key}:pending` });
  if (p.creator_id && p.creator_share) {
    const c = { userId: p.creator_id, refType: 'transaction', refId: p.id, cause, occurredAt };
    ledger.post({ ...c, account: 'points', amount: sign * p.creator_share, key: `${key}:creator` });
    ledger.post({ ...c, account: 'points_earned', amount: sign * p.creator_share, key: `${key}:creator:earned` });
    ledger.post({ ...c, account: 'creator_received', amount: sign * p.creator_share, key: `${key}:creator:received` });
  }
}
