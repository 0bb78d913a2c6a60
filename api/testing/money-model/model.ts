// The model of one member's money: a small re-statement of PRODUCT.md sections 3-7 and docs/decisions/0004 in
// integer cents, with no code of the engine's. The bank is part of the world the model keeps (what the bank lists
// now); `ingest` is what the app makes of a delivered page of it.
import type { InterestAccount } from './model-math.ts';
import { creatorShareOf, DAY, mondayOf, pointsOf, spareChange, WEEK } from './model-math.ts';

export type RoundUpSettings = { method: 'dollar' | 'five'; multiplier: number; capCents: number | null; on: boolean };

/** A row as the bank lists it now. */
export type BankRow = {
  id: string;
  cents: number;
  type: 'debit' | 'credit';
  date: number;
  pending: boolean;
  removed: boolean;
};

type Earned = { roundUp: number; points: number; share: number; creator: number | null };

/** A row as the app has seen it. */
type SeenRow = BankRow & {
  seq: number;
  supersededBy: string | null;
  reversed: boolean;
  refundOf: string | null;
  /** The round-up settings in force when the row was first seen. */
  firstSeen: RoundUpSettings;
  earned: Earned | null;
};

export type Payout = {
  kind: 'redemption' | 'cash_out';
  cents: number;
  fee: number;
  method: 'instant' | 'standard';
  status: 'processing' | 'paid' | 'failed';
  arrivesAt: number | null;
};

export type MoneyModel = {
  now: number;
  settings: RoundUpSettings;
  choice: 'interest' | 'bitcoin';
  card: 'none' | 'good' | 'declining';
  declinedAt: number | null;
  follow: { creator: number; since: number } | null;
  bank: Map<string, BankRow>;
  seen: Map<string, SeenRow>;
  seq: number;
  /** Cents, or hundredths of a point for the points. */
  user: { points: number; earned: number; redeemed: number; spend: number; roundUps: number; pending: number };
  /** Each creator's points, all of them received as a share. */
  creators: number[];
  interest: InterestAccount;
  bitcoin: { invested: number; sats: number };
  payouts: Payout[];
  lastSync: number | null;
  /** The chart: day -> value and invested, in cents. */
  chart: Map<number, { value: number; invested: number }>;
  lastPush: BankRow[] | null;
  ids: number;
  /** The market: the Bitcoin price (cents per BTC) at an instant. */
  price: (at: number) => number;
  log: string[];
};

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
    creators: Array.from({ length: creators }, () => 0),
    interest: { invested: 0, balance: 0, accruedMicros: 0n, lastDay: null },
    bitcoin: { invested: 0, sats: 0 },
    payouts: [],
    lastSync: null,
    chart: new Map(),
    lastPush: null,
    ids: 0,
    price,
    log: [],
  };
}

/** Credits (sign 1) or takes back (sign -1) what a purchase earned. */
function book(m: MoneyModel, row: SeenRow, sign: 1 | -1) {
  const e = row.earned!;
  m.user.points += sign * e.points;
  m.user.earned += sign * e.points;
  m.user.spend += sign * row.cents;
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

/** A posted coin purchase earns by the settings of its first sighting; a coin refund reverses its purchase. */
function posted(m: MoneyModel, row: SeenRow, firstSeen: RoundUpSettings) {
  if (row.type === 'credit') {
    const purchase = [...m.seen.values()]
      .filter(
        (p) =>
          p.type === 'debit' &&
          !p.pending &&
          !p.reversed &&
          !p.removed &&
          p.supersededBy === null &&
          p.cents === row.cents &&
          p.date <= row.date &&
          p.id !== row.id,
      )
      .sort((a, b) => b.date - a.date || b.seq - a.seq)[0];
    if (!purchase) return;
    book(m, purchase, -1);
    row.refundOf = purchase.id;
    return;
  }
  let roundUp = 0;
  if (firstSeen.on) {
    const wanted = spareChange(row.cents, firstSeen.method) * firstSeen.multiplier;
    const left = firstSeen.capCents === null ? wanted : firstSeen.capCents - usedInWeek(m, mondayOf(row.date));
    roundUp = Math.max(0, Math.min(wanted, left));
  }
  const f = m.follow;
  const creator = f !== null && f.since <= row.date ? f.creator : null;
  row.earned = {
    roundUp,
    points: pointsOf(row.cents),
    share: creator === null ? 0 : creatorShareOf(row.cents),
    creator,
  };
  book(m, row, 1);
}

/**
 * The open pending row a new posted row replaces: same direction and amount, dated at most a day after it and at
 * most ten days before it, the closest in date. Ties go to the first looked at: the rows seen before this page by
 * date, then the page's own in order.
 */
function pendingReplaced(m: MoneyModel, row: SeenRow, pageStart: number): SeenRow | undefined {
  const open = [...m.seen.values()]
    .filter((p) => p.pending && p.supersededBy === null && !p.removed && p !== row)
    .filter((p) => p.type === row.type && p.cents === row.cents)
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
  // A refund the bank took back: its purchase earns again, unless it is gone too.
  if (purchase && purchase.reversed && !purchase.removed) book(m, purchase, 1);
}

function fresh(m: MoneyModel, r: BankRow): SeenRow {
  m.seq += 1;
  const settings = { ...m.settings };
  return { ...r, seq: m.seq, supersededBy: null, reversed: false, refundOf: null, firstSeen: settings, earned: null };
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
  Object.assign(e, { pending: false, supersededBy: null, cents: r.cents, date: r.date });
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

/** What the followed creator still holds of this member's purchases. */
export const sentToCreator = (m: MoneyModel, creator: number) =>
  [...m.seen.values()]
    .filter((r) => !r.reversed && r.earned?.creator === creator)
    .reduce((sum, r) => sum + r.earned!.share, 0);
