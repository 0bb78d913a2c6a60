// A statement's lines, read from the ledger. The rows one event posted (a purchase's round-up and points,
// a sweep's settlement, a cash-out) become one line; prices and fees come from the rows they reference. An interest
// credit counts on the day it credits (its key names the day), whenever the accrual that posted it ran.
import type { Sqlite } from '#db/index.ts';
import { SATS_PER_BTC } from '#shared/money/bitcoin.ts';
import { dayStartMs } from '#shared/money/interest.ts';
import type { StatementEntryKind } from '#shared/schemas/statements.ts';

/** A ledger row as a statement reads it (amounts in the account's unit; createdAt in ms). */
export type LedgerRow = {
  id: number;
  account: string;
  amount: number;
  cause: string;
  refType: string | null;
  refId: number | null;
  key: string;
  createdAt: number;
};

/** A statement line in units (cents, hundredths of a point, satoshis), before it is written for the API. */
export type Entry = {
  at: number;
  /** A purchase's (or its refund's) own date, as the bank dated it. */
  purchasedAt: number | null;
  kind: StatementEntryKind;
  investment: 'interest' | 'bitcoin' | null;
  description: string | null;
  amountCents: number;
  points: number | null;
  spendCents: number | null;
  sats: number | null;
  priceCents: number | null;
  feeCents: number | null;
  netCents: number | null;
  costBasisCents: number | null;
  /** Every account the line moved, and by how much. */
  deltas: Map<string, number>;
  /** The cash-out or redemption a payout line (or its return) belongs to. */
  payoutId: number | null;
};

const ROW_COLUMNS = `id, account, amount, cause, ref_type AS refType, ref_id AS refId, idempotency_key AS key,
  created_at AS createdAt`;

/** When a row counts: an interest credit on its day, every other row when it was posted. */
export function effectiveAt(row: Pick<LedgerRow, 'cause' | 'key' | 'createdAt'>) {
  if (row.cause !== 'interest') return row.createdAt;
  const day = Number(row.key.split(':')[2]);
  return Number.isSafeInteger(day) ? dayStartMs(day) : row.createdAt;
}

/** The member's rows that count in [from, to): interest credits by their day, the others by when they were posted. */
export function rowsBetween(sqlite: Sqlite, userId: number, from: number, to: number): LedgerRow[] {
  const posted = sqlite
    .prepare(
      `SELECT ${ROW_COLUMNS} FROM ledger_entries
       WHERE user_id = ? AND cause <> 'interest' AND created_at >= ? AND created_at < ? ORDER BY id`,
    )
    .all(userId, from, to) as LedgerRow[];
  const credits = interestRows(sqlite, userId).filter((r) => effectiveAt(r) >= from && effectiveAt(r) < to);
  return [...posted, ...credits].sort((a, b) => effectiveAt(a) - effectiveAt(b) || a.id - b.id);
}

/** Every interest credit of the member (one a month at most). */
export function interestRows(sqlite: Sqlite, userId: number): LedgerRow[] {
  return sqlite
    .prepare(`SELECT ${ROW_COLUMNS} FROM ledger_entries WHERE user_id = ? AND cause = 'interest' ORDER BY id`)
    .all(userId) as LedgerRow[];
}

const PURCHASE = new Set(['coin_purchase', 'purchase_points', 'round_up']);
const REVERSAL = new Set(['refund', 'removed', 'refund_removed']);
const REWARD = new Set(['creator_share', 'referral_reward', 'achievement_reward']);

/** Which event a row belongs to: the rows of one event make one line. */
function eventOf(row: LedgerRow): string {
  const sweep = /^sweep:(\d+):(\w+)/.exec(row.key);
  if (sweep) return `sweep:${sweep[1]}:${sweep[2] === 'reserve' || sweep[2] === 'in_flight' ? 'start' : 'settle'}`;
  const payout = /^(cash_out|redemption):(\d+):(return)?/.exec(row.key);
  if (payout) return `${payout[1]}:${payout[2]}${payout[3] ? ':return' : ''}`;
  if (row.cause === 'interest') return row.key;
  // A member's 'not a coin purchase' ('corrected') is its own family: a line of its own, named as such.
  const family = PURCHASE.has(row.cause) ? 'purchase' : REVERSAL.has(row.cause) ? 'reversal' : row.cause;
  return `${family}|${row.refType}|${row.refId}|${row.createdAt}`;
}

type Lookup = {
  purchase(txId: number): { description: string; date: number } | undefined;
  buy(sweepId: number): { priceCents: number } | undefined;
  sweep(sweepId: number): { type: 'interest' | 'bitcoin' } | undefined;
  cashOut(id: number): { amountCents: number; feeCents: number; source: 'interest' | 'bitcoin' };
  redemption(id: number): { cashCents: number; feeCents: number };
};

/** What a line needs from the rows the ledger references, read only for the member's own rows (prepared once). */
function lookups(sqlite: Sqlite, userId: number): Lookup {
  const prepared = (sql: string) => {
    const statement = sqlite.prepare(sql);
    return <T>(id: number) => statement.get(id, userId) as T | undefined;
  };
  const purchase = prepared(
    // The words Transactions shows, so a line is found by what the member already read.
    'SELECT description, date FROM transactions WHERE id = ? AND user_id = ?',
  );
  const buy = prepared(
    `SELECT bitcoin_price_cents AS priceCents FROM investment_transactions
     WHERE sweep_id = ? AND user_id = ? AND type = 'buy'`,
  );
  const sweep = prepared('SELECT investment_type AS type FROM sweeps WHERE id = ? AND user_id = ?');
  const cashOut = prepared(
    `SELECT amount_cents AS amountCents, fee_cents AS feeCents, source FROM cash_outs
     WHERE id = ? AND user_id = ?`,
  );
  const redemption = prepared(
    `SELECT cash_value_cents AS cashCents, fee_cents AS feeCents FROM points_redemptions
     WHERE id = ? AND user_id = ?`,
  );
  return {
    purchase: (id) => purchase(id),
    buy: (id) => buy(id),
    sweep: (id) => sweep(id),
    cashOut: (id) => {
      const r = cashOut<{ amountCents: number; feeCents: number; source: 'interest' | 'bitcoin' }>(id);
      if (!r) throw new Error(`statement: no cash-out ${id} for user ${userId}`);
      return r;
    },
    redemption: (id) => {
      const r = redemption<{ cashCents: number; feeCents: number }>(id);
      if (!r) throw new Error(`statement: no redemption ${id} for user ${userId}`);
      return r;
    },
  };
}

const blank = (at: number, deltas: Map<string, number>): Entry => ({
  at,
  purchasedAt: null,
  kind: 'other',
  investment: null,
  description: null,
  amountCents: 0,
  points: null,
  spendCents: null,
  sats: null,
  priceCents: null,
  feeCents: null,
  netCents: null,
  costBasisCents: null,
  deltas,
  payoutId: null,
});

/** The price a sale got: its proceeds over the Bitcoin sold, to the cent. */
const salePrice = (proceedsCents: number, sats: number) =>
  sats === 0 ? null : Math.round((proceedsCents * SATS_PER_BTC) / Math.abs(sats));

/** One line from the rows of one event. */
function entryOf(event: string, rows: LedgerRow[], find: Lookup): Entry {
  const deltas = new Map<string, number>();
  for (const r of rows) deltas.set(r.account, (deltas.get(r.account) ?? 0) + r.amount);
  const d = (account: string) => deltas.get(account) ?? 0;
  const first = rows[0]!;
  const e = blank(effectiveAt(first), deltas);
  const [kind, idText] = event.split(/[:|]/);
  const id = Number(idText);
  if (kind === 'purchase' || kind === 'reversal' || kind === 'corrected') {
    const own = first.refType === 'transaction' && first.refId !== null ? find.purchase(first.refId) : undefined;
    // A refund's line is dated by the refund's own row (its id is in the key); a removal by when it was removed.
    const refundId = /^tx:\d+:reverse:(\d+)/.exec(first.key)?.[1];
    const dated = kind === 'purchase' ? own : refundId === undefined ? undefined : find.purchase(Number(refundId));
    return {
      ...e,
      kind: kind === 'purchase' ? 'coin_purchase' : kind === 'reversal' ? 'purchase_reversal' : 'purchase_corrected',
      description: own?.description ?? null,
      purchasedAt: dated?.date ?? null,
      amountCents: d('round_ups'),
      points: d('points'),
      spendCents: d('coin_spend'),
    };
  }
  if (REWARD.has(first.cause)) return { ...e, kind: 'points_reward', points: d('points') };
  if (first.cause === 'interest')
    return { ...e, kind: 'interest_credit', investment: 'interest', amountCents: d('balance:interest') };
  if (kind === 'sweep') {
    const type = find.sweep(id)?.type ?? null;
    if (event.endsWith(':start'))
      return { ...e, kind: 'sweep_started', investment: type, amountCents: d('sweep_in_flight') };
    const invested = d('invested:interest') + d('invested:bitcoin');
    if (invested === 0) return { ...e, kind: 'sweep_declined', investment: type, amountCents: d('round_ups_pending') };
    const bitcoin = type === 'bitcoin';
    return {
      ...e,
      kind: 'sweep_invested',
      investment: type,
      amountCents: invested,
      sats: bitcoin ? d('sats:bitcoin') : null,
      priceCents: bitcoin ? (find.buy(id)?.priceCents ?? null) : null,
    };
  }
  if (kind === 'cash_out') {
    const c = find.cashOut(id);
    const back = event.endsWith(':return');
    const sign = back ? 1 : -1;
    const sats = c.source === 'bitcoin' ? d('sats:bitcoin') : null;
    return {
      ...e,
      kind: back ? 'cash_out_returned' : 'cash_out',
      investment: c.source,
      amountCents: sign * c.amountCents,
      sats,
      priceCents: sats === null ? null : salePrice(c.amountCents, sats),
      feeCents: c.feeCents,
      netCents: c.amountCents - c.feeCents,
      costBasisCents: Math.abs(d(`invested:${c.source}`)),
      payoutId: id,
    };
  }
  if (kind === 'redemption') {
    const r = find.redemption(id);
    const back = event.endsWith(':return');
    return {
      ...e,
      kind: back ? 'redemption_returned' : 'redemption',
      amountCents: (back ? 1 : -1) * r.cashCents,
      points: d('points'),
      feeCents: r.feeCents,
      netCents: r.cashCents - r.feeCents,
      payoutId: id,
    };
  }
  return { ...e, points: d('points') || null, amountCents: d('balance:interest') + d('round_ups_pending') };
}

/** The lines of the member's rows, in order: one per event. */
export function entriesOf(sqlite: Sqlite, userId: number, rows: LedgerRow[]): Entry[] {
  const events = new Map<string, LedgerRow[]>();
  for (const row of rows) {
    const event = eventOf(row);
    const list = events.get(event);
    if (list) list.push(row);
    else events.set(event, [row]);
  }
  const find = lookups(sqlite, userId);
  return [...events].map(([event, list]) => entryOf(event, list, find));
}
