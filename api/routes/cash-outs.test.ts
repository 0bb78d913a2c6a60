// POST/GET /api/cash-outs through the real app: fees, listing, failed payouts returning the money, the
// Idempotency-Key contract; and every payout call answering 401 when signed out.
import { describe, expect, it } from 'vitest';
import { auth } from '#shared/messages/auth.ts';
import { payouts as text } from '#shared/messages/money.ts';
import { cashOutSchema, cashOutsResponseSchema } from '#shared/schemas/payouts.ts';
import { portfolioSchema } from '#shared/schemas/portfolio.ts';
import type { SandboxPayouts } from '#api/providers/payments/sandbox.ts';
import { ingestBatch } from '#api/services/money/engine.ts';
import { refreshPayouts } from '#api/services/money/payouts.ts';
import { jsonInit, withCookie } from '#api/testing/test-app.ts';
import { expect400, memberApp } from '#api/testing/member-app.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';

const DAY = 86_400_000;
let seq = 0;
const m = memberApp();

const purchases = (n: number, amount: number) =>
  Array.from({ length: n }, () =>
    coinPurchase({ id: `payout-test-${++seq}`, amount: -amount, date: new Date(m.t.clock.now()).toISOString() }),
  );
const cashOut = (body: unknown, headers: Record<string, string> = {}) =>
  m.t.request('/api/cash-outs', jsonInit('POST', body, withCookie(m.cookie, headers)));
const payoutNotifications = () =>
  m.t.sqlite
    .prepare("SELECT title, message FROM notifications WHERE user_id = ? AND type = 'payout' ORDER BY id")
    .all(m.userId) as { title: string; message: string }[];

describe('POST/GET /api/cash-outs', () => {
  /** $100.00 invested in the interest account through a real sweep. */
  async function invest100() {
    m.t.sqlite.prepare("UPDATE users SET stripe_payment_method_id = 'pm_card_visa' WHERE id = ?").run(m.userId);
    expect(
      (await m.t.request('/api/user', jsonInit('PATCH', { roundUpMultiplier: 10 }, withCookie(m.cookie)))).status,
    ).toBe(200);
    const r = await ingestBatch(m.t.deps, m.userId, purchases(20, 9.5));
    expect(r.sweep).toMatchObject({ status: 'invested', amountCents: 10_000 });
  }
  const portfolio = async () => portfolioSchema.parse(await (await m.t.get('/api/portfolio', m.cookie)).json());
  const list = async () => {
    const res = await m.t.get('/api/cash-outs', m.cookie);
    expect(res.status).toBe(200);
    return cashOutsResponseSchema.parse(await res.json()).cashOuts;
  };

  it('takes money out of the interest account: fee, estimated arrival, listed, value and invested down', async () => {
    await invest100();
    expect(await list()).toEqual([]);
    const res = await cashOut({ amount: 30, payoutMethod: 'standard' });
    expect(res.status).toBe(201);
    const c = cashOutSchema.parse(await res.json());
    expect(c).toMatchObject({
      amount: '30.00',
      fee: '0.25',
      netAmount: '29.75',
      source: 'interest',
      status: 'processing',
      estimatedArrival: '2025-01-06T12:00:00.000Z',
    });
    expect(await list()).toEqual([c]);
    expect(await portfolio()).toMatchObject({
      currentValue: 70,
      totalInvested: 70,
      totalReturn: 0,
      holdings: { interest: { balance: 70 } },
    });

    m.t.clock.advance(5 * DAY);
    await refreshPayouts(m.t.deps);
    expect((await list())[0]).toMatchObject({ id: c.id, status: 'paid' });
  });

  it('instant cash-out: 1.5% fee, paid at once; a failed one returns the money', async () => {
    await invest100();
    const paid = cashOutSchema.parse(
      await (await cashOut({ amount: 40, payoutMethod: 'instant', source: 'interest' })).json(),
    );
    expect(paid).toMatchObject({ fee: '0.60', netAmount: '39.40', status: 'paid', estimatedArrival: null });
    (m.t.deps.providers.payouts as SandboxPayouts).failNextPayout('Payouts to this account are not allowed.');
    const failed = cashOutSchema.parse(await (await cashOut({ amount: 25, payoutMethod: 'instant' })).json());
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'Payouts to this account are not allowed.' });
    expect(await portfolio()).toMatchObject({
      currentValue: 60,
      totalInvested: 60,
      holdings: { interest: { balance: 60 } },
    });
    expect(payoutNotifications().map((n) => n.title)).toEqual([text.paidTitle, text.failedTitle]);
  });

  it('refuses more than the investment holds, the minimum, and a source with nothing in it', async () => {
    await expect400(await cashOut({ amount: 30, payoutMethod: 'instant' }), 'amount', text.notEnoughFunds);
    await invest100();
    await expect400(await cashOut({ amount: 100.01, payoutMethod: 'instant' }), 'amount', text.notEnoughFunds);
    await expect400(
      await cashOut({ amount: 30, payoutMethod: 'instant', source: 'bitcoin' }),
      'amount',
      text.notEnoughFunds,
    );
    await expect400(await cashOut({ amount: 24, payoutMethod: 'instant' }), 'amount', text.belowMinimum);
    await expect400(
      await cashOut({ amount: 30, payoutMethod: 'instant', source: 'stocks' }),
      'source',
      text.sourceInvalid,
    );
    await expect400(await cashOut({ amount: 30, method: 'instant' }), 'payoutMethod', text.methodInvalid);
    expect(await list()).toEqual([]);
    expect(await portfolio()).toMatchObject({ currentValue: 100, totalInvested: 100 });
  });

  it('honours Idempotency-Key: one cash-out for a replayed request, 409 for another body', async () => {
    await invest100();
    const headers = { 'Idempotency-Key': 'cash-out-1' };
    const a = await cashOut({ amount: 30, payoutMethod: 'standard' }, headers);
    const b = await cashOut({ amount: 30, payoutMethod: 'standard' }, headers);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await b.text()).toBe(await a.text());
    expect((await cashOut({ amount: 31, payoutMethod: 'standard' }, headers)).status).toBe(409);
    expect(await list()).toHaveLength(1);
  });
});

describe('signed out', () => {
  it('every payout call answers 401', async () => {
    const calls = [
      m.t.request('/api/points/redeem', jsonInit('POST', { amount: 30, method: 'instant' })),
      m.t.request(
        '/api/points/redeem',
        jsonInit('POST', { amount: 30, method: 'instant' }, { 'Idempotency-Key': 'k1' }),
      ),
      m.t.get('/api/points/redemptions'),
      m.t.request('/api/cash-outs', jsonInit('POST', { amount: 30, payoutMethod: 'instant' })),
      m.t.request(
        '/api/cash-outs',
        jsonInit('POST', { amount: 30, payoutMethod: 'instant' }, { 'Idempotency-Key': 'bad key' }),
      ),
      m.t.get('/api/cash-outs'),
      m.t.get('/api/cash-outs', 'sid=forged'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: auth.notAuthenticated });
    }
  });
});
