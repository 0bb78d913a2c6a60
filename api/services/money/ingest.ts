// ingest(userId, providerTransactions): the one door through which bank transactions enter the money engine.
// One IMMEDIATE SQLite transaction per batch, so a crash mid-sync loses nothing and doubles nothing, and two
// concurrent calls for the same user queue on the write lock; the provider id's unique index makes any
// replay a no-op. See docs/decisions/0004-money-engine.md.
import type { Sqlite } from '#db/index.ts';
import { categorize } from '#shared/classify/coin-purchase.ts';
import { SWEEP_THRESHOLD_CENTS } from '#shared/constants.ts';
import { activity, referralsText } from '#shared/messages.ts';
import { formatDecimal, toCents } from '#shared/money/cents.ts';
import { creatorShareFor, pointsFor } from '#shared/money/rewards.ts';
import { roundUp, weekStart } from '#shared/money/round-up.ts';
import { unlockAchievement } from './achievements.ts';
import { LedgerWriter } from './ledger.ts';
import { notify } from './notify.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { statements } from './statements.ts';

const DAY_MS = 86_400_000;
/** A posted row replaces a pending one booked at most a day after it and at most 10 days before it. */
const PENDING_MATCH_AFTER_MS = DAY_MS;
const PENDING_MATCH_BEFORE_MS = 10 * DAY_MS;
const MAX_DESCRIPTION = 500;

export type IngestResult = {
  received: number;
  inserted: number;
  duplicates: number;
  /** Pending rows replaced by their posted rows. */
  superseded: number;
  removed: number;
  coinPurchases: number;
  refunds: number;
  roundUpCents: number;
  /** Hundredths of a point. */
  pointsEarned: number;
  rejected: { id: string; reason: string }[];
  /** Pending round-ups after the batch, so the caller knows whether a sweep is due. */
  pendingRoundUpCents: number;
  sweepDue: boolean;
};

type Row = {
  providerId: string;
  provider: ProviderTransaction['provider'];
  accountId: string | null;
  institutionId: string | null;
  description: string;
  merchant: string | null;
  amountCents: number;
  type: 'debit' | 'credit';
  category: 'TikTok' | 'Other';
  date: number;
  pending: boolean;
  pendingId: string | null;
  removed: boolean;
  order: number;
};

type PendingRow = {
  id: number;
  accountId: string | null;
  amountCents: number;
  type: string;
  date: number;
  provider: string;
};

export type UserSettings = {
  id: number;
  referred_by: number | null;
  points_enabled: number;
  points_reward_rate_bps: number;
  auto_round_up_enabled: number;
  round_up_method: 'dollar' | 'five';
  round_up_multiplier: number;
  weekly_cap_cents: number | null;
};

function normalise(t: ProviderTransaction, order: number): Row | { reject: string } {
  if (typeof t.id !== 'string' || t.id.trim() === '') return { reject: 'missing transaction id' };
  const cents = toCents(t.amount);
  if (cents === null) return { reject: `amount ${JSON.stringify(t.amount)} is not a number with at most 2 decimals` };
  const date = Date.parse(t.date);
  if (!Number.isFinite(date)) return { reject: `date ${JSON.stringify(t.date)} is not ISO 8601` };
  const type = t.direction ? (t.direction === 'in' ? 'credit' : 'debit') : cents < 0 ? 'debit' : 'credit';
  const description =
    (t.description ?? '').trim().slice(0, MAX_DESCRIPTION) || (t.merchant ?? '').trim() || '(no description)';
  const merchant = t.merchant?.trim().slice(0, MAX_DESCRIPTION) || null;
  return {
    providerId: t.id.trim(),
    provider: t.provider,
    accountId: t.accountId ?? null,
    institutionId: t.institutionId ?? null,
    description,
    merchant,
    amountCents: Math.abs(cents),
    type,
    category: categorize({ description, merchant }),
    date,
    pending: Boolean(t.pending),
    pendingId: t.pendingTransactionId ?? null,
    removed: Boolean(t.removed),
    order,
  };
}

/** Pending rows first (they earn nothing), then posted rows by date (the weekly cap and refunds follow time), removals last. */
const rank = (r: Row) => (r.removed ? 2 : r.pending ? 0 : 1);
const byProcessingOrder = (a: Row, b: Row) => rank(a) - rank(b) || a.date - b.date || a.order - b.order;

/**
 * The user's open pending rows that a posted row of this batch could replace: those dated within the match
 * window of some posted row. A sync page thus reads the pending rows of its own days, where reading them all
 * walked every row the user has, on every batch. Same order as that query had (it walked
 * transactions_match_idx), so a tie in `supersedePending` goes the same way.
 */
function openPendingNear(s: ReturnType<typeof statements>, userId: number, rows: readonly Row[]): PendingRow[] {
  let first = Infinity;
  let last = -Infinity;
  for (const r of rows) {
    if (r.removed || r.pending) continue;
    if (r.date < first) first = r.date;
    if (r.date > last) last = r.date;
  }
  if (first > last) return [];
  return s.openPending.all(userId, first - PENDING_MATCH_BEFORE_MS, last + PENDING_MATCH_AFTER_MS) as PendingRow[];
}

export function ingest(
  sqlite: Sqlite,
  userId: number,
  batch: readonly ProviderTransaction[],
  now: number,
): IngestResult {
  const rows: Row[] = [];
  const rejected: IngestResult['rejected'] = [];
  batch.forEach((t, i) => {
    const n = normalise(t, i);
    if ('reject' in n) rejected.push({ id: String(t?.id ?? ''), reason: n.reject });
    else rows.push(n);
  });
  rows.sort(byProcessingOrder);
  const run = sqlite.transaction(() => ingestRows(sqlite, userId, rows, now));
  const result = run.immediate();
  return { ...result, received: batch.length, rejected };
}

function ingestRows(
  sqlite: Sqlite,
  userId: number,
  rows: Row[],
  now: number,
): Omit<IngestResult, 'received' | 'rejected'> {
  const s = statements(sqlite);
  const user = s.userSettings.get(userId) as UserSettings | undefined;
  if (!user) throw new Error(`ingest: no user ${userId}`);
  const ledger = new LedgerWriter(sqlite, now);
  const follow = s.followOf.get(userId) as { creator_id: number; created_at: number } | undefined;
  const pendingRows = openPendingNear(s, userId, rows);
  const weekUse = new Map<number, number>();
  const result = {
    inserted: 0,
    duplicates: 0,
    superseded: 0,
    removed: 0,
    coinPurchases: 0,
    refunds: 0,
    roundUpCents: 0,
    pointsEarned: 0,
  };
  let roundUpsRecorded = 0;
  let refundCents = 0;

  const usedThisWeek = (date: number) => {
    const week = weekStart(date);
    let used = weekUse.get(week);
    if (used === undefined) {
      used = (s.roundUpsInWeek.get(userId, week, week + 7 * DAY_MS) as { total: number }).total;
      weekUse.set(week, used);
    }
    return { week, used };
  };

  /** Round-up, points and creator share of a posted coin purchase, by the settings in force now. */
  const earningsFor = (r: Row) => {
    const points = user.points_enabled ? pointsFor(r.amountCents, user.points_reward_rate_bps) : 0;
    let roundUpCents = 0;
    if (user.auto_round_up_enabled) {
      const { week, used } = usedThisWeek(r.date);
      roundUpCents = roundUp(
        r.amountCents,
        { method: user.round_up_method, multiplier: user.round_up_multiplier, weeklyCapCents: user.weekly_cap_cents },
        used,
      );
      weekUse.set(week, used + roundUpCents);
    }
    const creatorId = follow && follow.created_at <= r.date && follow.creator_id !== userId ? follow.creator_id : null;
    return { points, roundUpCents, creatorId, creatorShare: creatorId ? creatorShareFor(r.amountCents) : 0 };
  };

  const credit = (txId: number, amountCents: number, e: ReturnType<typeof earningsFor>) => {
    const base = { userId, refType: 'transaction', refId: txId };
    const key = `tx:${txId}`;
    ledger.post({ ...base, account: 'coin_spend', amount: amountCents, cause: 'coin_purchase', key: `${key}:spend` });
    ledger.post({ ...base, account: 'points', amount: e.points, cause: 'purchase_points', key: `${key}:points` });
    ledger.post({
      ...base,
      account: 'points_earned',
      amount: e.points,
      cause: 'purchase_points',
      key: `${key}:earned`,
    });
    ledger.post({ ...base, account: 'round_ups', amount: e.roundUpCents, cause: 'round_up', key: `${key}:round_up` });
    ledger.post({
      ...base,
      account: 'round_ups_pending',
      amount: e.roundUpCents,
      cause: 'round_up',
      key: `${key}:pending`,
    });
    if (e.creatorId && e.creatorShare) {
      const c = { userId: e.creatorId, refType: 'transaction', refId: txId, cause: 'creator_share' };
      ledger.post({ ...c, account: 'points', amount: e.creatorShare, key: `${key}:creator` });
      ledger.post({ ...c, account: 'points_earned', amount: e.creatorShare, key: `${key}:creator:earned` });
      ledger.post({ ...c, account: 'creator_received', amount: e.creatorShare, key: `${key}:creator:received` });
    }
    if (e.points) s.insertReward.run(userId, txId, e.points, amountCents, user.points_reward_rate_bps, now, now);
    result.coinPurchases++;
    result.roundUpCents += e.roundUpCents;
    result.pointsEarned += e.points;
    if (e.roundUpCents > 0) {
      roundUpsRecorded++;
      completeReferral();
    }
  };

  type Earned = {
    id: number;
    amount_cents: number;
    round_up_cents: number;
    points_earned: number;
    creator_share: number;
    creator_id: number | null;
  };
  /** Takes back what a purchase earned, through new ledger rows; the purchase row only gets `reversed_at`. */
  const reverse = (p: Earned, cause: 'refund' | 'removed', refundTxId: number | null) => {
    const base = { userId, refType: 'transaction', refId: p.id, cause };
    const key = `tx:${p.id}:reverse`;
    ledger.post({ ...base, account: 'coin_spend', amount: -p.amount_cents, key: `${key}:spend` });
    ledger.post({ ...base, account: 'points', amount: -p.points_earned, key: `${key}:points` });
    ledger.post({ ...base, account: 'points_earned', amount: -p.points_earned, key: `${key}:earned` });
    ledger.post({ ...base, account: 'round_ups', amount: -p.round_up_cents, key: `${key}:round_up` });
    ledger.post({ ...base, account: 'round_ups_pending', amount: -p.round_up_cents, key: `${key}:pending` });
    if (p.creator_id && p.creator_share) {
      const c = { userId: p.creator_id, refType: 'transaction', refId: p.id, cause };
      ledger.post({ ...c, account: 'points', amount: -p.creator_share, key: `${key}:creator` });
      ledger.post({ ...c, account: 'points_earned', amount: -p.creator_share, key: `${key}:creator:earned` });
      ledger.post({ ...c, account: 'creator_received', amount: -p.creator_share, key: `${key}:creator:received` });
    }
    s.markReversed.run(now, p.id);
    if (refundTxId !== null) {
      s.setRefundOf.run(p.id, -p.round_up_cents, -p.points_earned, refundTxId);
      if (p.points_earned)
        s.insertReward.run(
          userId,
          refundTxId,
          -p.points_earned,
          -p.amount_cents,
          user.points_reward_rate_bps,
          now,
          now,
        );
    }
    result.refunds++;
    refundCents += p.amount_cents;
  };

  let referralChecked = false;
  const completeReferral = () => {
    if (referralChecked || !user.referred_by) return;
    referralChecked = true;
    const ref = s.pendingReferral.get(userId) as
      { id: number; referrer_id: number; reward_amount_cents: number } | undefined;
    if (!ref) return;
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
    const reward = formatDecimal(ref.reward_amount_cents);
    notify(
      sqlite,
      {
        userId: ref.referrer_id,
        type: 'referral',
        title: referralsText.completedTitle,
        message: referralsText.completedBody(`$${reward}`),
        data: { referralId: ref.id },
      },
      now,
    );
    unlockAchievement(sqlite, ref.referrer_id, 'first_referral', now);
  };

  const supersedePending = (r: Row, newId: number) => {
    let best = -1;
    for (let i = 0; i < pendingRows.length; i++) {
      const p = pendingRows[i]!;
      if (p.provider !== r.provider || p.type !== r.type || p.amountCents !== r.amountCents) continue;
      if (p.accountId && r.accountId && p.accountId !== r.accountId) continue;
      if (p.date > r.date + PENDING_MATCH_AFTER_MS || r.date - p.date > PENDING_MATCH_BEFORE_MS) continue;
      if (best < 0 || Math.abs(p.date - r.date) < Math.abs(pendingRows[best]!.date - r.date)) best = i;
    }
    if (best < 0) return;
    s.supersede.run(newId, pendingRows[best]!.id);
    pendingRows.splice(best, 1);
    result.superseded++;
  };

  const supersedeLinked = (r: Row, newId: number) => {
    const linked = s.byProviderId(r.provider).get(userId, r.pendingId) as
      { id: number; pending: number; superseded_by_id: number | null } | undefined;
    if (!linked || !linked.pending || linked.superseded_by_id) return false;
    s.supersede.run(newId, linked.id);
    const i = pendingRows.findIndex((p) => p.id === linked.id);
    if (i >= 0) pendingRows.splice(i, 1);
    result.superseded++;
    return true;
  };

  const applyPosted = (r: Row, txId: number) => {
    if (r.category !== 'TikTok') return;
    if (r.type === 'debit') {
      const e = earningsFor(r);
      s.setEarnings.run(e.roundUpCents, e.points, e.creatorShare, e.creatorId, txId);
      credit(txId, r.amountCents, e);
    } else {
      const purchase = s.refundMatch.get(userId, r.amountCents, r.date, txId) as Earned | undefined;
      if (purchase) reverse(purchase, 'refund', txId);
    }
  };

  /** The new row's id, or undefined when the provider id is already there. */
  const insertRow = (r: Row): { id: number } | undefined => {
    // run() and lastInsertRowid rather than RETURNING id, which more than doubles this insert's cost (bench/ingest.ts).
    const info = s
      .insert(r.provider === 'finicity' ? 'finicity' : 'belvo')
      .run(
        userId,
        r.description,
        r.merchant,
        r.amountCents,
        r.type,
        r.category,
        r.provider,
        r.pending ? 1 : 0,
        r.providerId,
        r.institutionId,
        r.accountId,
        r.date,
        now,
      );
    return info.changes ? { id: Number(info.lastInsertRowid) } : undefined;
  };

  for (const r of rows) {
    if (r.removed) {
      const existing = s.byProviderId(r.provider).get(userId, r.providerId) as
        | (Earned & {
            pending: number;
            removed_at: number | null;
            reversed_at: number | null;
            superseded_by_id: number | null;
            category: string;
            type: string;
          })
        | undefined;
      if (!existing) {
        // A removal for a row never seen: keep a tombstone, so the row arriving later (or a replay of an
        // older page) cannot bring it back.
        const tomb = insertRow(r) as { id: number } | undefined;
        if (tomb) s.markRemoved.run(now, tomb.id);
        continue;
      }
      if (existing.removed_at !== null) continue;
      s.markRemoved.run(now, existing.id);
      result.removed++;
      const i = pendingRows.findIndex((p) => p.id === existing.id);
      if (i >= 0) pendingRows.splice(i, 1);
      if (
        !existing.pending &&
        !existing.superseded_by_id &&
        existing.reversed_at === null &&
        existing.category === 'TikTok' &&
        existing.type === 'debit'
      ) {
        reverse(existing, 'removed', null);
      }
      continue;
    }

    const inserted = insertRow(r) as { id: number } | undefined;

    if (inserted) {
      result.inserted++;
      if (r.pending) {
        pendingRows.push({
          id: inserted.id,
          accountId: r.accountId,
          amountCents: r.amountCents,
          type: r.type,
          date: r.date,
          provider: r.provider,
        });
        continue;
      }
      if (!(r.pendingId && supersedeLinked(r, inserted.id))) supersedePending(r, inserted.id);
      applyPosted(r, inserted.id);
      continue;
    }

    // Seen before: a replay changes nothing, except a pending row that posts under the same id.
    const existing = s.byProviderId(r.provider).get(userId, r.providerId) as
      { id: number; pending: number; superseded_by_id: number | null; removed_at: number | null } | undefined;
    if (existing && existing.pending && !r.pending && !existing.superseded_by_id && existing.removed_at === null) {
      s.post.run(r.description, r.merchant, r.amountCents, r.type, r.category, r.date, existing.id);
      const i = pendingRows.findIndex((p) => p.id === existing.id);
      if (i >= 0) pendingRows.splice(i, 1);
      applyPosted(r, existing.id);
    } else {
      result.duplicates++;
    }
  }

  ledger.flush();
  if (result.coinPurchases || roundUpsRecorded) s.bumpCounters.run(result.coinPurchases, roundUpsRecorded, userId);
  const after = s.userTotals.get(userId) as { pending_round_up_cents: number; round_up_count: number };
  if (after.round_up_count >= 1 && roundUpsRecorded) unlockAchievement(sqlite, userId, 'first_round_up', now);
  if (after.round_up_count >= 10 && roundUpsRecorded) unlockAchievement(sqlite, userId, 'round_ups_10', now);

  if (result.inserted) {
    notify(
      sqlite,
      {
        userId,
        type: 'transaction_pulled',
        title: activity.pulledTitle,
        message: activity.pulledBody(result.inserted),
        data: { count: result.inserted },
      },
      now,
    );
  }
  if (result.coinPurchases) {
    notify(
      sqlite,
      {
        userId,
        type: 'tiktok_purchase',
        title: activity.purchaseTitle,
        message: activity.purchaseBody(result.coinPurchases, formatDecimal(result.pointsEarned)),
        data: { count: result.coinPurchases },
      },
      now,
    );
  }
  if (result.roundUpCents > 0) {
    notify(
      sqlite,
      {
        userId,
        type: 'round_up',
        title: activity.roundUpTitle,
        message: activity.roundUpBody(`$${formatDecimal(result.roundUpCents)}`, roundUpsRecorded),
        data: { amount: formatDecimal(result.roundUpCents) },
      },
      now,
    );
  }
  if (result.refunds) {
    notify(
      sqlite,
      {
        userId,
        type: 'round_up',
        title: activity.refundTitle,
        message: activity.refundBody(`$${formatDecimal(refundCents)}`),
        data: { count: result.refunds },
      },
      now,
    );
  }
  return {
    ...result,
    pendingRoundUpCents: after.pending_round_up_cents,
    sweepDue: after.pending_round_up_cents >= SWEEP_THRESHOLD_CENTS,
  };
}
