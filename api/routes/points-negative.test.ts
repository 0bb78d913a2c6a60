// A refund after its points were redeemed takes them back all the same (docs/product-rules.md section 6), so the
// balance goes below zero. The stats answer says so as it is (same shape, a negative number), a redemption is refused
// with the reason on the amount, and the next points earned repay the debt first.
import { describe, expect, it } from 'vitest';
import { payouts as text } from '#shared/messages/money.ts';
import { statsSchema } from '#shared/schemas/stats.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { jsonInit, withCookie } from '#api/testing/test-app.ts';
import { expect400, memberApp } from '#api/testing/member-app.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { achievementPoints } from '#api/testing/points.ts';

/** The first redemption's achievement, credited when it goes out: it stays, whatever the refund takes back. */
const FIRST = achievementPoints('first_redemption');

const m = memberApp({}, { payoutAccount: true });
const at = (day: number) => `2025-01-${String(day).padStart(2, '0')}T12:00:00.000Z`;
/** `n` coin purchases of $100.00 on `day`: 5.00 points each. */
const buy = (prefix: string, n: number, day: number) =>
  ingest(
    m.t.sqlite,
    m.userId,
    Array.from({ length: n }, (_, i) => coinPurchase({ id: `${prefix}-${i}`, amount: -100, date: at(day) })),
    m.t.clock.now(),
  );
/** `n` refunds of $100.00 of coins on `day`: each takes back a purchase's 5.00 points. */
const refund = (prefix: string, n: number, day: number) =>
  ingest(
    m.t.sqlite,
    m.userId,
    Array.from({ length: n }, (_, i) => coinPurchase({ id: `${prefix}-${i}`, amount: 100, date: at(day) })),
    m.t.clock.now(),
  );
const redeem = (amount: number) =>
  m.t.request('/api/points/redeem', jsonInit('POST', { amount, method: 'instant' }, withCookie(m.cookie)));
async function stats() {
  const res = await m.t.get('/api/stats/fast', m.cookie);
  expect(res.status).toBe(200);
  return statsSchema.parse(await res.json());
}

describe('a refund after the points were redeemed', () => {
  it('leaves -25.00 points in the stats, refuses redemptions on the amount, is repaid by the next points', async () => {
    buy('buy', 5, 1); // 5 x $100.00: 25.00 points
    expect((await redeem(25)).status).toBe(201);
    expect(await stats()).toEqual({
      pointsBalance: FIRST,
      totalTikTokSpending: 500,
      totalPointsEarned: 25 + FIRST,
      totalRedeemed: 25,
    });

    expect(refund('refund', 5, 2).refunds).toBe(5);
    expect(await stats()).toEqual({
      pointsBalance: -25 + FIRST,
      totalTikTokSpending: 0,
      totalPointsEarned: FIRST,
      totalRedeemed: 25,
    });

    await expect400(await redeem(25), 'amount', text.redeemNegative);

    buy('after', 2, 3); // 10.00 points: the debt is repaid first
    expect(await stats()).toMatchObject({ pointsBalance: -15 + FIRST, totalPointsEarned: 10 + FIRST });
    await expect400(await redeem(25), 'amount', text.redeemNegative);

    buy('more', 8, 4); // 40.00 points more: 25.00 available again (and the first redemption's reward)
    expect(await stats()).toMatchObject({
      pointsBalance: 25 + FIRST,
      totalPointsEarned: 50 + FIRST,
      totalRedeemed: 25,
    });
    expect((await redeem(25)).status).toBe(201);
  });
});
