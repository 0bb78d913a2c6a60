// One batch's rows applied in processing order, inside ingest's transaction. A new row is inserted (a pending one
// waits; a posted one replaces its pending row, then earns or refunds); a row seen before changes nothing, unless
// a pending row posts under its own id; a removal hides the row and takes back what a purchase earned.
import type { Sqlite } from '#db/index.ts';
import type { UsdRate } from '#api/providers/rates/rate-provider.ts';
import type { LedgerWriter } from './ledger.ts';
import { PendingRows } from './pending-match.ts';
import type { BankRow } from './provider-rows.ts';
import {
  earningsCalculator,
  type Earnings,
  NOTHING_EARNED,
  type EarningsCalculator,
  postEarnings,
  postReversal,
} from './purchase-earnings.ts';
import { completeReferral } from './referral-completion.ts';
import { beforeLinkOf } from './earning-start.ts';
import { type BatchCounts, noCounts } from './batch-counts.ts';
import type { FirstSeenSettings, FullRow, Statements, StoredTransaction, UserSettings } from './ingest-sql.ts';
import { storedAsRow } from './stored-rows.ts';

/**
 * A coin refund and its purchase: the purchase is dated at most this long after the refund (a purchase posted
 * days after a same-day reversal carries its posting date), and any time before it.
 */
const REFUND_MATCH_AFTER_MS = 10 * 86_400_000;

/** A row's amount as stored: US cents, the bank's currency and amount, the rate and its day. */
const amountOf = (r: BankRow) => [r.amountCents, r.currency, r.originalAmount, r.rateMicros, r.rateDay] as const;

export class IngestBatch {
  readonly counts: BatchCounts = noCounts();
  /** Purchases that recorded a round-up. */
  roundUps = 0;
  refundCents = 0;
  private referralChecked = false;
  private readonly earningsFor: EarningsCalculator;
  private readonly pending: PendingRows;
  /** Whether a row is dated before its account was linked: shown and counted, it earns nothing. */
  private readonly isBeforeLink: ReturnType<typeof beforeLinkOf>;

  constructor(
    private readonly sqlite: Sqlite,
    private readonly s: Statements,
    private readonly user: UserSettings,
    private readonly ledger: LedgerWriter,
    private readonly now: number,
    rows: readonly BankRow[],
  ) {
    this.earningsFor = earningsCalculator(s, user, s.followOf.get(user.id));
    this.pending = new PendingRows(s, user.id, rows);
    this.isBeforeLink = beforeLinkOf(s, user.id);
  }

  apply(r: BankRow) {
    if (r.removed) return this.remove(r);
    const id = this.insertRow(r);
    if (id === undefined) return this.seenBefore(r);
    this.counts.inserted++;
    if (r.pending) return this.pending.add(id, r, this.firstSeenNow());
    const replaced =
      (r.pendingId ? this.pending.supersedeLinked(r, id) : null) ?? this.pending.supersedeMatching(r, id);
    if (replaced) {
      this.counts.superseded++;
      // Kept on the posted row too, for the day it converts if it waits for its exchange rate; and the member's word
      // on the pending row is their word on its posting.
      const { round_up_method, round_up_multiplier, weekly_cap_cents, round_ups_on, member_category } = replaced;
      this.s.keepFirstSeen.run({
        round_up_method,
        round_up_multiplier,
        weekly_cap_cents,
        round_ups_on,
        member_category,
        id,
      });
      if (member_category) r = { ...r, category: member_category };
    }
    // The purchase was first seen as the pending row it replaces: it rounds up by that row's settings.
    this.applyPosted(r, id, replaced ?? undefined);
  }

  /** The user's round-up settings now, as a row keeps them when first seen. */
  private firstSeenNow(): FirstSeenSettings {
    const u = this.user;
    return {
      round_up_method: u.round_up_method,
      round_up_multiplier: u.round_up_multiplier,
      weekly_cap_cents: u.weekly_cap_cents,
      round_ups_on: u.auto_round_up_enabled,
      member_category: null,
    };
  }

  /** Seen before: a replay changes nothing, except a pending row that posts under the same id. */
  private seenBefore(r: BankRow) {
    const existing = this.s.byProviderId.get(this.user.id, r.provider, r.providerId);
    if (existing && existing.pending && !r.pending && existing.removed_at === null) {
      // A pending row that a posting under another id seemed to replace (same amount, nearby date) and that now
      // posts under its own id was a purchase of its own: it counts, and the other posting keeps counting.
      if (existing.superseded_by_id) this.s.unsupersede.run(existing.id);
      const before = this.isBeforeLink(r) ? 1 : 0;
      // The member's word on the row wins over the rules, whatever the bank's posting says.
      const posted = existing.member_category ? { ...r, category: existing.member_category } : r;
      this.s.post.run(r.description, r.merchant, ...amountOf(r), r.type, posted.category, r.date, before, existing.id);
      this.pending.forget(existing.id);
      this.applyPosted(posted, existing.id, existing);
    } else {
      this.counts.duplicates++;
    }
  }

  private remove(r: BankRow) {
    const existing = this.s.byProviderId.get(this.user.id, r.provider, r.providerId);
    if (!existing) {
      // A removal for a row never seen: keep a tombstone, so the row arriving later (or a replay of an
      // older page) cannot bring it back.
      const tomb = this.insertRow(r);
      if (tomb !== undefined) this.s.markRemoved.run(this.now, tomb);
      return;
    }
    if (existing.removed_at !== null) return;
    this.s.markRemoved.run(this.now, existing.id);
    this.counts.removed++;
    this.pending.forget(existing.id);
    const earned =
      !existing.pending &&
      !existing.superseded_by_id &&
      existing.reversed_at === null &&
      existing.usd_rate_micros !== null;
    if (earned && existing.category === 'TikTok' && existing.type === 'debit') this.reverse(existing, 'removed', null);
    if (existing.refund_of_id !== null) this.restore(existing.refund_of_id, existing.id);
  }

  /** A refund the bank took back: the purchase it reversed earns again, as it did (unless it is gone too). */
  private restore(purchaseId: number, refundTxId: number) {
    const p = this.s.byId.get(purchaseId, this.user.id);
    if (!p || p.reversed_at === null || p.removed_at !== null) return;
    postReversal(this.ledger, this.user.id, p, 'refund_removed', `tx:${p.id}:restore:${refundTxId}`, 1);
    this.s.clearReversed.run(p.id);
    this.matchWaitingRefund(p.id, p.currency, p.original_amount, p.date);
  }

  /**
   * A row that waited for its exchange rate, now converted at `rate` to `amountCents`: a posted purchase earns as
   * if it had just posted (by the settings kept when it was first seen), a refund reverses its purchase.
   */
  convert(t: FullRow, amountCents: number, rate: UsdRate) {
    if (this.s.setRate.run(amountCents, rate.unitsPerUsdMicros, rate.rateDay, t.id).changes === 0) return;
    this.counts.converted++;
    // A purchase refunded while it waited earned nothing, and nothing is left to earn.
    if (t.pending || t.reversed_at !== null) return;
    const r: BankRow = {
      ...storedAsRow(t),
      amountCents,
      rateMicros: rate.unitsPerUsdMicros,
      rateDay: rate.rateDay,
    };
    this.applyPosted(r, t.id, t);
  }

  /**
   * A posted coin purchase earns; a coin refund reverses the newest unreversed purchase of its amount (in the
   * bank's currency). A row still waiting for its exchange rate does neither until it is converted.
   */
  private applyPosted(r: BankRow, txId: number, firstSeen?: FirstSeenSettings, key = `tx:${txId}`) {
    if (r.category !== 'TikTok' || r.rateMicros === null) return;
    if (r.type === 'debit') {
      // History from before the link counts as spend and earns nothing.
      const before = this.isBeforeLink(r);
      if (before) this.counts.beforeLink++;
      const e = before ? NOTHING_EARNED : this.earningsFor(r, firstSeen);
      this.s.setEarnings.run(e.roundUpCents, e.points, e.creatorShare, e.creatorId, txId);
      this.credit({ id: txId, amountCents: r.amountCents, date: r.date }, e, key);
      this.matchWaitingRefund(txId, r.currency, r.originalAmount, r.date);
    } else {
      const latest = r.date + REFUND_MATCH_AFTER_MS;
      const purchase = this.s.refundMatch.get(this.user.id, r.currency, r.originalAmount, latest, txId, r.date, r.date);
      // None yet: the refund waits for its purchase to post (matchWaitingRefund).
      if (purchase) this.reverse(purchase, 'refund', { id: txId, date: r.date });
    }
  }

  /**
   * A purchase that earns (it just posted, or its refund was withdrawn) and a coin refund that posted before it and
   * found nothing to reverse: the refund takes back exactly what the purchase booked, as if it had come after it.
   */
  private matchWaitingRefund(purchaseId: number, currency: string, originalAmount: string, date: number) {
    // The refund first, by the index: most purchases have none waiting, and then the purchase is not read again.
    const refund = this.s.waitingRefund.get(this.user.id, currency, originalAmount, date - REFUND_MATCH_AFTER_MS);
    if (!refund) return;
    const p = this.s.byId.get(purchaseId, this.user.id);
    if (!p || p.reversed_at !== null || p.removed_at !== null || p.superseded_by_id !== null) return;
    this.reverse(p, 'refund', refund);
  }

  private credit(purchase: { id: number; amountCents: number; date: number }, e: Earnings, key: string) {
    const { id: userId, points_reward_rate_bps: rateBps } = this.user;
    const { id: txId, amountCents } = purchase;
    postEarnings(this.ledger, userId, purchase, e, key);
    if (e.points) this.s.insertReward.run(userId, txId, e.points, amountCents, rateBps, this.now, this.now);
    this.counts.coinPurchases++;
    this.counts.roundUpCents += e.roundUpCents;
    this.counts.pointsEarned += e.points;
    if (e.roundUpCents <= 0) return;
    this.roundUps++;
    if (this.referralChecked || !this.user.referred_by) return;
    this.referralChecked = true;
    completeReferral(this.sqlite, this.s, this.ledger, userId, this.now);
  }

  /** Takes back what a purchase earned, through new ledger rows; the purchase row only gets `reversed_at`. */
  private reverse(p: StoredTransaction, cause: 'refund' | 'removed', refund: { id: number; date: number } | null) {
    const { id: userId, points_reward_rate_bps: rateBps } = this.user;
    const refundTxId = refund?.id ?? null;
    // A purchase reversed by a refund can be reversed again after that refund is withdrawn: one key per refund.
    const key = refundTxId === null ? `tx:${p.id}:reverse` : `tx:${p.id}:reverse:${refundTxId}`;
    postReversal(this.ledger, userId, p, cause, key, -1, refund?.date);
    this.s.markReversed.run(this.now, p.id);
    // Its round-up no longer counts toward its week's cap, for the rest of the batch too.
    this.earningsFor.roundUpReversed(p.date, p.round_up_cents);
    if (refundTxId !== null) {
      this.s.setRefundOf.run(p.id, -p.round_up_cents, -p.points_earned, refundTxId);
      if (p.points_earned)
        this.s.insertReward.run(userId, refundTxId, -p.points_earned, -p.amount_cents, rateBps, this.now, this.now);
    }
    this.counts.refunds++;
    this.refundCents += p.amount_cents;
    const reversed = this.counts.reversed;
    reversed.beforeLink += p.before_link;
    reversed.roundUpCents += p.round_up_cents;
    if (p.round_up_cents > 0) reversed.roundUps++;
  }

  /**
   * The member's word on a row (docs/product-rules.md section 3), read whole and theirs: it is the row's category
   * from now on, and what a posted purchase earns follows through new ledger rows named by the correction, as a
   * refund's do. A pending row earns when it posts, by this category.
   */
  correct(t: FullRow, category: 'TikTok' | 'Other', correctionId: number) {
    this.s.setMemberCategory.run({ category, id: t.id });
    // Only a posted, converted purchase not refunded has earned (or can earn) anything to move.
    const earns = t.type === 'debit' && !t.pending && t.usd_rate_micros !== null && t.reversed_at === null;
    if (t.category === category || !earns) return;
    const key = `tx:${t.id}:correction:${correctionId}`;
    if (category === 'TikTok') {
      const r: BankRow = {
        ...storedAsRow(t),
        category,
        amountCents: t.amount_cents,
        rateMicros: t.usd_rate_micros,
        rateDay: t.rate_day,
      };
      return this.applyPosted(r, t.id, t, key);
    }
    postReversal(this.ledger, this.user.id, t, 'corrected', key, -1, this.now);
    this.s.setEarnings.run(0, 0, 0, null, t.id);
    this.earningsFor.roundUpReversed(t.date, t.round_up_cents);
  }

  /** The new row's id, or undefined when the provider id is already there. */
  private insertRow(r: BankRow): number | undefined {
    // run() and lastInsertRowid rather than RETURNING id, which more than doubles this insert's cost
    // (bench/ingest.ts).
    const info = this.s.insert.run(
      this.user.id,
      r.description,
      r.merchant,
      ...amountOf(r),
      r.type,
      r.category,
      r.provider,
      r.pending ? 1 : 0,
      r.providerId,
      r.accountId,
      r.date,
      this.now,
      this.user.round_up_method,
      this.user.round_up_multiplier,
      this.user.weekly_cap_cents,
      this.user.auto_round_up_enabled,
      this.isBeforeLink(r) ? 1 : 0,
    );
    return info.changes ? Number(info.lastInsertRowid) : undefined;
  }
}
