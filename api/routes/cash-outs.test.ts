// POST/GET /api/cash-outs through the real app: fees, listing, failed payouts returning the money, the
// Idempotency-Key contract; and every payout call answering 401 when signed out.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auth } from '#shared/messages/auth.ts';
import { payouts as text } from '#shared/messages/money.ts';
import { cashOutSchema, cashOutsResponseSchema } from '#shared/schemas/payouts.ts';
import { portfolioSchema } from '#shared/schemas/portfolio.ts';
import type { SandboxPayouts } from '#api/providers/payments/sandbox.ts';
import { ingestBatch } from '#api/services/money/engine.ts';
import { auditLedger } from '#api/services/money/ledger.ts';
import { refreshPayouts } from '#api/services/money/payouts.ts';
import { jsonInit, makeTestApp, type TestApp, withCookie } from '#api/testing/test-app.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';

const DAY = 86_400_000;
const errorSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });

let t: TestApp;
let cookie: string;
let userId: number;
let seq = 0;

beforeEach(async () => {
  t = makeTestApp();
  const s = await t.signup();
  cookie = s.cookie!;
  userId = s.body.id;
});
afterEach(() => {
  expect(auditLedger(t.sqlite, userId)).toEqual([]);
  t.cleanup();
});

const purchases = (n: number, amount: number) =>
  Array.from({ length: n }, () =>
    coinPurchase({ id: `payout-test-${++seq}`, amount: -amount, date: new Date(t.clock.now()).toISOString() }),
  );
const cashOut = (body: unknown, headers: Record<string, string> = {}) =>
  t.request('/api/cash-outs', jsonInit('POST', body, withCookie(cookie, headers)));
const payoutNotifications = () =>
  t.sqlite
    .prepare("SELECT title, message FROM notifications WHERE user_id = ? AND type = 'payout' ORDER BY id")
    .all(userId) as { title: string; message: string }[];
async function expect400(res: Response, field: string, message: string) {
  expect(res.status).toBe(400);
  const body = errorSchema.parse(await res.json());
  expect(body.errors?.[field]).toBe(message);
  expect(body.message).toBe(message);
}

describe('POST/GET /api/cash-outs', () => {
  /** $100.00 invested in the interest account through a real sweep. */
  async function invest100() {
    t.sqlite.prepare("UPDATE users SET stripe_payment_method_id = 'pm_card_visa' WHERE id = ?").run(userId);
    expect(
      (await t.request('/api/user', jsonInit('PATCH', { roundUpMultiplier: 10 }, withCookie(cookie)))).status,
    ).toBe(200);
    const r = await ingestBatch(t.deps, userId, purchases(20, 9.5));
    expect(r.sweep).toMatchObject({ status: 'invested', amountCents: 10_000 });
  }
  const portfolio = async () => portfolioSchema.parse(await (await t.get('/api/portfolio', cookie)).json());
  const list = async () => {
    const res = await t.get('/api/cash-outs', cookie);
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

    t.clock.advance(5 * DAY);
    await refreshPayouts(t.deps);
    expect((await list())[0]).toMatchObject({ id: c.id, status: 'paid' });
  });

  it('instant cash-out: 1.5% fee, paid at once; a failed one returns the money', async () => {
    await invest100();
    const paid = cashOutSchema.parse(
      await (await cashOut({ amount: 40, payoutMethod: 'instant', source: 'interest' })).json(),
    );
    expect(paid).toMatchObject({ fee: '0.60', netAmount: '39.40', status: 'paid', estimatedArrival: null });
    (t.deps.providers.payouts as SandboxPayouts).failNextPayout('Payouts to this account are not allowed.');
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
      t.request('/api/points/redeem', jsonInit('POST', { amount: 30, method: 'instant' })),
      t.request('/api/points/redeem', jsonInit('POST', { amount: 30, method: 'instant' }, { 'Idempotency-Key': 'k1' })),
      t.get('/api/points/redemptions'),
      t.request('/api/cash-outs', jsonInit('POST', { amount: 30, payoutMethod: 'instant' })),
      t.request(
        '/api/cash-outs',
        jsonInit('POST', { amount: 30, payoutMethod: 'instant' }, { 'Idempotency-Key': 'bad key' }),
      ),
      t.get('/api/cash-outs'),
      t.get('/api/cash-outs', 'sid=forged'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: auth.notAuthenticated });
    }
  });
});
