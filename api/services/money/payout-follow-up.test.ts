// What the scheduler does after a payout was accepted: a payout the provider never answered is not sent again once the
// provider may have forgotten its idempotency key, and a payout reported paid that the bank later sends back returns
// the money, once, and tells the user. Through the real app.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { payouts as text } from '#shared/messages/money.ts';
import { payoutAccountText } from '#shared/messages/payout-accounts.ts';
import { cashOutSchema, cashOutsResponseSchema, redemptionSchema } from '#shared/schemas/payouts.ts';
import { portfolioSchema } from '#shared/schemas/portfolio.ts';
import { statsSchema } from '#shared/schemas/stats.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { getOk, memberApp } from '#api/testing/member-app.ts';
import { achievementPoints, BALANCE_AFTER_200 } from '#api/testing/points.ts';
import { jsonInit, withCookie } from '#api/testing/test-app.ts';
import { ingest } from './ingest.ts';
import { ingestBatch } from './engine.ts';
import { refreshPayouts } from './payouts.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let seq = 0;
const m = memberApp({}, { payoutAccount: true });
/** A redemption that goes out unlocks the first redemption's achievement: its reward is credited at once. */
const FIRST_REDEMPTION = achievementPoints('first_redemption');
/** A payout sent back marks the account as needing attention and says what to fix. */
const fixClosed = payoutAccountText.attentionFix('STRIPE TEST BANK ••6789', 'The bank account has been closed.');

const purchases = (n: number, amount: number) =>
  Array.from({ length: n }, () =>
    coinPurchase({ id: `follow-up-${++seq}`, amount: -amount, date: new Date(m.t.clock.now()).toISOString() }),
  );
const stats = () => getOk(m.t, '/api/stats/fast', statsSchema, m.cookie);
const redemptions = async () =>
  ((await (await m.t.get('/api/points/redemptions', m.cookie)).json()) as { redemptions: unknown[] }).redemptions.map(
    (x) => redemptionSchema.parse(x),
  );
const cashOuts = async () => (await getOk(m.t, '/api/cash-outs', cashOutsResponseSchema, m.cookie)).cashOuts;
const portfolio = () => getOk(m.t, '/api/portfolio', portfolioSchema, m.cookie);
const payoutNotifications = () =>
  m.t.sqlite
    .prepare("SELECT title, message FROM notifications WHERE user_id = ? AND type = 'payout' ORDER BY id")
    .all(m.userId) as { title: string; message: string }[];
/** The bank sends every payout back: the provider now reports it failed. */
const bankSendsPayoutsBack = () =>
  vi.spyOn(m.t.deps.providers.payouts, 'getPayout').mockImplementation(async (payoutId) => ({
    status: 'failed',
    payoutId,
    reason: 'The bank account has been closed.',
  }));

describe('points redemptions after they were accepted', () => {
  /** 40 x $99.99 of coins: 40 x 5.00 = 200.00 points, and the first and the tenth round-up's rewards. */
  beforeEach(() => ingest(m.t.sqlite, m.userId, purchases(40, 99.99), m.t.clock.now()));

  it('a payout never answered is not sent again after 23 h: set aside, points kept, user told once', async () => {
    const create = vi
      .spyOn(m.t.deps.providers.payouts, 'createPayout')
      .mockRejectedValue(new Error('connect ETIMEDOUT api.stripe.com'));
    const res = await m.post('/api/points/redeem', { amount: 50, method: 'instant' });
    expect(res.status).toBe(201);
    const r = redemptionSchema.parse(await res.json());
    expect(r).toMatchObject({ status: 'pending' });

    // Within the provider's memory of the key: sent again, with the same key.
    m.t.clock.advance(22 * HOUR);
    await refreshPayouts(m.t.deps);
    expect(create).toHaveBeenCalledTimes(2);
    const nonce = m.t.sqlite.prepare('SELECT key_nonce FROM points_redemptions WHERE id = ?').pluck().get(r.id);
    expect(new Set(create.mock.calls.map(([input]) => input.idempotencyKey))).toEqual(
      new Set([`redemption-${r.id}-${nonce}`]),
    );
    expect(payoutNotifications()).toEqual([]);

    // Past 23 h: a new send could pay twice, so it is never sent again.
    m.t.clock.advance(HOUR + 60_000);
    await refreshPayouts(m.t.deps);
    m.t.clock.advance(DAY);
    await refreshPayouts(m.t.deps);
    expect(create).toHaveBeenCalledTimes(2);
    expect(payoutNotifications()).toEqual([{ title: text.stuckTitle, message: text.stuckBody('$50.00') }]);
    // Neither paid nor failed until a person has checked with the provider: the points stay taken, once.
    expect((await redemptions())[0]).toMatchObject({ id: r.id, status: 'processing', failureReason: null });
    expect(await stats()).toMatchObject({
      pointsBalance: BALANCE_AFTER_200 - 50 + FIRST_REDEMPTION,
      totalRedeemed: 50,
    });
  });

  it('a paid payout the bank later sends back returns the points once and tells the user', async () => {
    const r = redemptionSchema.parse(
      await (await m.post('/api/points/redeem', { amount: 100, method: 'instant' })).json(),
    );
    expect(r).toMatchObject({ status: 'paid' });
    expect(await stats()).toMatchObject({
      pointsBalance: BALANCE_AFTER_200 - 100 + FIRST_REDEMPTION,
      totalRedeemed: 100,
    });

    m.t.clock.advance(DAY);
    await refreshPayouts(m.t.deps);
    expect((await redemptions())[0]).toMatchObject({ id: r.id, status: 'paid' });

    bankSendsPayoutsBack();
    m.t.clock.advance(2 * DAY);
    await refreshPayouts(m.t.deps);
    await refreshPayouts(m.t.deps);
    expect((await redemptions())[0]).toMatchObject({
      id: r.id,
      status: 'failed',
      failureReason: 'The bank account has been closed.',
    });
    // The points came back; the achievement of the first redemption, credited when it was paid, stays.
    expect(await stats()).toMatchObject({ pointsBalance: BALANCE_AFTER_200 + FIRST_REDEMPTION, totalRedeemed: 0 });
    expect(payoutNotifications()).toEqual([
      { title: text.paidTitle, message: text.paidBody('$98.50') },
      { title: text.returnedTitle, message: `${text.returnedBody('$100.00')} ${fixClosed}` },
    ]);
  });

  it('a paid payout is followed for 10 days, then no longer asked about', async () => {
    expect((await m.post('/api/points/redeem', { amount: 100, method: 'instant' })).status).toBe(201);
    const get = vi.spyOn(m.t.deps.providers.payouts, 'getPayout');
    m.t.clock.advance(9 * DAY);
    await refreshPayouts(m.t.deps);
    expect(get).toHaveBeenCalledTimes(1);
    m.t.clock.advance(2 * DAY);
    await refreshPayouts(m.t.deps);
    expect(get).toHaveBeenCalledTimes(1);
  });
});

describe('cash-outs after they were accepted', () => {
  /** $100.00 invested in the interest account through a real sweep. */
  beforeEach(async () => {
    m.t.sqlite.prepare("UPDATE users SET stripe_payment_method_id = 'pm_card_visa' WHERE id = ?").run(m.userId);
    expect(
      (await m.t.request('/api/user', jsonInit('PATCH', { roundUpMultiplier: 10 }, withCookie(m.cookie)))).status,
    ).toBe(200);
    const r = await ingestBatch(m.t.deps, m.userId, purchases(20, 9.5));
    expect(r.sweep).toMatchObject({ status: 'invested', amountCents: 10_000 });
  });

  it('a paid cash-out the bank sends back returns the money to the investment once and tells the user', async () => {
    const paid = cashOutSchema.parse(
      await (await m.post('/api/cash-outs', { amount: 40, payoutMethod: 'instant' })).json(),
    );
    expect(paid).toMatchObject({ status: 'paid' });
    expect(await portfolio()).toMatchObject({ currentValue: 60, totalInvested: 60 });

    bankSendsPayoutsBack();
    m.t.clock.advance(3 * DAY);
    await refreshPayouts(m.t.deps);
    await refreshPayouts(m.t.deps);
    expect((await cashOuts())[0]).toMatchObject({
      id: paid.id,
      status: 'failed',
      failureReason: 'The bank account has been closed.',
    });
    // The $40.00 is back in the account (its value also holds the 3 days of interest accrued meanwhile).
    expect(await portfolio()).toMatchObject({ totalInvested: 100, holdings: { interest: { balance: 100 } } });
    expect(payoutNotifications()).toEqual([
      { title: text.paidTitle, message: text.paidBody('$39.40') },
      { title: text.returnedTitle, message: `${text.returnedBody('$40.00')} ${fixClosed}` },
    ]);
  });

  it('a cash-out never answered is set aside after 23 h, its money kept out, the user told once', async () => {
    const create = vi.spyOn(m.t.deps.providers.payouts, 'createPayout').mockRejectedValue(new Error('HTTP 503'));
    const c = cashOutSchema.parse(
      await (await m.post('/api/cash-outs', { amount: 30, payoutMethod: 'standard' })).json(),
    );
    expect(c).toMatchObject({ status: 'pending' });
    m.t.clock.advance(23 * HOUR + 60_000);
    await refreshPayouts(m.t.deps);
    await refreshPayouts(m.t.deps);
    expect(create).toHaveBeenCalledTimes(1);
    expect((await cashOuts())[0]).toMatchObject({ id: c.id, status: 'processing', failureReason: null });
    expect(payoutNotifications()).toEqual([{ title: text.stuckTitle, message: text.stuckBody('$30.00') }]);
    expect(await portfolio()).toMatchObject({ totalInvested: 70, holdings: { interest: { balance: 70 } } });
  });
});
