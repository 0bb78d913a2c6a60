// A pending purchase that a different posting of the same amount seemed to replace, and
// a refund the bank takes back. Money must never be lost in either.
import { describe, expect, it } from 'vitest';
import { activity } from '#shared/messages/money.ts';
import { memberApp } from '#api/testing/member-app.ts';
import { achievementPoints } from '#api/testing/points.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { ingest } from './ingest.ts';
import { everyTransaction } from '#api/testing/every-transaction.ts';

const m = memberApp();
/** The first round-up's achievement, credited when a purchase first records one: a refund does not take it back. */
const FIRST = achievementPoints('first_round_up');

const run = (rows: ProviderTransaction[]) => ingest(m.t.sqlite, m.userId, rows, m.t.clock.now());
const stats = async () => (await m.t.get('/api/stats/fast', m.cookie)).json();
const list = async () => (await everyTransaction(m.t, m.cookie)).transactions as Record<string, unknown>[];

describe('a pending purchase and a different posting of the same amount', () => {
  it('counts both when the pending one later posts under its own id: spend 19.98, not 9.99', async () => {
    const a = coinPurchase({ id: 'A', amount: -9.99, pending: true, date: '2025-03-01T10:00:00Z' });
    run([a]);
    // B is another purchase of the same amount the next day; nothing links it to A.
    run([coinPurchase({ id: 'B', amount: -9.99, date: '2025-03-02T10:00:00Z' })]);
    // Then A posts under its own id.
    expect(run([{ ...a, pending: false }])).toMatchObject({ coinPurchases: 1, duplicates: 0 });
    expect((await stats()).totalTikTokSpending).toBe(19.98);
    expect((await stats()).totalPointsEarned).toBe(1 + FIRST);
    const rows = await list();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.pending === false && r.roundUpAmount === '0.01')).toBe(true);
    // A replay of every page changes nothing.
    expect(run([a, { ...a, pending: false }])).toMatchObject({ inserted: 0, coinPurchases: 0 });
    expect((await stats()).totalTikTokSpending).toBe(19.98);
  });
});

describe('a refund the bank removes', () => {
  it('gives the purchase back: spend 9.49 again, with its points and round-up', async () => {
    run([coinPurchase({ id: 'buy', amount: -9.49, date: '2025-02-01T10:00:00Z' })]);
    const refund = coinPurchase({ id: 'refund', amount: 9.49, date: '2025-02-03T10:00:00Z' });
    run([refund]);
    expect((await stats()).totalTikTokSpending).toBe(0);
    expect(run([{ ...refund, removed: true }])).toMatchObject({ removed: 1 });
    expect(await stats()).toEqual({
      pointsBalance: 0.47 + FIRST,
      totalTikTokSpending: 9.49,
      totalPointsEarned: 0.47 + FIRST,
      totalRedeemed: 0,
    });
    const rows = await list();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: '9.49', roundUpAmount: '0.51', pointsEarned: '0.47' });
    const recent = (await (await m.t.get('/api/activity?limit=50', m.cookie)).json()).activity as { title: string }[];
    // One line for the refund withdrawn: the round-up and the points it gave back.
    expect(recent.filter((a) => a.title.startsWith(activity.item.refundWithdrawn('')))).toEqual([
      expect.objectContaining({ amount: '0.51', points: '0.47' }),
    ]);
    // The removal replayed changes nothing; a new refund of the purchase reverses it again.
    run([{ ...refund, removed: true }]);
    expect((await stats()).totalTikTokSpending).toBe(9.49);
    expect(run([coinPurchase({ id: 'refund-2', amount: 9.49, date: '2025-02-05T10:00:00Z' })]).refunds).toBe(1);
    expect(await stats()).toEqual({
      pointsBalance: FIRST,
      totalTikTokSpending: 0,
      totalPointsEarned: FIRST,
      totalRedeemed: 0,
    });
  });
});

describe('round-up settings changed while a purchase is pending', () => {
  const patch = (body: unknown) =>
    m.t.request('/api/user', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Cookie: m.cookie },
      body: JSON.stringify(body),
    });

  it('use the settings in force when the purchase was first seen: 0.66, not 26.60', async () => {
    const a = coinPurchase({ id: 'first-seen', amount: -12.34, pending: true });
    run([a]);
    expect((await patch({ roundUpMethod: 'five', roundUpMultiplier: 10 })).status).toBe(200);
    expect(run([{ ...a, pending: false }])).toMatchObject({ coinPurchases: 1, roundUpCents: 66 });
    // A purchase first seen after the change rounds by the new settings.
    expect(run([coinPurchase({ id: 'after', amount: -12.34 })]).roundUpCents).toBe(2660);
  });

  it('follow the pending row into the posting that replaces it, and keep a pause', async () => {
    const a = coinPurchase({ id: 'paused', amount: -9.49, pending: true, date: '2025-03-01T10:00:00Z' });
    expect((await patch({ autoRoundUpEnabled: false })).status).toBe(200);
    run([a]);
    expect((await patch({ autoRoundUpEnabled: true, roundUpMultiplier: 3 })).status).toBe(200);
    const posted = { ...a, id: 'paused-posted', pending: false, date: '2025-03-02T10:00:00Z' };
    expect(run([posted])).toMatchObject({ superseded: 1, coinPurchases: 1, roundUpCents: 0 });
  });
});
