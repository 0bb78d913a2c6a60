// The model's money after ingestion (docs/product-rules.md sections 4, 5 and 7): sweeps of the pending round-ups into
// the chosen investment, redemptions and cash-outs with their payouts, the scheduler's pass, the bank sync window, and
// what the portfolio is worth.
import {
  CASH_OUT_MINIMUM_CENTS,
  PAYOUT_DESTINATION_HOLD_MS,
  SWEEP_RETRY_MS,
  SWEEP_THRESHOLD_CENTS,
} from '#shared/constants.ts';
import { type BankRow, ingest, isMine, type MoneyModel, type Payout } from './model.ts';
import { investedNow, unlock } from './model-achievements.ts';
import {
  accruedCents,
  accrueTo,
  DAY,
  HOUR,
  payoutFeeOf,
  proportion,
  satsBought,
  satsSold,
  satsValue,
  threeBusinessDaysAfter,
} from './model-math.ts';

/** Swept money into an investment, at the price of the moment for Bitcoin. */
function invest(m: MoneyModel, type: 'interest' | 'bitcoin', amount: number) {
  if (type === 'interest') {
    accrueTo(m.interest, m.now);
    m.interest.balance += amount;
    m.interest.invested += amount;
  } else {
    m.bitcoin.sats += satsBought(amount, m.price(m.now));
    m.bitcoin.invested += amount;
  }
  m.declinedAt = null;
  m.log.push(`    swept ${usd(amount)} into ${type}`);
  investedNow(m, m.interest.invested + m.bitcoin.invested);
}

/**
 * A sweep in flight is invested once its charge has settled and, for Bitcoin, there is a price (the jobs, or the
 * next sweep, see to it).
 */
export function settleInFlight(m: MoneyModel) {
  const f = m.inFlight;
  if (!f || m.now < f.settlesAt || (f.type === 'bitcoin' && m.priceDown)) return;
  m.inFlight = null;
  invest(m, f.type, f.amount);
}

/**
 * A sweep: an open one is settled first, and no other starts while it waits; then the pending round-ups are swept
 * when they reach $5.00, there is a card, and no decline in the last day. The card is charged at once; a Bitcoin
 * buy without a price waits in flight.
 */
export function sweepUser(m: MoneyModel) {
  settleInFlight(m);
  if (m.inFlight) return;
  const amount = m.user.pending;
  if (amount < SWEEP_THRESHOLD_CENTS || m.card === 'none') return;
  if (m.declinedAt !== null && m.now - m.declinedAt < SWEEP_RETRY_MS) return;
  if (m.card === 'declining') {
    m.declinedAt = m.now;
    m.log.push(`    sweep of ${usd(amount)} declined`);
    return;
  }
  m.user.pending -= amount;
  if (m.card === 'slow') {
    m.inFlight = { amount, type: m.choice, settlesAt: m.now + HOUR };
    m.log.push(`    charged ${usd(amount)}: processing for an hour`);
    return;
  }
  if (m.choice === 'bitcoin' && m.priceDown) {
    m.inFlight = { amount, type: 'bitcoin', settlesAt: m.now };
    m.log.push(`    charged ${usd(amount)}, waiting for the Bitcoin price`);
    return;
  }
  invest(m, m.choice, amount);
}

/** A page the bank delivered through the ingestion entry point, which sweeps when the round-ups are due. */
export function deliver(m: MoneyModel, page: readonly BankRow[]) {
  ingest(m, page);
  if (m.user.pending >= SWEEP_THRESHOLD_CENTS) sweepUser(m);
}

const PAGE = 100;
const HISTORY = 90 * DAY;
const OVERLAP = 10 * DAY;
/** A sync every 6 hours; the clock moves in steps of 4 hours, so the schedule's jitter of 30 minutes never shows. */
const SYNC_EVERY = 6 * HOUR;
/** A paid payout is followed for 10 days: a bank may send it back (decision 0004). */
const PAID_WATCH = 10 * DAY;

/**
 * The bank's rows of the sync window, by date then id, in pages: what a sync delivers, less the rows that are not
 * the member's (a page left with none is skipped). Returns the row count delivered.
 */
export function sync(m: MoneyModel): number {
  const from = m.lastSync === null ? m.now - HISTORY : Math.max(m.now - HISTORY, m.lastSync - OVERLAP);
  const rows = [...m.bank.values()]
    .filter((r) => r.date >= from && r.date <= m.now)
    .sort((a, b) => a.date - b.date || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((r) => ({ ...r }));
  let count = 0;
  for (let i = 0; i < rows.length; i += PAGE) {
    const page = rows.slice(i, i + PAGE).filter((r) => isMine(m, r));
    if (page.length === 0) continue;
    deliver(m, page);
    count += page.length;
  }
  m.lastSync = m.now;
  return count;
}

/**
 * One pass of the money jobs: open sweeps settled, due sweeps, interest, payouts followed to paid (or sent back by
 * the bank within 10 days of being paid), and a bank sync when one is due.
 */
export function runJobs(m: MoneyModel) {
  settleInFlight(m);
  if (!m.inFlight) sweepUser(m);
  accrueTo(m.interest, m.now);
  followPayouts(m);
  if (m.lastSync === null || m.now - m.lastSync >= SYNC_EVERY) sync(m);
}

/**
 * The payouts followed up, as the app does in its order (redemptions, then cash-outs, oldest first): one held sent
 * when its account is fine again, one due landed, one sent back failed (its account then needs attention).
 */
export function followPayouts(m: MoneyModel) {
  const order = [
    ...m.payouts.filter((p) => p.kind === 'redemption'),
    ...m.payouts.filter((p) => p.kind === 'cash_out'),
  ];
  for (const p of order) {
    if (p.status === 'held' && !waits(m)) send(m, p);
    if (p.status === 'processing' && p.arrivesAt !== null && m.now >= p.arrivesAt) {
      p.status = 'paid';
      p.paidAt = m.now;
    }
    if (p.status === 'paid' && p.sentBack && p.paidAt !== null && p.paidAt >= m.now - PAID_WATCH) {
      p.status = 'failed';
      giveBack(m, p);
      m.attention.add(p.account!);
      m.log.push(`    the ${p.kind} of ${usd(p.cents)} came back: failed, the money returned`);
    }
  }
}

/** A payout goes to the current account: instant is paid at once, standard lands three business days later. */
function send(m: MoneyModel, p: Payout) {
  p.account = m.account;
  p.status = p.method === 'instant' ? 'paid' : 'processing';
  p.arrivesAt = p.method === 'standard' ? threeBusinessDaysAfter(m.now) : null;
  p.paidAt = p.status === 'paid' ? m.now : null;
}

/** New payout details (a new bank account): payouts there wait 24 hours, the member's time to stop a change. */
export function updatePayoutAccount(m: MoneyModel) {
  m.account += 1;
  m.changedUntil = m.now + PAYOUT_DESTINATION_HOLD_MS;
  followPayouts(m);
}

/** Whether a payout waits now instead of going out: its account needs attention, or was changed just now. */
const waits = (m: MoneyModel) => m.attention.has(m.account) || m.now < m.changedUntil;

/** A failed payout puts back exactly what it took. */
function giveBack(m: MoneyModel, p: Payout) {
  if (p.kind === 'redemption') {
    m.user.points += p.cents;
    m.user.redeemed -= p.cents;
    return;
  }
  const t = p.took!;
  if (t.source === 'interest') {
    m.interest.balance += t.take;
    m.interest.invested += t.basis;
  } else {
    m.bitcoin.sats += t.take;
    m.bitcoin.invested += t.basis;
  }
}

export type PayoutAsk = { cents: number; method: 'instant' | 'standard'; fails: boolean };
/** Why the payout provider refuses a payout when the test makes it fail (a bank's own words, not ours). */
export const PAYOUT_FAILURE = 'The bank account could not be found.';

/**
 * A payout accepted: instant is paid at once, standard within three business days; a failure returns the money and
 * marks the account; while the account needs attention it is held, unsent (and cannot fail).
 */
function pay(m: MoneyModel, kind: 'redemption' | 'cash_out', ask: PayoutAsk) {
  const held = waits(m);
  const payout: Payout = {
    kind,
    realId: -1,
    cents: ask.cents,
    fee: payoutFeeOf(ask.cents, ask.method),
    method: ask.method,
    status: 'held',
    arrivesAt: ask.method === 'standard' ? threeBusinessDaysAfter(m.now) : null,
    account: null,
    paidAt: null,
    sentBack: false,
    took: null,
  };
  if (!held) send(m, payout);
  if (!held && ask.fails) {
    payout.status = 'failed';
    payout.paidAt = null;
    m.attention.add(m.account);
  }
  m.payouts.push(payout);
  m.log.push(`    accepted: ${payout.status}`);
  return payout;
}

export type Refusal = 'minimum' | 'funds' | 'negative' | 'unavailable' | 'fee';
const REFUSAL_WORDS: Record<Refusal, string> = {
  minimum: 'under the minimum',
  funds: 'not enough',
  negative: 'the points balance is below zero',
  unavailable: 'no Bitcoin price',
  fee: 'the fee would take it all',
};

function refused(m: MoneyModel, why: Refusal) {
  m.log.push(`    refused: ${REFUSAL_WORDS[why]}`);
  return why;
}

/** Points to cash. Returns the refusal or null when accepted. */
export function redeem(m: MoneyModel, ask: PayoutAsk): Refusal | null {
  if (ask.cents < CASH_OUT_MINIMUM_CENTS) return refused(m, 'minimum');
  if (m.user.points < 0) return refused(m, 'negative');
  if (m.user.points < ask.cents) return refused(m, 'funds');
  if (pay(m, 'redemption', ask).status === 'failed') return null;
  m.user.points -= ask.cents;
  m.user.redeemed += ask.cents;
  unlock(m, 'first_redemption');
  return null;
}

/**
 * Money out of an investment, the cost basis leaving in proportion; `cents: 'all'` empties it, whatever it holds, the
 * interest accrued credited first (decision 0024). Returns the refusal or null when accepted.
 */
export function cashOut(
  m: MoneyModel,
  source: 'interest' | 'bitcoin',
  ask: Omit<PayoutAsk, 'cents'> & { cents: number | 'all' },
): Refusal | null {
  const whole = ask.cents === 'all';
  if (ask.cents !== 'all' && ask.cents < CASH_OUT_MINIMUM_CENTS) return refused(m, 'minimum');
  if (source === 'bitcoin' && m.priceDown) return refused(m, 'unavailable');
  const price = m.price(m.now);
  if (source === 'interest') accrueTo(m.interest, m.now);
  const credit = whole && source === 'interest' ? accruedCents(m.interest) : 0;
  const held = source === 'interest' ? m.interest.balance + credit : m.bitcoin.sats;
  const cents = ask.cents !== 'all' ? ask.cents : source === 'interest' ? held : satsValue(held, price);
  const take = whole ? held : source === 'interest' ? cents : satsSold(cents, price);
  if (take > held || held <= 0 || cents <= 0) return refused(m, 'funds');
  if (payoutFeeOf(cents, ask.method) >= cents) return refused(m, 'fee');
  if (whole && source === 'interest') {
    m.interest.balance = held;
    m.interest.accruedMicros = 0n;
  }
  const payout = pay(m, 'cash_out', { ...ask, cents });
  if (payout.status === 'failed') return null;
  if (source === 'interest') {
    const basis = proportion(m.interest.invested, take, held);
    m.interest.invested -= basis;
    m.interest.balance -= take;
    payout.took = { source, take, basis };
  } else {
    const basis = proportion(m.bitcoin.invested, take, held);
    m.bitcoin.invested -= basis;
    m.bitcoin.sats -= take;
    payout.took = { source, take, basis };
  }
  return null;
}

export const usd = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
