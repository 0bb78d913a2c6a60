// A statement's purchase lines read as Transactions does (one number on every screen): a purchase is
// dated by its own day, not the day the bank posted it, with the description Transactions shows; a refund's line
// by the refund's day; the lines in the order they happened.
import { expect, it } from 'vitest';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { ingestBatch } from '#api/services/money/engine.ts';
import { monthlyStatement } from '#api/services/statements/reports.ts';
import { everyTransaction } from '#api/testing/every-transaction.ts';
import { memberApp } from '#api/testing/member-app.ts';

const m = memberApp({}, { startAt: Date.UTC(2025, 2, 20, 12) });
const day = (d: number) => new Date(Date.UTC(2025, 2, d, 15)).toISOString();

it('dates a purchase by its own day, says when it posted, names it as Transactions does, in order', async () => {
  // Imported on March 20: purchases of March 3 and 10, the second refunded on March 12.
  await ingestBatch(m.t.deps, m.userId, [
    coinPurchase({ id: 'late', amount: -4.99, date: day(10), description: 'TIKTOK COINS 8005551234 CA' }),
    coinPurchase({ id: 'early', amount: -9.49, date: day(3), description: 'TIKTOK COINS 8005551234 CA' }),
    coinPurchase({ id: 'late-refund', amount: 4.99, date: day(12), description: 'TIKTOK COINS REFUND' }),
  ]);
  const listed = (await everyTransaction(m.t, m.cookie)).transactions;
  const statement = monthlyStatement(m.t.deps, m.userId, '2025-03')!;
  const lines = statement.entries.filter((e) => e.kind === 'coin_purchase' || e.kind === 'purchase_reversal');

  expect(lines.map((e) => [e.kind, e.purchaseDate, e.description, e.amount])).toEqual([
    ['coin_purchase', day(3), listed.find((t) => t.finicityTransactionId === 'early')!.description, '0.51'],
    ['coin_purchase', expect.stringMatching(/^2025-03-10/), 'TIKTOK COINS 8005551234 CA', '0.01'],
    ['purchase_reversal', expect.stringMatching(/^2025-03-12/), 'TIKTOK COINS 8005551234 CA', '-0.01'],
  ]);
  // Each booked the day it was imported.
  for (const e of lines) expect(e.date).toMatch(/^2025-03-20/);
});
