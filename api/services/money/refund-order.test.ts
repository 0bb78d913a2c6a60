// A coin refund can post before its purchase does (a same-day reversal settles before the
// purchase), and a sync can deliver the two in any order and on any page. Whatever the order, the refund takes back
// exactly what its purchase booked: spend, points and round-up all net to zero.
import { describe, expect, it } from 'vitest';
import { memberApp } from '#api/testing/member-app.ts';
import { achievementPoints } from '#api/testing/points.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { everyTransaction } from '#api/testing/every-transaction.ts';
import { ingest } from './ingest.ts';

// A fresh app and member for each test; after it, the member's ledger audits clean.
const m = memberApp();

const run = (...rows: ProviderTransaction[]) => ingest(m.t.sqlite, m.userId, rows, m.t.clock.now());
const stats = async () => (await m.t.get('/api/stats/fast', m.cookie)).json();
const pendingRoundUps = () =>
  (m.t.sqlite.prepare('SELECT pending_round_up_cents AS c FROM users WHERE id = ?').get(m.userId) as { c: number }).c;
const day = (d: number) => `2025-06-${String(d).padStart(2, '0')}T12:00:00.000Z`;
const buy = (id: string, d: number, more: Partial<ProviderTransaction> = {}) =>
  coinPurchase({ id, amount: -9.99, date: day(d), ...more });
const refund = (id: string, d: number) => coinPurchase({ id, amount: 9.99, date: day(d) });
/** The first round-up's achievement, credited when a purchase first records one: a refund does not take it back. */
const FIRST = achievementPoints('first_round_up');
/** Nothing earned but that achievement: the purchase recorded a round-up before its refund took it back. */
const NOTHING = { pointsBalance: FIRST, totalTikTokSpending: 0, totalPointsEarned: FIRST, totalRedeemed: 0 };

async function expectNothingEarned() {
  expect(await stats()).toEqual(NOTHING);
  expect(pendingRoundUps()).toBe(0);
}

describe('a coin refund that posts before its purchase', () => {
  it('waits, and reverses the purchase when it posts under the same id', async () => {
    run(buy('A', 6, { pending: true }));
    expect(run(refund('R', 7)).refunds).toBe(0);
    expect(run(buy('A', 8)).refunds).toBe(1);
    await expectNothingEarned();
    const rows = (await everyTransaction(m.t, m.cookie)).transactions as Record<string, unknown>[];
    const r = rows.find((x) => x.type === 'credit');
    expect(r).toMatchObject({ roundUpAmount: '-0.01', pointsEarned: '-0.50' });
  });

  it('reverses the purchase when it posts under a new id dated before the refund', async () => {
    run(buy('A-pending', 6, { pending: true }));
    run(refund('R', 7));
    run(buy('A-posted', 6));
    await expectNothingEarned();
  });

  it('is matched whichever comes first on one page, and across pages in either order', async () => {
    // The refund first on the page, its purchase (dated a day later, its posting date) after it.
    run(refund('R1', 7), buy('B1', 8));
    await expectNothingEarned();
    // The refund on one page, the purchase on the next.
    run(refund('R2', 10));
    run(buy('B2', 9));
    await expectNothingEarned();
    // The purchase already posted, dated after the refund pushed later.
    run(buy('B3', 14));
    run(refund('R3', 13));
    await expectNothingEarned();
  });

  it('takes back exactly one purchase, and a later purchase of the amount earns', async () => {
    run(buy('A', 6, { pending: true }), refund('R', 7));
    run(buy('A', 8));
    run(buy('C', 20));
    expect(await stats()).toMatchObject({ totalTikTokSpending: 9.99, pointsBalance: 0.5 + FIRST });
    expect(pendingRoundUps()).toBe(1);
  });

  it('a refund the bank withdraws before the purchase posts leaves the purchase earning', async () => {
    run(buy('A', 6, { pending: true }));
    run(refund('R', 7));
    run({ ...refund('R', 7), removed: true });
    run(buy('A', 8));
    expect(await stats()).toMatchObject({ totalTikTokSpending: 9.99, pointsBalance: 0.5 + FIRST });
  });

  it('does not reverse a purchase dated more than ten days after it', async () => {
    // A refund of a purchase older than our history: nothing of ours to take back.
    run(refund('old', 1));
    run(buy('new', 20));
    expect(await stats()).toMatchObject({ totalTikTokSpending: 9.99, pointsBalance: 0.5 + FIRST });
  });

  it('a second waiting refund takes back the purchase its first one gave back', async () => {
    run(buy('A', 6));
    run(refund('R1', 7), refund('R2', 7));
    await expectNothingEarned();
    // The bank withdraws the refund that matched: the other one, still waiting, reverses the purchase instead.
    run({ ...refund('R1', 7), removed: true });
    await expectNothingEarned();
  });
});
