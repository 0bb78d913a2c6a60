// What arrived belongs only to a payout that is processing or paid: a peso payout the bank sends back no longer says
// what arrived, in the list or in its row, and a row that failed before keeps none in the API's answer either.
import { describe, expect, it, vi } from 'vitest';
import { cashOutsResponseSchema, redemptionsResponseSchema } from '#shared/schemas/payouts.ts';
import { refreshPayouts } from '#api/services/money/payouts.ts';
import { getOk, memberApp } from '#api/testing/member-app.ts';
import { achievementPoints, BALANCE_AFTER_200, give200Points } from '#api/testing/points.ts';
import { jsonInit, withCookie } from '#api/testing/test-app.ts';

const m = memberApp({ country: 'Mexico' }, { payoutAccount: true });
const redemptions = async () =>
  (await getOk(m.t, '/api/points/redemptions', redemptionsResponseSchema, m.cookie)).redemptions;
const arrivedColumns = (table: string, id: number) =>
  m.t.sqlite.prepare(`SELECT arrived_minor AS minor, arrived_currency AS currency FROM ${table} WHERE id = ?`).get(id);

describe('what arrived, once a payout fails', () => {
  it('a peso redemption the bank sends back says nothing arrived, in the list and in its row', async () => {
    give200Points(m.t, m.userId);
    const res = await m.t.request(
      '/api/points/redeem',
      jsonInit('POST', { amount: 30, method: 'standard' }, withCookie(m.cookie)),
    );
    expect(res.status).toBe(201);
    const [sent] = await redemptions();
    expect(sent).toMatchObject({ status: 'processing', arrived: { currency: 'MXN' } });

    vi.spyOn(m.t.deps.providers.payouts, 'getPayout').mockImplementation(async (payoutId) => ({
      status: 'failed',
      payoutId,
      reason: 'The bank account has been closed.',
    }));
    await refreshPayouts(m.t.deps);
    const [failed] = await redemptions();
    expect(failed).toMatchObject({ id: sent!.id, status: 'failed', arrived: null });
    expect(arrivedColumns('points_redemptions', sent!.id)).toEqual({ minor: null, currency: null });
    // The points came back through the ledger (memberApp audits it clean after the test); the achievement of the first
    // redemption, credited when it went out, stays.
    const points = (await (await m.t.get('/api/stats/fast', m.cookie)).json()).pointsBalance;
    expect(points).toBe(BALANCE_AFTER_200 + achievementPoints('first_redemption'));

    // A row that failed before this was fixed still holds what arrived: the answer never carries it.
    m.t.sqlite
      .prepare("UPDATE points_redemptions SET arrived_minor = 57058, arrived_currency = 'MXN' WHERE id = ?")
      .run(sent!.id);
    expect((await redemptions())[0]).toMatchObject({ id: sent!.id, status: 'failed', arrived: null });
  });

  it('a cash-out answers what arrived only while processing or once paid', async () => {
    const insert = m.t.sqlite.prepare(
      `INSERT INTO cash_outs (user_id, amount_cents, fee_cents, status, arrived_minor, arrived_currency, created_at)
       VALUES (?, 3000, 0, ?, 57058, 'MXN', ?)`,
    );
    for (const status of ['pending', 'processing', 'paid', 'failed']) insert.run(m.userId, status, m.t.clock.now());
    const { cashOuts } = await getOk(m.t, '/api/cash-outs', cashOutsResponseSchema, m.cookie);
    const arrived = Object.fromEntries(cashOuts.map((c) => [c.status, c.arrived]));
    const pesos = { amount: '570.58', currency: 'MXN' };
    expect(arrived).toEqual({ pending: null, processing: pesos, paid: pesos, failed: null });
  });
});
