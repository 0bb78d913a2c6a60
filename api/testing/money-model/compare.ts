// After every step: what the model says the member (and the creators) must see, to the cent, against what the app
// shows, and every ledger audits clean. A difference fails with the steps that led to it.
import { expect } from 'vitest';
import { CREATOR_COUNT, type Observed } from './real.ts';
import type { MoneyModel } from './model.ts';
import { PAYOUT_FAILURE } from './model-money.ts';
import { purchasesListed, sentToCreator, valuation } from './model-views.ts';
import { accruedCents, btcText, DAY } from './model-math.ts';

/** Dollars as the API gives them (numbers with two decimals, or decimal strings) -> cents. */
const cents = (dollars: number | string | null) => (dollars === null ? null : Math.round(Number(dollars) * 100));
const day = (ms: number) => new Date(Math.floor(ms / DAY) * DAY).toISOString().slice(0, 10);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function expected(m: MoneyModel) {
  const v = valuation(m);
  const listed = purchasesListed(m);
  const payouts = (kind: 'redemption' | 'cash_out') =>
    m.payouts
      .filter((p) => p.kind === kind)
      .map((p) => ({
        amount: p.cents,
        fee: p.fee,
        net: p.cents - p.fee,
        status: p.status === 'held' ? 'pending' : p.status,
        failureReason: p.status === 'failed' ? PAYOUT_FAILURE : null,
        arrives: iso(p.arrivesAt),
      }))
      .reverse();
  const firstChartDay = Math.floor(m.now / DAY) - 365;
  return {
    stats: {
      pointsBalance: m.user.points,
      totalTikTokSpending: m.user.spend,
      totalPointsEarned: m.user.earned,
      totalRedeemed: m.user.redeemed,
    },
    roundUps: { total: m.user.roundUps, pending: m.user.pending },
    portfolio: {
      type: m.choice,
      totalInvested: v.invested,
      currentValue: v.value,
      totalReturn: v.value === null ? null : v.value - v.invested,
      pendingRoundUps: Math.max(0, m.user.pending),
      hasDefaultCard: m.card !== 'none',
      interest: { balance: m.interest.balance, accrued: accruedCents(m.interest) },
      bitcoin: { btc: btcText(m.bitcoin.sats), price: v.price, value: v.btcValue },
    },
    chart: [...m.chart.entries()]
      .filter(([d]) => d > firstChartDay)
      .sort(([a], [b]) => a - b)
      .map(([d, p]) => ({ date: day(d * DAY), value: p.value, invested: p.invested })),
    follow: m.follow && {
      creator: m.follow.creator,
      since: iso(m.follow.since),
      sent: sentToCreator(m, m.follow.creator),
    },
    redemptions: payouts('redemption'),
    cashOuts: payouts('cash_out'),
    // One definition of spend and purchases on every screen: the list's summary is the dashboard's.
    summary: {
      tiktokPurchases: listed.count,
      tiktokSpend: m.user.spend,
      spendOfRows: listed.spend,
      pendingPurchases: listed.pending,
      pendingSpend: listed.pendingSpend,
    },
    creators: m.creators.map((points) => ({ points, earned: points, received: points })),
    referrer: m.referral && { points: m.referral.points, earned: m.referral.points },
    closed: m.closed,
    audits: Array.from({ length: 1 + CREATOR_COUNT + (m.referral ? 1 : 0) + m.closed.length }, () => []),
  };
}

function actual(o: Observed, creatorNames: string[]) {
  const p = o.portfolio;
  const payouts = (rows: Observed['redemptions'] | Observed['cashOuts']) =>
    rows.map((x) => ({
      amount: cents('cashValue' in x ? x.cashValue : x.amount),
      fee: cents(x.fee),
      net: cents(x.netAmount),
      status: x.status,
      failureReason: x.failureReason,
      arrives: x.estimatedArrival,
    }));
  return {
    stats: {
      pointsBalance: cents(o.stats.pointsBalance),
      totalTikTokSpending: cents(o.stats.totalTikTokSpending),
      totalPointsEarned: cents(o.stats.totalPointsEarned),
      totalRedeemed: cents(o.stats.totalRedeemed),
    },
    roundUps: { total: o.member.roundUps, pending: o.member.pending },
    portfolio: {
      type: p.type,
      totalInvested: cents(p.totalInvested),
      currentValue: cents(p.currentValue),
      totalReturn: cents(p.totalReturn),
      pendingRoundUps: cents(p.pendingRoundUps),
      hasDefaultCard: p.hasDefaultCard,
      interest: { balance: cents(p.holdings.interest.balance), accrued: cents(p.holdings.interest.accruedInterest) },
      bitcoin: {
        btc: p.holdings.bitcoin.btc,
        price: cents(p.holdings.bitcoin.price),
        value: cents(p.holdings.bitcoin.value),
      },
    },
    chart: p.history.map((h) => ({ date: h.date, value: cents(h.value), invested: cents(h.invested) })),
    follow: o.follow && {
      creator: creatorNames.indexOf(o.follow.username),
      since: o.follow.followedAt,
      sent: cents(o.follow.totalSent),
    },
    redemptions: payouts(o.redemptions),
    cashOuts: payouts(o.cashOuts),
    summary: {
      tiktokPurchases: o.summary.tiktokPurchases,
      tiktokSpend: cents(o.summary.tiktokSpend),
      spendOfRows: cents(o.stats.totalTikTokSpending),
      pendingPurchases: o.summary.pendingPurchases,
      pendingSpend: cents(o.summary.pendingSpend),
    },
    creators: o.creators.map((c) => ({ points: c.points, earned: c.earned, received: c.received })),
    referrer: o.referrer && { points: o.referrer.points, earned: o.referrer.earned },
    closed: o.closed,
    audits: o.audits,
  };
}

/** Throws when the app and the model disagree anywhere. */
export function compare(m: MoneyModel, o: Observed, creatorNames: string[]) {
  expect(actual(o, creatorNames)).toEqual(expected(m));
}
