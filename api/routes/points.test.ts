// POST /api/points/redeem through the real app: the $25 minimum, clear 400s, fees, the Idempotency-Key
// contract, failed payouts returning the points, standard payouts landing after 3 business days.
import { beforeEach, describe, expect, it } from 'vitest';
import { PAYOUT_DESTINATION_HOLD_MS } from '#shared/constants.ts';
import { api } from '#shared/messages/common.ts';
import { payouts as text } from '#shared/messages/money.ts';
import { payoutAccountText } from '#shared/messages/payout-accounts.ts';
import { payouts as payoutsPt } from '#shared/messages/pt-br/money.ts';
import { estimatedArrival } from '#shared/money/payouts.ts';
import { redemptionSchema } from '#shared/schemas/payouts.ts';
import { statsSchema } from '#shared/schemas/stats.ts';
import type { SandboxPayouts } from '#api/providers/payments/sandbox.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { auditLedger } from '#api/services/money/ledger.ts';
import { refreshPayouts } from '#api/services/money/payouts.ts';
import { jsonInit, VALID_PASSWORD, withCookie } from '#api/testing/test-app.ts';
import { errorSchema, expect400, memberApp } from '#api/testing/member-app.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { achievementPoints, BALANCE_AFTER_200 as BALANCE } from '#api/testing/points.ts';

const DAY = 86_400_000;
/** A first redemption that goes out unlocks its achievement: its reward is credited at once. */
const FIRST = achievementPoints('first_redemption');
const newDestination = payoutAccountText.held(payoutAccountText.heldNewDestination);
let seq = 0;
const m = memberApp({}, { payoutAccount: true });

const purchases = (n: number, amount: number) =>
  Array.from({ length: n }, () =>
    coinPurchase({ id: `payout-test-${++seq}`, amount: -amount, date: new Date(m.t.clock.now()).toISOString() }),
  );
/** 40 x $99.99 of coins: 40 x 5.00 = 200.00 points, and the first and the tenth round-up's rewards (BALANCE). */
const give200Points = () => ingest(m.t.sqlite, m.userId, purchases(40, 99.99), m.t.clock.now());
const redeem = (body: unknown, headers: Record<string, string> = {}, c: string | undefined = m.cookie) =>
  m.t.request('/api/points/redeem', jsonInit('POST', body, withCookie(c, headers)));
async function stats() {
  const res = await m.t.get('/api/stats/fast', m.cookie);
  expect(res.status).toBe(200);
  return statsSchema.parse(await res.json());
}
const payoutNotifications = () =>
  m.t.sqlite
    .prepare("SELECT title, message FROM notifications WHERE user_id = ? AND type = 'payout' ORDER BY id")
    .all(m.userId) as { title: string; message: string }[];
const redemptionCount = () =>
  (m.t.sqlite.prepare('SELECT COUNT(*) AS n FROM points_redemptions WHERE user_id = ?').get(m.userId) as { n: number })
    .n;

describe('POST /api/points/redeem: validation', () => {
  beforeEach(() => give200Points());

  it('refuses less than $25.00 with the field error', async () => {
    await expect400(await redeem({ amount: 24.99, method: 'instant' }), 'amount', text.belowMinimum);
    await expect400(await redeem({ amount: '24.99', method: 'standard' }), 'amount', text.belowMinimum);
    await expect400(await redeem({ amount: -5, method: 'instant' }), 'amount', text.belowMinimum);
  });

  it.each([
    ['a word', 'abc'],
    ['three decimals as text', '25.001'],
    ['missing', undefined],
    ['null', null],
    ['a boolean', true],
    ['an exponent', '2.5e1'],
  ])('answers 400 with a clear message for an amount that is %s', async (_label, amount) => {
    const body = amount === undefined ? { method: 'instant' } : { amount, method: 'instant' };
    await expect400(await redeem(body), 'amount', text.amountInvalid);
    expect(redemptionCount()).toBe(0);
  });

  // docs/product-rules.md section 2: amounts have at most two decimals; 25.001 must not be silently taken as $25.00.
  it('answers 400 for a JSON number with three decimals (25.001)', async () => {
    await expect400(await redeem({ amount: 25.001, method: 'instant' }), 'amount', text.amountInvalid);
    expect(redemptionCount()).toBe(0);
  });

  it('answers 400 for a bad method, an unknown field or a body that is not JSON, never 500', async () => {
    await expect400(await redeem({ amount: 30, method: 'overnight' }), 'method', text.methodInvalid);
    await expect400(await redeem({ amount: 30 }), 'method', text.methodInvalid);
    expect((await redeem({ amount: 30, method: 'instant', extra: 1 })).status).toBe(400);
    const notJson = await redeem('{"amount": 30,');
    expect(notJson.status).toBe(400);
    expect(errorSchema.parse(await notJson.json()).message).toBe(api.malformedJson);
    expect((await redeem([30, 'instant'])).status).toBe(400);
    expect(redemptionCount()).toBe(0);
  });

  it('refuses more than the balance', async () => {
    await expect400(await redeem({ amount: BALANCE + 0.01, method: 'instant' }), 'amount', text.notEnoughPoints);
    expect(await stats()).toMatchObject({ pointsBalance: BALANCE, totalRedeemed: 0 });
  });

  it("refuses in the member's language: a money rule's message too", async () => {
    await m.t.request('/api/user', jsonInit('PATCH', { locale: 'pt-BR' }, withCookie(m.cookie)));
    try {
      await expect400(await redeem({ amount: BALANCE + 0.01, method: 'instant' }), 'amount', payoutsPt.notEnoughPoints);
    } finally {
      await m.t.request('/api/user', jsonInit('PATCH', { locale: 'en-US' }, withCookie(m.cookie)));
    }
  });
});

describe('POST /api/points/redeem: success', () => {
  beforeEach(() => give200Points());

  it('instant: 1.5% fee, paid at once, the balance goes down and totalRedeemed up', async () => {
    expect(await stats()).toMatchObject({ pointsBalance: BALANCE, totalRedeemed: 0, totalPointsEarned: BALANCE });
    const res = await redeem({ amount: 100, method: 'instant' });
    expect(res.status).toBe(201);
    const r = redemptionSchema.parse(await res.json());
    expect(r).toMatchObject({
      pointsRedeemed: '100.00',
      cashValue: '100.00',
      fee: '1.50',
      netAmount: '98.50',
      payoutMethod: 'instant',
      status: 'paid',
      estimatedArrival: null,
      failureReason: null,
    });
    expect(await stats()).toMatchObject({
      pointsBalance: BALANCE - 100 + FIRST,
      totalRedeemed: 100,
      totalPointsEarned: BALANCE + FIRST,
    });
    expect(payoutNotifications().map((n) => n.message)).toEqual([text.paidBody('$98.50')]);
  });

  it('the whole balance can be redeemed, to the cent', async () => {
    const res = await redeem({ amount: String(BALANCE), method: 'instant' });
    expect(res.status).toBe(201);
    // All of it went; what is left is the first redemption's own reward, credited after it.
    expect(await stats()).toMatchObject({ pointsBalance: FIRST, totalRedeemed: BALANCE });
  });

  it('standard: $0.25 fee, processing with an estimated arrival, then paid after 3 business days', async () => {
    const res = await redeem({ amount: '25.50', method: 'standard' });
    expect(res.status).toBe(201);
    const r = redemptionSchema.parse(await res.json());
    // Wednesday 1 Jan 2025 + 3 business days = Monday 6 Jan.
    expect(r).toMatchObject({
      fee: '0.25',
      netAmount: '25.25',
      status: 'processing',
      estimatedArrival: new Date(estimatedArrival(m.t.clock.now())).toISOString(),
    });
    expect(r.estimatedArrival).toBe('2025-01-06T12:00:00.000Z');
    expect(await stats()).toMatchObject({ pointsBalance: BALANCE - 25.5 + FIRST, totalRedeemed: 25.5 });

    await refreshPayouts(m.t.deps);
    m.t.clock.advance(2 * DAY);
    await refreshPayouts(m.t.deps);
    let list = (await (await m.t.get('/api/points/redemptions', m.cookie)).json()).redemptions.map((x: unknown) =>
      redemptionSchema.parse(x),
    );
    expect(list[0]).toMatchObject({ id: r.id, status: 'processing', processedAt: null });

    m.t.clock.advance(3 * DAY);
    await refreshPayouts(m.t.deps);
    list = (await (await m.t.get('/api/points/redemptions', m.cookie)).json()).redemptions.map((x: unknown) =>
      redemptionSchema.parse(x),
    );
    expect(list[0]).toMatchObject({ id: r.id, status: 'paid', processedAt: new Date(m.t.clock.now()).toISOString() });
    expect(payoutNotifications().map((n) => n.message)).toEqual([text.paidBody('$25.25')]);
    expect(await stats()).toMatchObject({ pointsBalance: BALANCE - 25.5 + FIRST, totalRedeemed: 25.5 });
  });

  it('a failed payout is marked failed with its reason, the points come back, and the user is told', async () => {
    (m.t.deps.providers.payouts as SandboxPayouts).failNextPayout('The bank account is closed.');
    const res = await redeem({ amount: 50, method: 'instant' });
    expect(res.status).toBe(201);
    const r = redemptionSchema.parse(await res.json());
    expect(r).toMatchObject({ status: 'failed', failureReason: 'The bank account is closed.' });
    expect(r.processedAt).not.toBeNull();
    // A failed one unlocks nothing.
    expect(await stats()).toMatchObject({ pointsBalance: BALANCE, totalRedeemed: 0 });
    // The member is told what to fix, and the account is marked as needing attention.
    const reason = 'The bank account is closed.';
    const fix = payoutAccountText.attentionFix('STRIPE TEST BANK ••6789', reason);
    expect(fix).toContain('could not be paid (The bank account is closed)');
    expect(payoutNotifications()).toEqual([
      { title: text.failedTitle, message: `${text.failedBody('$50.00')} ${fix}` },
    ]);
    expect((await (await m.t.get('/api/payout-account', m.cookie)).json()).account).toMatchObject({
      status: 'attention',
      attentionReason: reason,
    });
    // Following up changes nothing: the points are returned once.
    await refreshPayouts(m.t.deps);
    expect(await stats()).toMatchObject({ pointsBalance: BALANCE, totalRedeemed: 0 });
    // The next redemption is taken but waits, unsent, instead of failing the same way...
    const held = redemptionSchema.parse(await (await redeem({ amount: 50, method: 'instant' })).json());
    expect(held).toMatchObject({ status: 'pending', heldReason: payoutAccountText.held(reason), destination: null });
    // A held one is taken: it is the member's first redemption.
    expect(await stats()).toMatchObject({ pointsBalance: BALANCE - 50 + FIRST, totalRedeemed: 50 });
    // ...until the member gives new details (with their password): then it goes to the new account, a day later.
    await m.t.connectPayoutAccount(m.cookie, { password: VALID_PASSWORD });
    const listed = async () => (await (await m.t.get('/api/points/redemptions', m.cookie)).json()).redemptions[0];
    expect(await listed()).toMatchObject({ id: held.id, status: 'pending', heldReason: newDestination });
    m.t.clock.advance(PAYOUT_DESTINATION_HOLD_MS);
    await refreshPayouts(m.t.deps);
    expect(await listed()).toMatchObject({
      id: held.id,
      status: 'paid',
      heldReason: null,
      destination: { last4: '6789' },
    });
  });
});

describe('POST /api/points/redeem: Idempotency-Key', () => {
  beforeEach(() => give200Points());

  it('the same key and body give the same answer and redeem once', async () => {
    const headers = { 'Idempotency-Key': 'redeem-7f3a' };
    const first = await redeem({ amount: 30, method: 'instant' }, headers);
    const second = await redeem({ amount: 30, method: 'instant' }, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.text()).toBe(await first.text());
    expect(redemptionCount()).toBe(1);
    expect(await stats()).toMatchObject({ pointsBalance: BALANCE - 30 + FIRST, totalRedeemed: 30 });
  });

  it('a replayed 400 stays the same 400 and moves nothing', async () => {
    const headers = { 'Idempotency-Key': 'too-much' };
    const first = await redeem({ amount: 500, method: 'instant' }, headers);
    const again = await redeem({ amount: 500, method: 'instant' }, headers);
    expect(first.status).toBe(400);
    expect(again.status).toBe(400);
    expect(await again.text()).toBe(await first.text());
    expect(redemptionCount()).toBe(0);
  });

  it('the same key with another body is 409 and redeems nothing more', async () => {
    const headers = { 'Idempotency-Key': 'redeem-reused' };
    expect((await redeem({ amount: 30, method: 'instant' }, headers)).status).toBe(201);
    const other = await redeem({ amount: 40, method: 'instant' }, headers);
    expect(other.status).toBe(409);
    expect(errorSchema.parse(await other.json()).message).toBe(api.idempotencyKeyReused);
    expect(redemptionCount()).toBe(1);
    expect(await stats()).toMatchObject({ pointsBalance: BALANCE - 30 + FIRST });
  });

  it('an invalid key is 400; no key at all still works', async () => {
    for (const key of ['has space', 'x'.repeat(256), 'clé']) {
      const res = await redeem({ amount: 30, method: 'instant' }, { 'Idempotency-Key': key });
      expect(res.status).toBe(400);
      expect(errorSchema.parse(await res.json()).errors?.['Idempotency-Key']).toBe(api.idempotencyKeyInvalid);
    }
    expect(redemptionCount()).toBe(0);
    expect((await redeem({ amount: 30, method: 'instant' })).status).toBe(201);
    expect((await redeem({ amount: 30, method: 'instant' })).status).toBe(201);
    expect(await stats()).toMatchObject({ pointsBalance: BALANCE - 60 + FIRST, totalRedeemed: 60 });
  });

  it('two requests at once with the same key: one redemption, the other told it is in progress', async () => {
    const headers = { 'Idempotency-Key': 'double-click' };
    const [a, b] = await Promise.all([
      redeem({ amount: 25, method: 'instant' }, headers),
      redeem({ amount: 25, method: 'instant' }, headers),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect(redemptionCount()).toBe(1);
    expect(await stats()).toMatchObject({ pointsBalance: BALANCE - 25 + FIRST, totalRedeemed: 25 });
    // Once the first has answered, the same key replays it.
    const replay = await redeem({ amount: 25, method: 'instant' }, headers);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it('two different redemptions at once cannot spend the same points twice', async () => {
    const [a, b] = await Promise.all([
      redeem({ amount: 150, method: 'instant' }),
      redeem({ amount: 150, method: 'standard' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    expect(redemptionCount()).toBe(1);
    expect(await stats()).toMatchObject({ pointsBalance: BALANCE - 150 + FIRST, totalRedeemed: 150 });
  });

  it("another user's identical key is theirs alone", async () => {
    const other = await m.t.signup();
    await m.t.connectPayoutAccount(other.cookie);
    const headers = { 'Idempotency-Key': 'shared-key' };
    expect((await redeem({ amount: 30, method: 'instant' }, headers)).status).toBe(201);
    const res = await redeem({ amount: 30, method: 'instant' }, headers, other.cookie);
    await expect400(res, 'amount', text.notEnoughPoints);
    expect(auditLedger(m.t.sqlite, other.body.id)).toEqual([]);
  });
});
