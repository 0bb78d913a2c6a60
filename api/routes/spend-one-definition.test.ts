// Spend and purchase count have one definition on every screen (docs/product-rules.md section 6): posted coin purchases
// net of refunds, where a refund takes back exactly what its purchase booked. The dashboard's numbers (GET
// /api/stats/fast) and the transaction list's summary (GET /api/transactions) always agree; pending purchases are
// counted apart and labelled so.
import { beforeEach, describe, expect, it } from 'vitest';
import { transactionsResponseSchema } from '#shared/schemas/transactions.ts';
import { summaryOf } from '#shared/schemas/testing/transactions-summary.ts';
import { memberApp } from '#api/testing/member-app.ts';
import { belvoCoinPurchase } from '#api/providers/banks/testing/transactions.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { fixedRates, type FixedRates } from '#api/providers/rates/testing/fixed-rates.ts';
import { ingestBatch } from '#api/services/money/engine.ts';
import { auditLedger } from '#api/services/money/ledger.ts';
import { everyTransaction } from '#api/testing/every-transaction.ts';

const m = memberApp();
let rates: FixedRates;
beforeEach(() => {
  rates = fixedRates({ MXN: '18.33' });
  m.t.deps.providers.rates = rates;
});

const belvo = (amount: string, over: Partial<ProviderTransaction> = {}) =>
  belvoCoinPurchase('MXN', amount, { date: '2025-03-03T15:00:00Z', ...over });
const sync = (rows: ProviderTransaction[]) => ingestBatch(m.t.deps, m.userId, rows);

async function screens() {
  const stats = (await (await m.t.get('/api/stats/fast', m.cookie)).json()) as { totalTikTokSpending: number };
  const list = transactionsResponseSchema.parse(await (await m.t.get('/api/transactions', m.cookie)).json());
  return { stats, summary: list.summary, rows: (await everyTransaction(m.t, m.cookie)).transactions };
}

describe('spend and purchase count', () => {
  it('agree between the dashboard and Transactions after a refund at a moved rate', async () => {
    await sync([belvo('179.00', { id: 'buy' }), belvo('99.00', { id: 'kept' })]);
    rates.set('MXN', '20');
    await sync([belvo('179.00', { id: 'refund', direction: 'in', date: '2025-03-07T10:00:00Z' })]);
    const { stats, summary, rows } = await screens();
    // 99.00 MXN at 18.33 is $5.40; the refunded 179.00 counts for nothing (it booked $9.77, its refund converts
    // to $8.95: the old summary was left with the $0.82 between them).
    expect(stats.totalTikTokSpending).toBe(5.4);
    expect(summary).toMatchObject({ tiktokPurchases: 1, tiktokSpend: '5.40', pendingPurchases: 0 });
    expect(summary).toEqual(summaryOf(rows));
    expect(rows.find((r) => r.belvoTransactionId === 'buy')).toMatchObject({ refunded: true });
    expect(rows.find((r) => r.belvoTransactionId === 'kept')).toMatchObject({ refunded: false });
  });

  it('keeps a pending purchase apart, and counts it once it posts', async () => {
    await sync([belvo('99.00', { id: 'auth', pending: true })]);
    let s = await screens();
    expect(s.stats.totalTikTokSpending).toBe(0);
    expect(s.summary).toMatchObject({ tiktokPurchases: 0, tiktokSpend: '0.00', pendingPurchases: 1 });
    expect(s.summary.pendingSpend).toBe('5.40');
    expect(s.summary).toEqual(summaryOf(s.rows));
    await sync([belvo('99.00', { id: 'auth' })]);
    s = await screens();
    expect(s.stats.totalTikTokSpending).toBe(5.4);
    expect(s.summary).toMatchObject({ tiktokPurchases: 1, tiktokSpend: '5.40', pendingPurchases: 0 });
    expect(s.summary.pendingSpend).toBe('0.00');
  });

  it('does not count a purchase waiting for its exchange rate, nor its refund', async () => {
    rates.set('MXN', null);
    await sync([belvo('99.00', { id: 'waits' })]);
    const { stats, summary, rows } = await screens();
    expect(stats.totalTikTokSpending).toBe(0);
    expect(summary).toMatchObject({ tiktokPurchases: 0, tiktokSpend: '0.00', count: 1 });
    expect(summary).toEqual(summaryOf(rows));
    expect(auditLedger(m.t.sqlite, m.userId)).toEqual([]);
  });
});
