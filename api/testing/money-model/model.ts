// The model of one member's money: a small re-statement of docs/product-rules.md sections 3-7 and docs/decisions/0004
// in integer cents, with no code of the engine's. The bank is part of the world the model keeps (what the bank lists
// now); `ingest` is what the app makes of a delivered page of it.
import type { InterestAccount } from './model-math.ts';
import type { Payout } from './payout.ts';
import { REFERRAL_REWARD_CENTS as REFERRAL_REWARD } from '#shared/constants.ts';
import { type Achievements, countRoundUp, firstReferralReward, noAchievements } from './model-achievements.ts';
import { creatorShareOf, DAY, halfEven, HOUR, mondayOf, pointsOf, spareChange, WEEK } from './model-math.ts';

export type { Payout };

export type RoundUpSettings = { method: 'dollar' | 'five'; multiplier: number; capCents: number | null; on: boolean };

/** The currencies of the model's bank: US dollars, and Mexican pesos converted at the rate of the moment. */
export type Currency = 'USD' | 'MXN';

/** A row as the bank lists it now. */
export type BankRow = {
  id: string;
  currency: Currency;
  /** The amount in the bank's currency, in its minor units (cents, centavos). */
  cents: number;
  type: 'debit' | 'credit';
  date: number;
  pending: boolean;
  removed: boolean;
};

type Earned = { roundUp: number; points: number; share: number; creator: number | null };

/** A row as the app has seen it. */
export type SeenRow = BankRow & {
  /** US cents, converted when the row was seen (a posting converts again). */
  usd: number;
  seq: number;
  supersededBy: string | null;
  reversed: boolean;
  refundOf: string | null;
  /** The round-up settings in force when the row was first seen. */
  firstSeen: RoundUpSettings;
  earned: Earned | null;
};

export type MoneyModel = {
  now: number;
  settings: RoundUpSettings;
  choice: 'interest' | 'bitcoin';
  /** 'slow': its charges answer `processing` and settle an hour later (a bank debit). */
  card: 'none' | 'good' | 'declining' | 'slow';
  declinedAt: number | null;
  follow: { creator: number; since: number } | null;
  bank: Map<string, BankRow>;
  seen: Map<string, SeenRow>;
  seq: number;
  /** Cents, or hundredths of a point for the points. */
  user: { points: number; earned: number; redeemed: number; spend: number; roundUps: number; pending: number };
  achievements: Achievements;
  /** Units of each currency per US dollar, x 10^6: the rate source's answer now. */
  rates: Record<Currency, number>;
  /** The member signed up with a referral code: the referrer's points, and whether the referral completed. */
  referral: { points: number; completed: boolean } | null;
  /** The Bitcoin price feed answers errors. */
  priceDown: boolean;
  /** A sweep charged and not yet invested: its charge settles at `settlesAt`, and a Bitcoin buy needs a price. */
  inFlight: { amount: number; type: 'interest' | 'bitcoin'; settlesAt: number } | null;
  /** Each creator's points, all of them received as a share. */
  creators: number[];
  interest: InterestAccount;
  bitcoin: { invested: number; sats: number };
  payouts: Payout[];
  /** The current payout account (1, 2...: each update is a new one, paid from `changedUntil`, 24 hours later). */
  account: number;
  attention: Set<number>;
  changedUntil: number;
  lastSync: number | null;
  /** When the member last pressed Refresh and it went through. */
  lastRefresh: number | null;
  /** The chart: day -> value and invested, in cents. */
  chart: Map<number, { value: number; invested: number }>;
  lastPush: BankRow[] | null;
  ids: number;
  /** The market: the Bitcoin price (cents per BTC) at an instant. */
  price: (at: number) => number;
  /** Joined again: the bank's rows dated up to when the closed account let it go were that account's. */
  earnFrom: number | null;
  /** When the member (last) linked the bank: purchases dated before its day earn nothing. */
  linkedAt: number;
  /** Each closed account's totals as closing left them: nothing moves them after. */
  closed: ClosedBooks[];
  log: string[];
};

export type ClosedBooks = { points: number; earned: number; received: number; roundUps: number; pending: number };
/** The bank's rows that are this member's: all of them, or after they joined again those after the close. */
export const isMine = (m: Readonly<MoneyModel>, r: BankRow) => m.earnFrom === null || r.date > m.earnFrom;

/** The peso's rate when a run starts: 18.33 pesos to the dollar. */
export const MXN_AT_START = 18_330_000;
/** How far a coin purchase may be dated after its refund and still be its purchase (decision 0004). */
const REFUND_AFTER = 10 * DAY;

/** An amount in the bank's currency in US cents at the rate of the moment, half to even. */
const toUsd = (m: MoneyModel, r: BankRow) =>
  Number(halfEven(BigInt(r.cents) * 1_000_000n, BigInt(m.rates[r.currency])));

export function newModel(now: number, creators: number, price: (at: number) => number): MoneyModel {
  return {
    now,
    settings: { method: 'dollar', multiplier: 1, capCents: null, on: true },
    choice: 'interest',
    card: 'none',
    declinedAt: null,
    follow: null,
    bank: new Map(),
    seen: new Map(),
    seq: 0,
    user: { points: 0, earned: 0, redeemed: 0, spend: 0, roundUps: 0, pending: 0 },
    achievements: noAchievements(),
    rates: { USD: 1_000_000, MXN: MXN_AT_START },
    referral: null,
    priceDown: false,
    inFlight: null,
    creators: Array.from({ length: creators }, () => 0),
    interest: { invested: 0, balance: 0, accruedMicros: 0n, lastDay: null },
    bitcoin: { invested: 0, sats: 0 },
    payouts: [],
    account: 1,
    attention: new Set(),
    changedUntil: 0,
    lastSync: null,
    lastRefresh: null,
    chart: new Map(),
    lastPush: null,
    ids: 0,
    price,
    earnFrom: null,
    linkedAt: now,
    closed: [],
    log: [],
  };
}

/** Credits (sign 1) or takes back (sign -1) what a purchase earned. */
function book(m: MoneyModel, row: SeenRow, sign: 1 | -1) {
  const e = row.earned!;
  m.user.points += sign * e.points;
  m.user.earned += sign * e.points;
  m.user.spend += sign * row.usd;
  m.user.roundUps += sign * e.roundUp;
  m.user.pending += sign * e.roundUp;
  if (e.creator !== null) m.creators[e.creator]! += sign * e.share;
  row.reversed = sign === -1;
}

/** Round-ups already recorded by the week's purchases that still count. */
const usedInWeek = (m: MoneyModel, monday: number) =>
  [...m.seen.values()]
    .filter((r) => r.type === 'debit' && !r.pending && !r.reversed && r.date >= monday && r.date < monday + WEEK)
    .reduce((sum, r) => sum + (r.earned?.roundUp ?? 0), 0);

/** The same amount in the same currency: refunds and postings match in the bank's currency, not in US cents. */
const sameAmount = (a: BankRow, b: BankRow) => a.currency === b.currency && a.cents === b.cents;

/** The purchase a coin refund reverses: an unreversed posted purchase of its amount dated at most 10 days after
 * it, those dated before it first (the newest), then those after (the closest). */
function purchaseOf(m: MoneyModel, refund: SeenRow): SeenRow | undefined {
  const after = (p: SeenRow) => Number(p.date > refund.date);
  return [...m.seen.values()]
    .filter((p) => p.type === 'debit' && !p.pending && !p.reversed && !p.removed && p.supersededBy === null)
    .filter((p) => sameAmount(p, refund) && p.date <= refund.date + REFUND_AFTER && p.id !== refund.id)
    .sort((a, b) => after(a) - after(b) || (after(a) ? a.date - b.date : b.date - a.date) || b.seq - a.seq)[0];
}

/** A coin refund that found no purchase when it posted waits for one: the earliest of those of its amount. */
function waitingRefundOf(m: MoneyModel, purchase: SeenRow): SeenRow | undefined {
  return [...m.seen.values()]
    .filter((r) => r.type === 'credit' && !r.pending && !r.removed && r.supersededBy === null && r.refundOf === null)
    .filter((r) => sameAmount(r, purchase) && r.date >= purchase.date - REFUND_AFTER)
    .sort((a, b) => a.date - b.date || a.seq - b.seq)[0];
}

/** A purchase that earns now meets the refund that waited for it: it takes back exactly what was booked. */
function meetWaitingRefund(m: MoneyModel, purchase: SeenRow) {
  if (purchase.reversed || purchase.removed || purchase.supersededBy !== null) return;
  const refund = waitingRefundOf(m, purchase);
  if (!refund) return;
  book(m, purchase, -1);
  refund.refundOf = purchase.id;
}

/** A posted coin purchase earns by the settings of its first sighting; a coin refund reverses its purchase. */
function posted(m: MoneyModel, row: SeenRow, firstSeen: RoundUpSettings) {
  if (row.type === 'credit') {
    const purchase = purchaseOf(m, row);
    if (!purchase) return;
    book(m, purchase, -1);
    row.refundOf = purchase.id;
    return;
  }
  // History from before the link's day (its date 12 hours behind UTC) earns nothing (product-rules section 3).
  const before = row.date < Math.floor((m.linkedAt - 12 * HOUR) / DAY) * DAY;
  let roundUp = 0;
  if (firstSeen.on && !before) {
    const wanted = spareChange(row.usd, firstSeen.method) * firstSeen.multiplier;
    const left = firstSeen.capCents === null ? wanted : firstSeen.capCents - usedInWeek(m, mondayOf(row.date));
    roundUp = Math.max(0, Math.min(wanted, left));
  }
  const f = m.follow;
  const creator = f !== null && f.since <= row.date ? f.creator : null;
  row.earned = before
    ? { roundUp: 0, points: 0, share: 0, creator: null }
    : { roundUp, points: pointsOf(row.usd), share: creator === null ? 0 : creatorShareOf(row.usd), creator };
  book(m, row, 1);
  if (roundUp > 0) countRoundUp(m);
  // The referral completes at the member's first purchase that records a round-up, once.
  if (roundUp > 0 && m.referral && !m.referral.completed) {
    m.referral.completed = true;
    m.referral.points += REFERRAL_REWARD + firstReferralReward();
  }
  meetWaitingRefund(m, row);
}

/**
 * The open pending row a new posted row replaces: same direction and amount, dated at most a day after it and at
 * most ten days before it, the closest in date. Ties go to the first looked at: the rows seen before this page by
 * date, then the page's own in order.
 */
function pendingReplaced(m: MoneyModel, row: SeenRow, pageStart: number): SeenRow | undefined {
  const open = [...m.seen.values()]
    .filter((p) => p.pending && p.supersededBy === null && !p.removed && p !== row)
    .filter((p) => p.type === row.type && sameAmount(p, row))
    .filter((p) => p.date <= row.date + DAY && row.date - p.date <= 10 * DAY)
    .sort((a, b) => Number(a.seq >= pageStart) - Number(b.seq >= pageStart) || a.date - b.date || a.seq - b.seq);
  let best: SeenRow | undefined;
  for (const p of open) if (!best || Math.abs(p.date - row.date) < Math.abs(best.date - row.date)) best = p;
  return best;
}

function removeRow(m: MoneyModel, r: BankRow) {
  const e = m.seen.get(r.id);
  if (!e) {
    // A removal of a row never seen: remembered, so the row cannot arrive later.
    m.seen.set(r.id, { ...fresh(m, r), removed: true });
    return;
  }
  if (e.removed) return;
  e.removed = true;
  if (e.type === 'debit' && !e.pending && e.supersededBy === null && !e.reversed && e.earned) book(m, e, -1);
  const purchase = e.refundOf === null ? undefined : m.seen.get(e.refundOf);
  // A refund the bank took back: its purchase earns again, unless it is gone too, and may meet another refund.
  if (purchase && purchase.reversed && !purchase.removed) {
    book(m, purchase, 1);
    meetWaitingRefund(m, purchase);
  }
}

function fresh(m: MoneyModel, r: BankRow): SeenRow {
  m.seq += 1;
  const settings = { ...m.settings };
  const seen = { supersededBy: null, reversed: false, refundOf: null, firstSeen: settings, earned: null };
  return { ...r, usd: toUsd(m, r), seq: m.seq, ...seen };
}

function apply(m: MoneyModel, r: BankRow, pageStart: number) {
  if (r.removed) return removeRow(m, r);
  const e = m.seen.get(r.id);
  if (!e) {
    const row = fresh(m, r);
    m.seen.set(r.id, row);
    if (r.pending) return;
    const replaced = pendingReplaced(m, row, pageStart);
    if (replaced) replaced.supersededBy = row.id;
    return posted(m, row, replaced?.firstSeen ?? row.firstSeen);
  }
  // Seen before: nothing changes, except a pending row that posts under its own id (it counts, even if another
  // posting seemed to replace it).
  if (!e.pending || r.pending || e.removed) return;
  Object.assign(e, { pending: false, supersededBy: null, cents: r.cents, usd: toUsd(m, r), date: r.date });
  posted(m, e, e.firstSeen);
}

/** One delivered page: pending rows first, then posted rows by date, removals last. */
export function ingest(m: MoneyModel, page: readonly BankRow[]) {
  const rank = (r: BankRow) => (r.removed ? 2 : r.pending ? 0 : 1);
  const order = page.map((r, i) => ({ r, i }));
  order.sort((a, b) => rank(a.r) - rank(b.r) || a.r.date - b.r.date || a.i - b.i);
  const pageStart = m.seq + 1;
  for (const { r } of order) apply(m, r, pageStart);
}
