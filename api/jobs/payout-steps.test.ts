// Payouts on the clock in two steps: one sends what is not yet with the provider (often), the other asks the provider
// about what it has (less often), so a payout to send never waits behind ten days of status checks of paid ones.
import { describe, expect, it, vi } from 'vitest';
import { redemptionSchema } from '#shared/schemas/payouts.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { memberApp } from '#api/testing/member-app.ts';
import { runStep } from './money-jobs.ts';
import { MONEY_STEPS } from './money-steps.ts';

const m = memberApp({}, { payoutAccount: true });
const step = (name: string) =>
  runStep(
    m.t.deps,
    MONEY_STEPS.find((s) => s.name === name)!,
  );

describe('the payout steps', () => {
  it('send a payout waiting to go without asking about one already sent, and the reverse', async () => {
    // 40 x $99.99 of coins: 200 points, two redemptions of 50.
    const at = new Date(m.t.clock.now()).toISOString();
    const buys = Array.from({ length: 40 }, (_, n) => coinPurchase({ id: `buy-${n}`, amount: -99.99, date: at }));
    ingest(m.t.sqlite, m.userId, buys, m.t.clock.now());
    const redeem = async () => {
      const res = await m.post('/api/points/redeem', { amount: 50, method: 'instant' });
      expect(res.status).toBe(201);
      return redemptionSchema.parse(await res.json());
    };
    const payouts = m.t.deps.providers.payouts;
    // Paid at once (an instant payout): watched for ten days, in case the bank sends it back.
    expect(await redeem()).toMatchObject({ status: 'paid' });
    const create = vi.spyOn(payouts, 'createPayout').mockRejectedValueOnce(new Error('connect ETIMEDOUT'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await redeem()).toMatchObject({ status: 'pending' });
    const ask = vi.spyOn(payouts, 'getPayout');
    create.mockClear();

    await step('payouts');
    expect(create).toHaveBeenCalledTimes(1);
    expect(ask).not.toHaveBeenCalled();

    await step('payout follow-up');
    expect(ask).toHaveBeenCalledTimes(2);
    expect(create).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});
