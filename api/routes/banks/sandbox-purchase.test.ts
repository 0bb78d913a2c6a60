// The test banks' 'buy coins': a member trying the product links a bank (whose history earns nothing) and makes a
// coin purchase at the test bank, which earns as a real one would.
import { describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/routes.ts';
import { achievementsResponseSchema } from '#shared/schemas/achievements.ts';
import { FinicitySandbox } from '#api/providers/banks/sandbox/finicity-sandbox.ts';
import { syncIdle } from '#api/services/banking/sync.ts';
import { memberApp } from '#api/testing/member-app.ts';
import { everyTransaction } from '#api/testing/every-transaction.ts';

const m = memberApp({ country: 'Mexico' });

async function linkBank() {
  const res = await m.post('/api/belvo/create-link', {
    institution: 'erebor_mx_retail',
    username: 'bnk100',
    password: 'full',
  });
  expect(res.status).toBe(200);
  await syncIdle(m.t.deps, m.userId);
}
const buy = () => m.post(apiPaths.sandboxCoinPurchase);
/** The rewards of the achievements credited so far, in points. */
const rewards = async () =>
  achievementsResponseSchema
    .parse(await (await m.t.get(apiPaths.achievements, m.cookie)).json())
    .achievements.reduce((sum, a) => sum + Number(a.rewardAmount), 0);
const points = async () => (await (await m.t.get('/api/stats/fast', m.cookie)).json()).totalPointsEarned as number;
const played = async () =>
  (await everyTransaction(m.t, m.cookie)).transactions.filter((tx) => tx.belvoTransactionId?.includes('-played-'));

describe('buying coins at a test bank', () => {
  it('makes a coin purchase now at the bank, syncs it, and it earns where the history did not', async () => {
    await linkBank();
    // The history earns nothing (only purchases dated on the link's day may have earned).
    const [before, rewardsBefore] = [await points(), await rewards()];

    const res = await buy();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ newTransactions: 1 });
    const [row, ...more] = await played();
    expect(more).toEqual([]);
    // The 4.99 pack as a Mexican store prices it, booked in dollars; a round-up and 5% in points.
    expect(row).toMatchObject({
      currency: 'MXN',
      originalAmount: '89.00',
      category: 'TikTok',
      pending: false,
      beforeLink: false,
    });
    expect(row!.roundUpAmount).not.toBe('0.00');
    expect(Number(row!.pointsEarned)).toBeGreaterThan(0);
    // Its points, and the rewards of what it unlocked (its round-up may be the member's first).
    const unlocked = (await rewards()) - rewardsBefore;
    expect(await points()).toBeCloseTo(before + Number(row!.pointsEarned) + unlocked, 2);

    // One every 10 seconds: a second at once is refused and makes nothing.
    const again = await buy();
    expect(again.status).toBe(429);
    expect(again.headers.get('Retry-After')).toBe('10');
    expect(await played()).toHaveLength(1);
    m.t.clock.advance(10_000);
    expect((await buy()).status).toBe(200);
    expect(await played()).toHaveLength(2);
  });

  it('needs a linked bank, and a test bank: a real aggregator has no such purchase', async () => {
    expect((await buy()).status).toBe(400);
    await linkBank();
    const belvo = m.t.deps.banks.byName.belvo as { playCoinPurchase?: unknown };
    belvo.playCoinPurchase = undefined;
    expect((await buy()).status).toBe(404);
    expect(await played()).toEqual([]);
  });
});

describe("the Finicity test bank's purchase", () => {
  it('is listed on the customer’s account from now on, in dollars, and only on its own accounts', async () => {
    let now = Date.UTC(2025, 5, 15, 12);
    const finicity = new FinicitySandbox({ baseUrl: '', now: () => now });
    const { customerId } = await finicity.ensureCustomer({ userId: 1, username: 'x', existingCustomerId: null });
    const state = finicity.connectState(customerId);
    await finicity.completeConnect({ customerId, state, username: 'profile_03', password: 'profile_03' });
    const [checking] = await finicity.accounts(customerId);
    now += 3_600_000;
    await finicity.playCoinPurchase(customerId, checking!.id);
    const rows: { id: string; amount: unknown; date: string }[] = [];
    for await (const page of finicity.transactions(customerId, now - 86_400_000, now)) rows.push(...page);
    expect(rows.filter((r) => r.id.includes('-played-'))).toEqual([
      expect.objectContaining({ amount: -4.99, date: new Date(now).toISOString() }),
    ]);
    await expect(finicity.playCoinPurchase(customerId, 'not-theirs')).rejects.toThrow();
  });
});
