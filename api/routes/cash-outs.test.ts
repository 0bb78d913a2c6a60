// POST/GET /api/cash-outs through the real app: fees, listing, failed payouts returning the money, the
// Idempotency-Key contract; and every payout call answering 401 when signed out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auth } from '#shared/messages/auth.ts';
import { payouts as text } from '#shared/messages/money.ts';
import { cashOutSchema, cashOutsResponseSchema } from '#shared/schemas/payouts.ts';
import { portfolioSchema } from '#shared/schemas/portfolio.ts';
import type { SandboxPayouts } from '#api/providers/payments/sandbox.ts';
import { PriceFeedError } from '#api/providers/prices/coinbase.ts';
import { ingestBatch } from '#api/services/money/engine.ts';
import { invest } from '#api/services/money/investments.ts';
import { LedgerWriter } from '#api/services/money/ledger.ts';
import { refreshPayouts } from '#api/services/money/payouts.ts';
import { jsonInit, withCookie } from '#api/testing/test-app.ts';
import { errorSchema, expect400, memberApp } from '#api/testing/member-app.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { write } from '#db/unit-of-work.ts';

const DAY = 86_400_000;
let seq = 0;
const m = memberApp({}, { payoutAccount: true });

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

describe('POST /api/cash-outs: amounts and money maths', () => {
  const portfolio = async () => portfolioSchema.parse(await (await m.t.get('/api/portfolio', m.cookie)).json());
  /** The interest account holding `investedCents` deposited plus `interestCents` of interest credited. */
  function interestAccount(investedCents: number, interestCents: number) {
    const { sqlite } = m.t;
    const at = m.t.clock.now();
    write(sqlite, () => {
      const ledger = new LedgerWriter(sqlite, at);
      invest(sqlite, ledger, {
        userId: m.userId,
        type: 'interest',
        amountCents: investedCents,
        key: 'seed',
        now: at,
      });
      const interest = { userId: m.userId, cause: 'interest', account: 'balance:interest' } as const;
      ledger.post({ ...interest, amount: interestCents, key: 'seed:interest' });
      ledger.flush();
    });
  }

  it.each([25.005, '25.005', 2.675, 1e21])(
    'refuses the amount %j with a clear message, number or text',
    async (amount) => {
      await expect400(await cashOut({ amount, payoutMethod: 'instant' }), 'amount', text.amountInvalid);
      const redeem = await m.t.request(
        '/api/points/redeem',
        jsonInit('POST', { amount, method: 'instant' }, withCookie(m.cookie)),
      );
      await expect400(redeem, 'amount', text.amountInvalid);
    },
  );

  it('takes the cost basis out in proportion, rounded half to even', async () => {
    // $49.97 invested, $50.00 held: taking $25.00 takes 49.97 x 25 / 50 = $24.985 of the cost basis.
    interestAccount(4997, 3);
    expect(await portfolio()).toMatchObject({ totalInvested: 49.97, currentValue: 50, totalReturn: 0.03 });
    expect((await cashOut({ amount: 25, payoutMethod: 'standard' })).status).toBe(201);
    // Half to even: $24.98 leaves, $24.99 stays invested (half up took $24.99 and left $24.98).
    expect(await portfolio()).toMatchObject({ totalInvested: 24.99, currentValue: 25, totalReturn: 0.01 });
  });
});

describe('POST /api/cash-outs during a Bitcoin price outage', () => {
  afterEach(() => vi.restoreAllMocks());
  const list = async () =>
    cashOutsResponseSchema.parse(await (await m.t.get('/api/cash-outs', m.cookie)).json()).cashOuts;
  function priceOutage() {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    m.t.deps.providers.prices = {
      name: 'coinbase',
      btcUsdCents: () => Promise.reject(new PriceFeedError('Bitcoin price unavailable: HTTP 503')),
    };
  }
  async function sweep(investmentChoice: 'interest' | 'bitcoin', n: number) {
    m.t.sqlite.prepare("UPDATE users SET stripe_payment_method_id = 'pm_card_visa' WHERE id = ?").run(m.userId);
    const patch = { roundUpMultiplier: 10, investmentChoice };
    expect((await m.t.request('/api/user', jsonInit('PATCH', patch, withCookie(m.cookie)))).status).toBe(200);
    const r = await ingestBatch(m.t.deps, m.userId, purchases(n, 9.5));
    expect(r.sweep).toMatchObject({ status: 'invested', amountCents: n * 500 });
  }

  it('still takes money out of the interest account: only Bitcoin needs the price', async () => {
    await sweep('interest', 20);
    priceOutage();
    const res = await cashOut({ amount: 30, payoutMethod: 'standard', source: 'interest' });
    expect(res.status).toBe(201);
    expect(cashOutSchema.parse(await res.json())).toMatchObject({ amount: '30.00', status: 'processing' });
    expect(await list()).toHaveLength(1);
  });

  it('refuses a Bitcoin cash-out with a message to try again later, and moves nothing', async () => {
    await sweep('bitcoin', 10);
    priceOutage();
    const headers = { 'Idempotency-Key': 'btc-outage' };
    const res = await cashOut({ amount: 25, payoutMethod: 'instant', source: 'bitcoin' }, headers);
    expect(res.status).toBe(503);
    expect(errorSchema.parse(await res.json()).message).toBe(text.bitcoinPriceUnavailable);
    expect(await list()).toEqual([]);
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
