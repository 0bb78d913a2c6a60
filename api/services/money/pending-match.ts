// Pending rows earn nothing; their posted row does. A posted row replaces the pending one the provider links
// to it, or else the one it matches: same provider, account, direction and amount (in the bank's currency),
// booked at most a day after and at most ten days before. The replaced row is kept, hidden, so a replayed page
// cannot bring it back.
import type { BankRow } from './provider-rows.ts';
import type { FirstSeenSettings, OpenPending, Statements } from './ingest-sql.ts';

const DAY_MS = 86_400_000;
const PENDING_MATCH_AFTER_MS = DAY_MS;
const PENDING_MATCH_BEFORE_MS = 10 * DAY_MS;

/**
 * The user's open pending rows that a posted row of this batch could replace: those dated within the match
 * window of some posted row. A sync page thus reads the pending rows of its own days, where reading them all
 * walked every row the user has, on every batch. Same order as that query had (it walked
 * transactions_match_idx), so a tie in `supersedeMatching` goes the same way.
 */
function openPendingNear(s: Statements, userId: number, rows: readonly BankRow[]): OpenPending[] {
  let first = Infinity;
  let last = -Infinity;
  for (const r of rows) {
    if (r.removed || r.pending) continue;
    if (r.date < first) first = r.date;
    if (r.date > last) last = r.date;
  }
  if (first > last) return [];
  return s.openPending.all(userId, first - PENDING_MATCH_BEFORE_MS, last + PENDING_MATCH_AFTER_MS);
}

/** The open pending rows a batch may replace, kept current as the batch inserts, posts and removes rows. */
export class PendingRows {
  private readonly open: OpenPending[];

  constructor(
    private readonly s: Statements,
    private readonly userId: number,
    batch: readonly BankRow[],
  ) {
    this.open = openPendingNear(s, userId, batch);
  }

  /** A pending row the batch has just inserted: a later posted row of the batch may replace it. */
  add(id: number, r: BankRow, firstSeen: FirstSeenSettings) {
    this.open.push({
      id,
      accountId: r.accountId,
      currency: r.currency,
      originalAmount: r.originalAmount,
      type: r.type,
      date: r.date,
      provider: r.provider,
      ...firstSeen,
    });
  }

  /** A row that is no longer open: posted under its own id, or removed. */
  forget(id: number) {
    const i = this.open.findIndex((p) => p.id === id);
    if (i >= 0) this.open.splice(i, 1);
  }

  /** Replaces the row the provider names as this posted row's pending one, if it is still open; returns it. */
  supersedeLinked(r: BankRow, newId: number): FirstSeenSettings | null {
    const linked = this.s.byProviderId.get(this.userId, r.provider, r.pendingId);
    if (!linked || !linked.pending || linked.superseded_by_id) return null;
    this.s.supersede.run(newId, linked.id);
    this.forget(linked.id);
    return linked;
  }

  /** Replaces the open row that matches this posted row, the closest in date, and returns it; null if none. */
  supersedeMatching(r: BankRow, newId: number): FirstSeenSettings | null {
    let best = -1;
    for (let i = 0; i < this.open.length; i++) {
      const p = this.open[i]!;
      // The bank's own amount: a pending row and its posting may convert at the rates of different days.
      if (p.provider !== r.provider || p.type !== r.type) continue;
      if (p.currency !== r.currency || p.originalAmount !== r.originalAmount) continue;
      if (p.accountId && r.accountId && p.accountId !== r.accountId) continue;
      if (p.date > r.date + PENDING_MATCH_AFTER_MS || r.date - p.date > PENDING_MATCH_BEFORE_MS) continue;
      if (best < 0 || Math.abs(p.date - r.date) < Math.abs(this.open[best]!.date - r.date)) best = i;
    }
    if (best < 0) return null;
    const [replaced] = this.open.splice(best, 1);
    this.s.supersede.run(newId, replaced!.id);
    return replaced!;
  }
}
