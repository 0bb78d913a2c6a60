import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '#api/testing/test-app.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { generateProviderTransactions, postPending } from '#api/providers/banks/sandbox/generate-history.ts';
import { ingest } from './ingest.ts';
import { auditLedger } from './ledger.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { everyTransaction } from '#api/testing/every-transaction.ts';
import { achievementPoints } from '#api/testing/points.ts';

/** The first round-up's achievement, credited when a purchase first records one: a refund does not take it back. */
const FIRST = achievementPoints('first_round_up');

let t: TestApp;
let userId: number;
let cookie: string | undefined;

beforeEach(async () => {
  t = makeTestApp();
  const s = await t.signup();
  userId = s.body.id;
  cookie = s.cookie;
});
afterEach(() => {
  expect(auditLedger(t.sqlite, userId)).toEqual([]);
  t.cleanup();
});

const run = (rows: ProviderTransaction[], user = userId) => ingest(t.sqlite, user, rows, t.clock.now());
const stats = async () => (await t.get('/api/stats/fast', cookie)).json();
const list = async (c = cookie) => (await everyTransaction(t, c)).transactions as Record<string, unknown>[];
const userRow = (id = userId) => t.sqlite.prepare('SELECT * FROM users WHERE id = ?').get(id) as Record<string, number>;
const ledgerCount = () => (t.sqlite.prepare('SELECT COUNT(*) AS n FROM ledger_entries').get() as { n: number }).n;
const setUser = (sql: string, ...args: unknown[]) =>
  t.sqlite.prepare(`UPDATE users SET ${sql} WHERE id = ?`).run(...args, userId);

describe('a posted coin purchase', () => {
  it('earns a round-up to the next dollar and 5% points, and shows in stats and the list', async () => {
    const r = run([coinPurchase({ id: 'p1', amount: -12.34 })]);
    expect(r).toMatchObject({ inserted: 1, coinPurchases: 1, roundUpCents: 66, pointsEarned: 62 });
    expect(await stats()).toEqual({
      pointsBalance: 0.62 + FIRST,
      totalTikTokSpending: 12.34,
      totalPointsEarned: 0.62 + FIRST,
      totalRedeemed: 0,
    });
    const [tx] = await list();
    expect(tx).toMatchObject({
      amount: '12.34',
      type: 'debit',
      category: 'TikTok',
      roundUpAmount: '0.66',
      pointsEarned: '0.62',
      pending: false,
      source: 'finicity',
    });
    expect(userRow().pending_round_up_cents).toBe(66);
  });

  it('rounds to the next $5 with method five, and by nothing on the boundary', async () => {
    setUser("round_up_method = 'five'");
    expect(run([coinPurchase({ id: 'a', amount: -12.34 }), coinPurchase({ id: 'b', amount: -15 })]).roundUpCents).toBe(
      266,
    );
  });

  it('applies the multiplier and the weekly cap to round-ups but never to points', () => {
    setUser('round_up_multiplier = 3, weekly_cap_cents = 100');
    // $9.49 -> 51c x3 = 153c, capped at $1.00; the second purchase of the week gets nothing.
    const r = run([
      coinPurchase({ id: 'a', amount: -9.49, date: '2025-03-03T10:00:00Z' }),
      coinPurchase({ id: 'b', amount: -9.49, date: '2025-03-05T10:00:00Z' }),
    ]);
    expect(r.roundUpCents).toBe(100);
    expect(r.pointsEarned).toBe(2 * 47);
    // A new week (Monday 10 March) starts a new cap.
    expect(run([coinPurchase({ id: 'c', amount: -9.49, date: '2025-03-10T10:00:00Z' })]).roundUpCents).toBe(100);
  });

  it('earns points but no round-up while auto round-up is off', () => {
    setUser('auto_round_up_enabled = 0');
    // $4.50 x 5% = 22.5 hundredths of a point: half-to-even gives 22.
    expect(run([coinPurchase({ id: 'a', amount: -4.5 })])).toMatchObject({ roundUpCents: 0, pointsEarned: 22 });
  });

  it('keeps the method in force when first seen: changing it later rewrites nothing', async () => {
    run([coinPurchase({ id: 'a', amount: -12.34 })]);
    setUser("round_up_method = 'five'");
    run([coinPurchase({ id: 'a', amount: -12.34 })]);
    expect((await list())[0]).toMatchObject({ roundUpAmount: '0.66' });
  });
});

describe('what is not a coin purchase', () => {
  it('earns nothing: other merchants, TikTok Shop, TikTok Ads, and money in', async () => {
    const r = run([
      {
        provider: 'finicity',
        id: 'x1',
        description: 'STARBUCKS STORE 1234',
        amount: -5.25,
        date: '2025-01-02',
        pending: false,
      },
      {
        provider: 'finicity',
        id: 'x2',
        description: 'TIKTOK SHOP ORDER 5521',
        amount: -19.99,
        date: '2025-01-02',
        pending: false,
      },
      {
        provider: 'finicity',
        id: 'x3',
        description: 'TIKTOK ADS 8881',
        amount: -50,
        date: '2025-01-02',
        pending: false,
      },
      { provider: 'finicity', id: 'x4', description: 'PAYROLL ACME', amount: 1500, date: '2025-01-02', pending: false },
    ]);
    expect(r).toMatchObject({ inserted: 4, coinPurchases: 0, roundUpCents: 0, pointsEarned: 0 });
    expect((await list()).every((tx) => tx.roundUpAmount === '0.00' && tx.pointsEarned === '0.00')).toBe(true);
    expect(await stats()).toMatchObject({ totalTikTokSpending: 0 });
  });

  it('reads Belvo rows: positive amounts with INFLOW/OUTFLOW as direction', async () => {
    run([coinPurchase({ provider: 'belvo', id: 'b1', amount: '9.99', direction: 'out' })]);
    expect((await list())[0]).toMatchObject({
      type: 'debit',
      amount: '9.99',
      category: 'TikTok',
      belvoTransactionId: 'b1',
      roundUpAmount: '0.01',
    });
  });
});

describe('replays and duplicates', () => {
  it('changes nothing when the same batch comes again, rows or ledger', async () => {
    const rows = generateProviderTransactions({ seed: 7, start: Date.UTC(2025, 0, 1), days: 30 });
    const first = run(rows);
    const before = { ledger: ledgerCount(), stats: await stats(), count: (await list()).length };
    const again = run(rows);
    expect(again).toMatchObject({
      inserted: 0,
      duplicates: first.inserted,
      coinPurchases: 0,
      roundUpCents: 0,
      pointsEarned: 0,
    });
    expect({ ledger: ledgerCount(), stats: await stats(), count: (await list()).length }).toEqual(before);
  });

  it('keeps two users apart: the same provider id belongs to each of them', async () => {
    const other = await t.signup();
    run([coinPurchase({ id: 'same' })]);
    run([coinPurchase({ id: 'same' })], other.body.id);
    expect(await list()).toHaveLength(1);
    expect(await list(other.cookie)).toHaveLength(1);
    expect(auditLedger(t.sqlite, other.body.id)).toEqual([]);
  });

  it('skips rows it cannot read, with a reason, and keeps the rest', () => {
    const r = run([
      coinPurchase({ id: 'ok' }),
      coinPurchase({ id: 'bad-amount', amount: 'twelve' }),
      coinPurchase({ id: 'bad-date', date: 'yesterday' }),
      coinPurchase({ id: '' }),
    ]);
    expect(r.inserted).toBe(1);
    expect(r.rejected.map((x) => x.id)).toEqual(['bad-amount', 'bad-date', '']);
  });
});

describe('pending rows', () => {
  it('are shown but earn nothing until they post, and the posted row replaces them (new id, matched)', async () => {
    const pending = coinPurchase({ id: 'pend-1', amount: -9.99, pending: true, date: '2025-01-05T10:00:00Z' });
    expect(run([pending])).toMatchObject({ inserted: 1, coinPurchases: 0, pointsEarned: 0 });
    expect((await list())[0]).toMatchObject({ pending: true, roundUpAmount: '0.00' });
    const [posted] = postPending([pending], 1);
    expect(run([posted!])).toMatchObject({ inserted: 1, superseded: 1, coinPurchases: 1 });
    const rows = await list();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ pending: false, roundUpAmount: '0.01' });
    // The old pending row comes again in a replayed page: still one row, earned once.
    expect(run([pending])).toMatchObject({ inserted: 0, duplicates: 1 });
    expect(await list()).toHaveLength(1);
    expect((await stats()).totalTikTokSpending).toBe(9.99);
  });

  it('follow a provider link to the pending row, and a posting under the same id', async () => {
    const a = coinPurchase({ id: 'pa', amount: -4.99, pending: true });
    const b = coinPurchase({ id: 'pb', amount: -4.99, pending: true });
    run([a, b]);
    const [postedA] = postPending([a], 2, { linked: true });
    run([postedA!, { ...b, pending: false }]);
    const rows = await list();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.pending === false && r.roundUpAmount === '0.01')).toBe(true);
  });
});

describe('refunds and removals', () => {
  it('a refund reverses the purchase through new rows: the totals net to zero', async () => {
    run([coinPurchase({ id: 'buy', amount: -19.99, date: '2025-02-01T10:00:00Z' })]);
    const r = run([coinPurchase({ id: 'refund', amount: 19.99, date: '2025-02-04T10:00:00Z' })]);
    expect(r.refunds).toBe(1);
    expect(await stats()).toEqual({
      pointsBalance: FIRST,
      totalTikTokSpending: 0,
      totalPointsEarned: FIRST,
      totalRedeemed: 0,
    });
    expect(userRow().pending_round_up_cents).toBe(0);
    const [refund, buy] = await list();
    expect(refund).toMatchObject({ type: 'credit', category: 'TikTok', roundUpAmount: '-0.01', pointsEarned: '-1.00' });
    expect(buy).toMatchObject({ type: 'debit', roundUpAmount: '0.01', pointsEarned: '1.00' });
    // A second refund of the same amount has nothing left to reverse.
    expect(run([coinPurchase({ id: 'refund-2', amount: 19.99, date: '2025-02-05T10:00:00Z' })]).refunds).toBe(0);
  });

  it('a removed coin purchase is reversed and leaves the list', async () => {
    const buy = coinPurchase({ id: 'gone', amount: -9.99 });
    run([buy]);
    expect(run([{ ...buy, removed: true }])).toMatchObject({ removed: 1, refunds: 1 });
    expect(await list()).toHaveLength(0);
    expect(await stats()).toMatchObject({ totalTikTokSpending: 0, pointsBalance: FIRST });
    expect(run([{ ...buy, removed: true }])).toMatchObject({ removed: 0, refunds: 0 });
  });
});

describe('referrals, creators, achievements and notifications', () => {
  it('completes a pending referral once, at the first round-up: $5.00 of points to the referrer', async () => {
    const referrer = userRow();
    const friend = await t.signup({ referralCode: String(referrer.referral_code) });
    run([coinPurchase({ id: 'f1' })], friend.body.id);
    run([coinPurchase({ id: 'f2' })], friend.body.id);
    // $5.00, and the first referral's achievement.
    const earned = 5 + achievementPoints('first_referral');
    expect(await stats()).toMatchObject({ pointsBalance: earned, totalPointsEarned: earned });
    expect(userRow().referral_earnings_cents).toBe(500);
    const referral = t.sqlite.prepare('SELECT status FROM referrals WHERE referred_user_id = ?').get(friend.body.id);
    expect(referral).toEqual({ status: 'completed' });
    const kinds = t.sqlite
      .prepare('SELECT type FROM notifications WHERE user_id = ?')
      .all(userId)
      .map((n) => (n as { type: string }).type);
    expect(kinds).toEqual(expect.arrayContaining(['referral', 'achievement']));
    expect(auditLedger(t.sqlite, friend.body.id)).toEqual([]);
  });

  it('credits 1% to the followed creator, from the moment of following only', async () => {
    const creator = await t.signup({ userType: 'creator' });
    t.sqlite
      .prepare('INSERT INTO creator_follows (gifter_id, creator_id, created_at) VALUES (?, ?, ?)')
      .run(userId, creator.body.id, Date.parse('2025-03-01T00:00:00Z'));
    run([
      coinPurchase({ id: 'before', amount: -50, date: '2025-02-20T10:00:00Z' }),
      coinPurchase({ id: 'after', amount: -99.99, date: '2025-03-02T10:00:00Z' }),
    ]);
    expect(userRow(creator.body.id)).toMatchObject({ available_points_balance: 100, creator_points_received: 100 });
    expect(auditLedger(t.sqlite, creator.body.id)).toEqual([]);
  });

  it('notifies what a sync found, and unlocks the first round-up achievement', () => {
    run([
      coinPurchase({ id: 'n1' }),
      { provider: 'finicity', id: 'n2', description: 'GROCERY', amount: -20, date: '2025-01-03', pending: false },
    ]);
    const notes = t.sqlite.prepare('SELECT type, message FROM notifications WHERE user_id = ? ORDER BY id').all(userId);
    expect(notes).toEqual(
      expect.arrayContaining([
        { type: 'transaction_pulled', message: '2 new transactions synced from your bank.' },
        { type: 'tiktok_purchase', message: '1 coin purchase earned you 0.50 points.' },
        { type: 'round_up', message: '$0.01 of spare change from 1 coin purchase is waiting to be invested.' },
        expect.objectContaining({ type: 'achievement' }),
      ]),
    );
    expect(t.sqlite.prepare('SELECT achievement_type FROM achievements WHERE user_id = ?').all(userId)).toEqual([
      { achievement_type: 'first_round_up' },
    ]);
  });

  it('a failing batch writes nothing at all', () => {
    expect(() => ingest(t.sqlite, 999_999, [coinPurchase({ id: 'z' })], t.clock.now())).toThrow();
    expect(ledgerCount()).toBe(0);
    expect((t.sqlite.prepare('SELECT COUNT(*) AS n FROM transactions').get() as { n: number }).n).toBe(0);
  });
});
