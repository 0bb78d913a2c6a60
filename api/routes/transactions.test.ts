// GET /api/transactions through the real app: the shape, the order, pending and refunded rows, and keyset
// pagination. Every body is checked against its shared zod schema.
import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { statsSchema } from '#shared/schemas/stats.ts';
import { type Transaction, transactionsResponseSchema } from '#shared/schemas/transactions.ts';
import { summaryOf } from '#shared/schemas/testing/transactions-summary.ts';
import { ingest } from '#api/services/money/ingest.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { errorSchema, getOk, memberApp } from '#api/testing/member-app.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { achievementPoints } from '#api/testing/points.ts';
import { generateProviderTransactions, postPending } from '#api/providers/banks/sandbox/generate-history.ts';

const DECIMAL = /^-?\d+\.\d{2}$/;
let seq = 0;
const m = memberApp({ name: 'Ada Lovelace' });

const iso = (ms: number) => new Date(ms).toISOString();
const coin = (amount: number, over: Partial<ProviderTransaction> = {}) =>
  coinPurchase({ id: `routes-test-${++seq}`, amount: -amount, date: iso(m.t.clock.now()), ...over });
const feed = (rows: ProviderTransaction[], id = m.userId) => ingest(m.t.sqlite, id, rows, m.t.clock.now());
const getJson = <T>(path: string, schema: z.ZodType<T>, c = m.cookie) => getOk(m.t, path, schema, c);
const transactions = (query = '') => getJson(`/api/transactions${query}`, transactionsResponseSchema);
/** Every listed row, walking the pages by their cursors. */
async function everyRow(limit = 200) {
  const seen: Transaction[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const body = await transactions(`?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(body.transactions.length).toBeLessThanOrEqual(limit);
    seen.push(...body.transactions);
    cursor = body.nextCursor;
    if (cursor) expect(body.transactions).toHaveLength(limit);
  } while (cursor && ++pages < 1_000);
  expect(cursor).toBeNull();
  return seen;
}
const stats = () => getJson('/api/stats/fast', statsSchema);

describe('GET /api/transactions', () => {
  const history = () =>
    generateProviderTransactions({ seed: 42, start: Date.UTC(2024, 11, 10), days: 23, refundShare: 0.3 });

  it("lists every visible row newest first, 50 a page, in the API's shape with decimal strings", async () => {
    const rows = history();
    expect(rows.length).toBeGreaterThan(50);
    feed(rows);
    const body = await transactions();
    expect(body.transactions).toHaveLength(50);
    expect(body.nextCursor).toEqual(expect.any(String));
    expect(body.status.finicityCount).toBe(rows.length);
    const list = await everyRow(7);
    expect(list).toHaveLength(rows.length);
    expect(list.slice(0, 50)).toEqual(body.transactions);
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1]!, list[i]!];
      expect(a.date > b.date || (a.date === b.date && a.id > b.id)).toBe(true);
    }
    for (const tx of list) {
      expect(tx.amount).toMatch(/^\d+\.\d{2}$/);
      expect(tx.roundUpAmount).toMatch(DECIMAL);
      expect(tx.pointsEarned).toMatch(DECIMAL);
      expect(new Date(tx.date).toISOString()).toBe(tx.date);
      expect(tx.finicityTransactionId).not.toBeNull();
      if (tx.category === 'Other' || tx.pending) expect([tx.roundUpAmount, tx.pointsEarned]).toEqual(['0.00', '0.00']);
      if (tx.category === 'TikTok' && tx.type === 'debit' && !tx.pending)
        expect(Number(tx.pointsEarned)).toBeGreaterThan(0);
    }
    expect(list.some((tx) => tx.pending)).toBe(true);
    expect(list.some((tx) => tx.category === 'Other')).toBe(true);
    // A coin refund is a TikTok credit that takes back what the purchase earned: negative strings.
    const refund = list.find((tx) => tx.category === 'TikTok' && tx.type === 'credit' && tx.pointsEarned !== '0.00');
    expect(refund?.pointsEarned.startsWith('-')).toBe(true);
  });

  it('shows a purchase and its refund with the round-up and points reversed', async () => {
    feed([
      coin(9.99, { id: 'buy-1', date: '2024-12-20T10:00:00.000Z' }),
      coin(-9.99, { id: 'refund-1', date: '2024-12-22T10:00:00.000Z' }),
    ]);
    const [refund, purchase] = (await transactions()).transactions;
    expect(purchase).toMatchObject({
      type: 'debit',
      amount: '9.99',
      category: 'TikTok',
      roundUpAmount: '0.01',
      pointsEarned: '0.50',
      pending: false,
    });
    expect(refund).toMatchObject({
      type: 'credit',
      amount: '9.99',
      category: 'TikTok',
      roundUpAmount: '-0.01',
      pointsEarned: '-0.50',
    });
    // Only the first round-up's achievement stays: it was earned when the purchase posted.
    expect(await stats()).toMatchObject({ pointsBalance: achievementPoints('first_round_up'), totalTikTokSpending: 0 });
  });

  it('shows a pending purchase as pending, earning nothing, and only its posted row once it posts', async () => {
    const pending = coin(9.99, { id: 'auth-1', pending: true, date: '2024-12-30T10:00:00.000Z' });
    feed([pending]);
    let list = (await transactions()).transactions;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ pending: true, roundUpAmount: '0.00', pointsEarned: '0.00' });
    feed(postPending([pending], 1));
    list = (await transactions()).transactions;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      pending: false,
      finicityTransactionId: 'auth-1-posted-1',
      roundUpAmount: '0.01',
      pointsEarned: '0.50',
    });
    expect((await transactions()).status.finicityCount).toBe(1);
    expect(await stats()).toMatchObject({
      totalTikTokSpending: 9.99,
      totalPointsEarned: 0.5 + achievementPoints('first_round_up'),
    });
  });

  it('pages through every row exactly once with ?limit=&cursor=, ending with nextCursor null', async () => {
    // Several rows at the same instant: the cursor must break ties by id.
    const sameInstant = Array.from({ length: 5 }, () => coin(4.5, { date: '2024-12-20T10:00:00.000Z' }));
    feed([...history(), ...sameInstant]);
    const all = (await everyRow(200)).map((tx) => tx.id);
    expect(all.length).toBeGreaterThan(50);
    const ids = (tx: readonly Transaction[]) => tx.map((t) => t.id);
    for (const limit of [1, 7, 50]) {
      const seen = ids(await everyRow(limit));
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(all);
    }
    // A cursor alone pages with the default size.
    const first = await transactions('?limit=3');
    const next = await transactions(`?cursor=${first.nextCursor}`);
    expect(ids(next.transactions)).toEqual(all.slice(3, 53));
  });

  it('keeps paging where it was while newer rows arrive: no row twice, none skipped', async () => {
    feed(history());
    const before = (await everyRow()).map((tx) => tx.id);
    const first = await transactions('?limit=10');
    feed(Array.from({ length: 5 }, () => coin(3.25)));
    const rest: number[] = [];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await transactions(`?limit=10&cursor=${cursor}`);
      rest.push(...page.transactions.map((tx) => tx.id));
      cursor = page.nextCursor;
    }
    expect([...first.transactions.map((tx) => tx.id), ...rest]).toEqual(before);
    expect((await transactions()).summary.count).toBe(before.length + 5);
  });

  it('sums the summary cards over every row, not the page, through posts, refunds and removals', async () => {
    const pending = coin(9.99, { id: 'auth-9', pending: true, date: '2024-12-30T10:00:00.000Z' });
    feed([...history(), pending, coin(12.34), coin(-12.34, { date: iso(m.t.clock.now() + 1_000) })]);
    const check = async () => {
      const rows = await everyRow();
      const body = await transactions('?limit=1');
      expect(body.summary).toEqual(summaryOf(rows));
      expect(body.status.finicityCount).toBe(rows.length);
      return body.summary;
    };
    const start = await check();
    expect(start.count).toBeGreaterThan(50);
    expect(start.tiktokPurchases).toBeGreaterThan(0);
    feed(postPending([pending], 1));
    expect((await check()).count).toBe(start.count);
    feed([coin(4.2, { id: 'gone-1' })]);
    const withGone = await check();
    feed([coin(4.2, { id: 'gone-1', removed: true })]);
    expect((await check()).count).toBe(withGone.count - 1);
  });

  it.each([
    'limit=0',
    'limit=201',
    'limit=abc',
    'limit=1.5',
    'limit=-1',
    'limit=',
    'cursor=!!!',
    'cursor=Zm9v',
    `cursor=${'A'.repeat(201)}`,
    'limit=5&cursor=YTpi',
  ])('answers 400 for ?%s', async (query) => {
    feed([coin(9.99)]);
    const res = await m.t.get(`/api/transactions?${query}`, m.cookie);
    expect(res.status).toBe(400);
    errorSchema.parse(await res.json());
  });

  it('answers 401 signed out', async () => {
    expect((await m.t.get('/api/transactions')).status).toBe(401);
  });
});
