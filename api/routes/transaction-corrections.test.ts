// A member's word on a row: 'this is a coin purchase' / 'not a coin purchase' (docs/product-rules.md section 3).
// The correction is kept, wins over the rules for the row and every later sync of it, and its round-up, points and
// creator share follow through new ledger rows. Every test ends with the member's ledger auditing clean.
import { describe, expect, it } from 'vitest';
import * as moneyEs from '#shared/messages/es-419/money.ts';
import { activity, corrections } from '#shared/messages/money.ts';
import { apiPaths } from '#shared/routes.ts';
import { statementApiPaths } from '#shared/routes-statements.ts';
import type { Transaction } from '#shared/schemas/transactions.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { everyTransaction } from '#api/testing/every-transaction.ts';
import { errorSchema, memberApp } from '#api/testing/member-app.ts';
import { achievementPoints } from '#api/testing/points.ts';

const m = memberApp();
/** The first round-up's achievement, credited when a purchase first records one: it stays when the word changes. */
const FIRST = achievementPoints('first_round_up');

const run = (rows: ProviderTransaction[]) => ingest(m.t.sqlite, m.userId, rows, m.t.clock.now());
const say = (id: number, coinPurchase: unknown, cookie = m.cookie) =>
  m.post(apiPaths.transactionClassification(id), { coinPurchase }, cookie);
const stats = async () => (await m.t.get('/api/stats/fast', m.cookie)).json();
const rows = async () => (await everyTransaction(m.t, m.cookie)).transactions;
const row = async (id: number) => (await rows()).find((r) => r.id === id)!;
const idOf = (providerId: string) =>
  (
    m.t.sqlite.prepare('SELECT id FROM transactions WHERE provider_transaction_id = ?').get(providerId) as {
      id: number;
    }
  ).id;
const recent = async () =>
  (
    (await (await m.t.get('/api/activity?limit=50', m.cookie)).json()).activity as { title: string; amount: string }[]
  ).map((a) => `${a.title} ${a.amount}`);

/** A $9.49 card payment the rules do not read as a coin purchase (an app store line that does not name the app). */
const storeLine = (over: Partial<ProviderTransaction> = {}) =>
  coinPurchase({ id: 'store', amount: -9.49, description: 'APPLE.COM/BILL 866-712-7753', merchant: null, ...over });

describe("'this is a coin purchase' on a row the rules missed", () => {
  it('earns its round-up and points at once, and says so in Recent Activity', async () => {
    run([storeLine()]);
    const id = idOf('store');
    expect(await row(id)).toMatchObject({ category: 'Other', roundUpAmount: '0.00', correctedByMember: false });
    const res = await say(id, true);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ coinPurchase: true, changed: true });
    expect(await row(id)).toMatchObject<Partial<Transaction>>({
      category: 'TikTok',
      roundUpAmount: '0.51',
      pointsEarned: '0.47',
      correctedByMember: true,
    });
    expect(await stats()).toMatchObject({
      totalTikTokSpending: 9.49,
      totalPointsEarned: 0.47 + FIRST,
      pointsBalance: 0.47 + FIRST,
    });
    expect((await everyTransaction(m.t, m.cookie)).summary).toMatchObject({ tiktokPurchases: 1, tiktokSpend: '9.49' });
    expect(await recent()).toContain(`${activity.item.roundUp('APPLE.COM/BILL 866-712-7753')} 0.51`);
  });

  it('then "not a coin purchase" takes it all back; saying it again earns again: each word posts once', async () => {
    run([storeLine()]);
    const id = idOf('store');
    await say(id, true);
    expect((await say(id, false)).status).toBe(200);
    expect(await row(id)).toMatchObject({ category: 'Other', roundUpAmount: '0.00', pointsEarned: '0.00' });
    expect(await stats()).toMatchObject({ totalTikTokSpending: 0, pointsBalance: FIRST });
    expect(await recent()).toContain(`${activity.item.notCoinPurchase('APPLE.COM/BILL 866-712-7753')} -0.51`);
    // The month's statement names it as what it is, not as a refund.
    const month = new Date(m.t.clock.now()).toISOString().slice(0, 7);
    const statement = await (await m.t.get(statementApiPaths.month(month), m.cookie)).json();
    expect(
      (statement.entries as { kind: string; amount: string; spend: string }[])
        .filter((e) => e.kind === 'purchase_corrected')
        .map((e) => [e.amount, e.spend]),
    ).toEqual([['-0.51', '-9.49']]);
    await say(id, true);
    expect(await stats()).toMatchObject({
      totalTikTokSpending: 9.49,
      pointsBalance: 0.47 + FIRST,
      totalPointsEarned: 0.47 + FIRST,
    });
    expect(m.t.sqlite.prepare('SELECT count(*) AS n FROM transaction_corrections').get()).toEqual({ n: 3 });
    expect(await row(id)).toMatchObject({ category: 'TikTok', roundUpAmount: '0.51' });
  });

  it('the same word twice, even at once, changes the money once', async () => {
    run([storeLine()]);
    const id = idOf('store');
    const answers = await Promise.all([say(id, true), say(id, true)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const bodies = await Promise.all(answers.map((a) => a.json()));
    expect(bodies.map((b) => b.changed).sort()).toEqual([false, true]);
    expect(await stats()).toMatchObject({ totalTikTokSpending: 9.49, pointsBalance: 0.47 + FIRST });
    expect(m.t.sqlite.prepare('SELECT count(*) AS n FROM transaction_corrections').get()).toEqual({ n: 1 });
    // Opposite words at once: they queue, the last one stands, and the books balance (checked after each test).
    await Promise.all([say(id, false), say(id, true)]);
    const stood = (await row(id)).category === 'TikTok';
    expect(await stats()).toMatchObject(stood ? { totalTikTokSpending: 9.49 } : { totalTikTokSpending: 0 });
  });
});

describe("'not a coin purchase' on a row the rules read as one", () => {
  it('takes back its round-up and points, and a later sync of the row keeps the member’s word', async () => {
    const buy = coinPurchase({ id: 'tiktok-shop', amount: -20.25, description: 'TIKTOK COINS 8005551234 CA' });
    run([buy]);
    const id = idOf('tiktok-shop');
    expect(await stats()).toMatchObject({ totalTikTokSpending: 20.25, pointsBalance: 1.01 + FIRST });
    expect((await say(id, false)).status).toBe(200);
    expect(await stats()).toMatchObject({ totalTikTokSpending: 0, pointsBalance: FIRST });
    // The bank sends the row again (a replay of the page): still the member's word, nothing earned again.
    expect(run([buy])).toMatchObject({ coinPurchases: 0 });
    expect(await row(id)).toMatchObject({ category: 'Other', correctedByMember: true });
    expect(await stats()).toMatchObject({ totalTikTokSpending: 0, pointsBalance: FIRST });
  });

  it('said of a pending row, holds when it posts under its own id or under a new one', async () => {
    const pending = coinPurchase({ id: 'p1', amount: -5.25, pending: true, date: '2025-04-10T10:00:00Z' });
    const other = coinPurchase({ id: 'p2', amount: -7.25, pending: true, date: '2025-04-10T11:00:00Z' });
    run([pending, other]);
    await say(idOf('p1'), false);
    await say(idOf('p2'), false);
    // p1 posts under its own id; p2's posting comes under a new id and replaces the pending row.
    run([{ ...pending, pending: false }]);
    run([coinPurchase({ id: 'p2-posted', amount: -7.25, date: '2025-04-11T09:00:00Z' })]);
    const listed = await rows();
    expect(listed.map((r) => [r.amount, r.category, r.pending, r.correctedByMember])).toEqual([
      ['7.25', 'Other', false, true],
      ['5.25', 'Other', false, true],
    ]);
    expect(await stats()).toMatchObject({ totalTikTokSpending: 0, pointsBalance: 0 });
  });
});

describe('what a correction refuses, with a clear message and nothing written', () => {
  it('money in, a refunded purchase, another member’s row, a row that does not exist, a malformed body', async () => {
    run([
      coinPurchase({ id: 'buy', amount: -9.49, date: '2025-02-01T10:00:00Z' }),
      coinPurchase({ id: 'refund', amount: 9.49, date: '2025-02-03T10:00:00Z' }),
    ]);
    const moneyIn = await say(idOf('refund'), false);
    expect(moneyIn.status).toBe(409);
    expect(errorSchema.parse(await moneyIn.json()).message).toBe(corrections.moneyIn);
    const refunded = await say(idOf('buy'), false);
    expect(refunded.status).toBe(409);
    expect(errorSchema.parse(await refunded.json()).message).toBe(corrections.refunded);

    const other = await m.t.signup({ email: 'other@example.com', username: 'other_one' });
    expect((await say(idOf('buy'), false, other.cookie!)).status).toBe(404);
    expect((await say(999_999, true)).status).toBe(404);
    expect((await m.post('/api/transactions/abc/classification', { coinPurchase: true })).status).toBe(404);
    const bad = await say(idOf('buy'), 'yes');
    expect(bad.status).toBe(400);
    expect(errorSchema.parse(await bad.json()).errors?.coinPurchase).toBe(corrections.coinPurchaseInvalid);
    expect((await m.post(apiPaths.transactionClassification(idOf('buy')), { coinPurchase: true, x: 1 })).status).toBe(
      400,
    );
    expect(m.t.sqlite.prepare('SELECT count(*) AS n FROM transaction_corrections').get()).toEqual({ n: 0 });
    expect(await stats()).toMatchObject({ totalTikTokSpending: 0, pointsBalance: FIRST });
  });

  it('answers a Spanish-speaking member in Spanish', async () => {
    const es = await m.t.signup({ email: 'es@example.com', username: 'es_member', locale: 'es-419' });
    ingest(m.t.sqlite, es.body.id, [coinPurchase({ id: 'es-refund', amount: 4.99 })], m.t.clock.now());
    const res = await say(idOf('es-refund'), true, es.cookie!);
    expect(res.status).toBe(409);
    expect(errorSchema.parse(await res.json()).message).toBe(moneyEs.corrections.moneyIn);
  });
});
