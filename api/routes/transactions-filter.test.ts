// GET /api/transactions filters (all, coin purchases, refunds, pending) and searches the description,
// keeping the list's order and its keyset paging; the summary stays the whole list's. Bad input is a 400 that says
// what is wrong, and a member's search never reaches another member's rows.
import { describe, expect, it } from 'vitest';
import { transactionFilterText } from '#shared/messages/transactions.ts';
import { transactionsResponseSchema } from '#shared/schemas/transactions.ts';
import { ingest } from '#api/services/money/ingest.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { errorSchema, getOk, memberApp } from '#api/testing/member-app.ts';

const m = memberApp({ name: 'Ada Lovelace' });
let seq = 0;
const at = (minutes: number) => new Date(Date.UTC(2025, 0, 10, 12) - minutes * 60_000).toISOString();
const row = (minutes: number, over: Partial<ProviderTransaction>) =>
  coinPurchase({ id: `filter-${++seq}`, date: at(minutes), ...over });
const list = (query: string) => getOk(m.t, `/api/transactions${query}`, transactionsResponseSchema, m.cookie);
const descriptions = async (query: string) => (await list(query)).transactions.map((t) => t.description);

function seed(userId = m.userId) {
  ingest(
    m.t.sqlite,
    userId,
    [
      row(1, { description: 'TIKTOK COINS 1' }),
      row(2, { description: 'TIKTOK COINS 2', pending: true, amount: -14.99 }),
      row(3, { description: 'TIKTOK COINS REFUND', amount: 9.99 }),
      row(4, { description: 'Grocery 100% FRESH', merchant: 'Grocer', amount: -20 }),
      row(5, { description: 'Coffee_Shop', merchant: 'Cafe', amount: -4 }),
    ],
    m.t.clock.now(),
  );
}

describe('GET /api/transactions?filter=&q=', () => {
  it('filters coin purchases, refunds and pending rows, newest first, the summary still the whole list', async () => {
    seed();
    expect(await descriptions('?filter=all')).toHaveLength(5);
    expect(await descriptions('?filter=coin_purchases')).toEqual(['TIKTOK COINS 1', 'TIKTOK COINS 2']);
    expect(await descriptions('?filter=refunds')).toEqual(['TIKTOK COINS REFUND']);
    expect(await descriptions('?filter=pending')).toEqual(['TIKTOK COINS 2']);
    expect((await list('?filter=refunds')).summary.count).toBe(5);
  });

  it('searches the description in any case, and takes % and _ as themselves', async () => {
    seed();
    expect(await descriptions('?q=coins%20refund')).toEqual(['TIKTOK COINS REFUND']);
    expect(await descriptions('?q=%20%20grocery%20')).toEqual(['Grocery 100% FRESH']);
    expect(await descriptions(`?q=${encodeURIComponent('100%')}`)).toEqual(['Grocery 100% FRESH']);
    expect(await descriptions(`?q=${encodeURIComponent('%')}`)).toEqual(['Grocery 100% FRESH']);
    expect(await descriptions('?q=e_s')).toEqual(['Coffee_Shop']);
    expect(await descriptions(`?q=${encodeURIComponent('_')}`)).toEqual(['Coffee_Shop']);
    expect(await descriptions('?filter=coin_purchases&q=2')).toEqual(['TIKTOK COINS 2']);
    expect(await descriptions('?q=')).toHaveLength(5);
  });

  it('finds an amount as the member reads it: in dollars or in the bank’s currency, sign or not', async () => {
    seed();
    ingest(
      m.t.sqlite,
      m.userId,
      [row(6, { provider: 'belvo', description: 'OXXO', merchant: 'OXXO', currency: 'MXN', amount: '89.00' })],
      m.t.clock.now(),
    );
    expect(await descriptions('?q=14.99')).toEqual(['TIKTOK COINS 2']);
    expect(await descriptions(`?q=${encodeURIComponent('$14.99')}`)).toEqual(['TIKTOK COINS 2']);
    expect(await descriptions('?q=20')).toEqual(['Grocery 100% FRESH']);
    expect(await descriptions('?q=89%2C00')).toEqual(['OXXO']);
    expect(await descriptions(`?q=${encodeURIComponent('MX$89')}`)).toEqual(['OXXO']);
    expect(await descriptions('?filter=coin_purchases&q=4')).toEqual([]);
    expect(await descriptions('?q=4')).toEqual(['Coffee_Shop']);
  });

  it('pages a filtered list by its cursor without skipping or repeating a row', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => row(10 + i, { description: `TIKTOK COINS p${i}` }));
    ingest(m.t.sqlite, m.userId, [...rows, row(30, { description: 'Rent', merchant: 'Landlord', amount: -900 })], 0);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`?filter=coin_purchases&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.transactions.map((t) => t.description));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(rows.map((r) => r.description));
  });

  it("never finds another member's rows", async () => {
    const other = await m.t.signup({ name: 'Eve' });
    m.users.push(other.body.id);
    seed(other.body.id);
    expect(await descriptions('?q=tiktok')).toEqual([]);
    expect(await descriptions('?filter=pending')).toEqual([]);
  });

  it('says what is wrong with a bad filter or a search too long', async () => {
    for (const [query, message] of [
      ['?filter=everything', transactionFilterText.filterInvalid],
      [`?q=${'x'.repeat(101)}`, transactionFilterText.searchTooLong],
    ] as const) {
      const res = await m.t.get(`/api/transactions${query}`, m.cookie);
      expect(res.status).toBe(400);
      expect(errorSchema.parse(await res.json()).message).toBe(message);
    }
  });
});
