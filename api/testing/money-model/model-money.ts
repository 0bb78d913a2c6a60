// The model's money after ingestion (PRODUCT.md sections 4, 5 and 7): sweeps of the pending round-ups into the
// chosen investment, redemptions and cash-outs with their payouts, the scheduler's pass, the bank sync window,
// and what the portfolio is worth.
import { CASH_OUT_MINIMUM_CENTS, SWEEP_RETRY_MS, SWEEP_THRESHOLD_CENTS } from '#shared/constants.ts';
import { type BankRow, ingest, type MoneyModel } from './model.ts';
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

/** The pending round-ups are swept when they reach $5.00, there is a card, and no decline in the last day. */
export function sweepIfDue(m: MoneyModel) {
  const amount = m.user.pending;
  if (amount < SWEEP_THRESHOLD_CENTS || m.card === 'none') return;
  if (m.declinedAt !== null && m.now - m.declinedAt < SWEEP_RETRY_MS) return;
  if (m.card === 'declining') {
    m.declinedAt = m.now;
    m.log.push(`    sweep of ${usd(amount)} declined`);
    return;
  }
  m.user.pending -= amount;
  m.declinedAt = null;
  if (m.choice === 'interest') {
    accrueTo(m.interest, m.now);
    m.interest.balance += amount;
    m.interest.invested += amount;
  } else {
    m.bitcoin.sats += satsBought(amount, m.price(m.now));
    m.bitcoin.invested += amount;
  }
  m.log.push(`    swept ${usd(amount)} into ${m.choice}`);
}

/** A page the bank delivered through the ingestion entry point, which sweeps when due. */
export function deliver(m: MoneyModel, page: readonly BankRow[]) {
  ingest(m, page);
  sweepIfDue(m);
}

const PAGE = 100;
const HISTORY = 90 * DAY;
const OVERLAP = 10 * DAY;
/** A sync every 6 hours; the clock moves in steps of 4 hours, so the schedule's jitter of 30 minutes never shows. */
const SYNC_EVERY = 6 * HOUR;

/** The bank's rows of the sync window, by date then id, in pages: what a sync delivers. Returns the row count. */
export function sync(m: MoneyModel): number {
  const from = m.lastSync === null ? m.now - HISTORY : Math.max(m.now - HISTORY, m.lastSync - OVERLAP);
  const rows = [...m.bank.values()]
    .filter((r) => r.date >= from && r.date <= m.now)
    .sort((a, b) => a.date - b.date || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((r) => ({ ...r }));
  for (let i = 0; i < rows.length; i += PAGE) deliver(m, rows.slice(i, i + PAGE));
  m.lastSync = m.now;
  return rows.length;
}

/** One pass of the money jobs: due sweeps, interest, payouts followed to paid, and a bank sync when one is due. */
export function runJobs(m: MoneyModel) {
  sweepIfDue(m);
  accrueTo(m.interest, m.now);
  for (const p of m.payouts)
    if (p.status === 'processing' && p.arrivesAt !== null && m.now >= p.arrivesAt) p.status = 'paid';
  if (m.lastSync === null || m.now - m.lastSync >= SYNC_EVERY) sync(m);
}

export type PayoutAsk = { cents: number; method: 'instant' | 'standard'; fails: boolean };
/** Why the payout provider refuses a payout when the test makes it fail (a bank's own words, not ours). */
export const PAYOUT_FAILURE = 'The bank account could not be found.';

/** A payout accepted: instant is paid at once, standard within three business days; a failure returns the money. */
function pay(m: MoneyModel, kind: 'redemption' | 'cash_out', ask: PayoutAsk) {
  const status = ask.fails ? 'failed' : ask.method === 'instant' ? 'paid' : 'processing';
  const arrivesAt = ask.method === 'standard' ? threeBusinessDaysAfter(m.now) : null;
  m.payouts.push({
    kind,
    cents: ask.cents,
    fee: payoutFeeOf(ask.cents, ask.method),
    method: ask.method,
    status,
    arrivesAt,
  });
  m.log.push(`    accepted: ${status}`);
}

function refused(m: MoneyModel, why: 'minimum' | 'funds') {
  m.log.push(`    refused: ${why === 'minimum' ? 'under the minimum' : 'not enough'}`);
  return why;
}

/** Points to cash. Returns the refusal ('minimum', 'funds') or null when accepted. */
export function redeem(m: MoneyModel, ask: PayoutAsk): 'minimum' | 'funds' | null {
  if (ask.cents < CASH_OUT_MINIMUM_CENTS) return refused(m, 'minimum');
  if (m.user.points < ask.cents) return refused(m, 'funds');
  pay(m, 'redemption', ask);
  if (ask.fails) return null;
  m.user.points -= ask.cents;
  m.user.redeemed += ask.cents;
  return null;
}

/** Money out of an investment, the cost basis leaving in proportion. Returns the refusal or null when accepted. */
export function cashOut(m: MoneyModel, source: 'interest' | 'bitcoin', ask: PayoutAsk): 'minimum' | 'funds' | null {
  if (ask.cents < CASH_OUT_MINIMUM_CENTS) return refused(m, 'minimum');
  const price = m.price(m.now);
  if (source === 'interest') accrueTo(m.interest, m.now);
  const held = source === 'interest' ? m.interest.balance : m.bitcoin.sats;
  const take = source === 'interest' ? ask.cents : satsSold(ask.cents, price);
  if (take > held || held <= 0) return refused(m, 'funds');
  pay(m, 'cash_out', ask);
  if (ask.fails) return null;
  if (source === 'interest') {
    m.interest.invested -= proportion(m.interest.invested, take, held);
    m.interest.balance -= take;
  } else {
    m.bitcoin.invested -= proportion(m.bitcoin.invested, take, held);
    m.bitcoin.sats -= take;
  }
  return null;
}

/** What the portfolio shows now (interest brought up to date), and today's point on the chart. */
export function valuation(m: MoneyModel) {
  accrueTo(m.interest, m.now);
  const price = m.price(m.now);
  const btcValue = m.bitcoin.sats === 0 ? 0 : satsValue(m.bitcoin.sats, price);
  const interestValue = m.interest.balance + accruedCents(m.interest);
  const invested = m.interest.invested + m.bitcoin.invested;
  const value = interestValue + btcValue;
  if (invested !== 0 || value !== 0) m.chart.set(Math.floor(m.now / DAY), { value, invested });
  return { price, btcValue, interestValue, invested, value };
}

export const usd = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
