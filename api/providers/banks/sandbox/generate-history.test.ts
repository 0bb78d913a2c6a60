import { isCoinPurchaseText } from '#shared/classify/coin-purchase.ts';
import { toCents } from '#shared/money/cents.ts';
import { describe, expect, it } from 'vitest';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import {
  generateProviderTransactions,
  mulberry32,
  postPending,
} from '#api/providers/banks/sandbox/generate-history.ts';

const DAY_MS = 86_400_000;
const START = Date.UTC(2025, 0, 6);
const isOut = (t: ProviderTransaction) => (t.direction ? t.direction === 'out' : Number(t.amount) < 0);
const cents = (t: ProviderTransaction) => Math.abs(toCents(t.amount)!);
const isCoin = (t: ProviderTransaction) => isCoinPurchaseText(t.description, t.merchant);

describe('generateProviderTransactions', () => {
  const rows = generateProviderTransactions({ seed: 7, start: START, days: 90 });

  it('is the same for the same seed and different for another', () => {
    expect(generateProviderTransactions({ seed: 7, start: START, days: 90 })).toEqual(rows);
    expect(generateProviderTransactions({ seed: 8, start: START, days: 90 })).not.toEqual(rows);
  });

  it('gives several rows a day, sorted by date, with unique ids, inside the window', () => {
    expect(rows.length).toBeGreaterThan(90 * 3);
    expect(new Set(rows.map((t) => t.id)).size).toBe(rows.length);
    const dates = rows.map((t) => Date.parse(t.date));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(Math.min(...dates)).toBeGreaterThanOrEqual(START);
    expect(Math.max(...dates)).toBeLessThan(START + 90 * DAY_MS);
  });

  it('makes about one in six a coin purchase, at coin-pack amounts mostly', () => {
    const coins = rows.filter((t) => isOut(t) && isCoin(t));
    expect(coins.length / rows.length).toBeGreaterThan(0.12);
    expect(coins.length / rows.length).toBeLessThan(0.21);
    const packs = coins.filter((t) => [99, 499, 999, 1999, 4999, 9999].includes(cents(t)));
    expect(packs.length / coins.length).toBeGreaterThan(0.6);
    expect(packs.length).toBeLessThan(coins.length);
  });

  it('keeps pending rows to the last days and refunds a coin purchase with its amount a few days later', () => {
    const pending = rows.filter((t) => t.pending);
    expect(pending.length).toBeGreaterThan(0);
    for (const t of pending) expect(Date.parse(t.date)).toBeGreaterThanOrEqual(START + 87 * DAY_MS);

    const refunds = rows.filter((t) => !isOut(t) && isCoin(t));
    expect(refunds.length).toBeGreaterThan(0);
    for (const refund of refunds) {
      const original = rows.find((t) => t.id === refund.id.replace(/-refund$/, ''))!;
      expect(isOut(original) && !original.pending).toBe(true);
      expect(cents(original)).toBe(cents(refund));
      expect(original.description).toBe(refund.description);
      const gap = Date.parse(refund.date) - Date.parse(original.date);
      expect(gap).toBeGreaterThanOrEqual(2 * DAY_MS);
      expect(gap).toBeLessThanOrEqual(7 * DAY_MS);
    }
  });

  it('signs amounts as Finicity does and sends strings with a direction as Belvo does', () => {
    for (const t of rows) {
      expect(typeof t.amount).toBe('number');
      expect(t.direction).toBeUndefined();
    }
    const belvo = generateProviderTransactions({ seed: 7, provider: 'belvo', start: START, days: 30 });
    for (const t of belvo) {
      expect(t.amount).toMatch(/^\d+\.\d\d$/);
      expect(['in', 'out']).toContain(t.direction);
      expect(t.id.startsWith('belvo-7-')).toBe(true);
    }
    expect(belvo.some((t) => t.description === 'TIKTOK SHOP ENVIO' || isCoin(t))).toBe(true);
  });

  it('keeps its US amounts, ids and dates (the Finicity sandbox, tests and benchmarks depend on them)', () => {
    const belvo = generateProviderTransactions({ seed: 7, provider: 'belvo', start: START, days: 90 });
    expect(belvo.slice(0, 4).map((t) => [t.id, t.amount, t.direction, t.date])).toEqual([
      ['belvo-7-20094-1', '30.16', 'out', '2025-01-06T10:22:42.827Z'],
      ['belvo-7-20094-0', '19.74', 'out', '2025-01-06T10:49:43.399Z'],
      ['belvo-7-20094-3', '8.00', 'out', '2025-01-06T14:08:57.503Z'],
      ['belvo-7-20094-2', '4.51', 'out', '2025-01-06T16:00:44.860Z'],
    ]);
    expect(belvo.find((t) => t.id.endsWith('-refund'))).toMatchObject({
      id: 'belvo-7-20125-2-refund',
      description: 'PIX TIKTOK',
      amount: '49.99',
      currency: 'USD',
      date: '2025-02-11T21:56:49.700Z',
    });
    expect(rows.slice(0, 4).map((t) => [t.id, t.amount, t.date])).toEqual([
      ['finicity-7-20094-0', -14.16, '2025-01-06T10:49:43.399Z'],
      ['finicity-7-20094-3', 58.75, '2025-01-06T11:15:11.619Z'],
      ['finicity-7-20094-2', -0.99, '2025-01-06T19:18:59.865Z'],
      ['finicity-7-20094-4', -50.11, '2025-01-06T20:11:41.354Z'],
    ]);
    expect([rows.length, belvo.length, belvo.filter((t) => t.pending).length]).toEqual([386, 386, 2]);
    expect(rows.every((t) => t.currency === 'USD')).toBe(true);
    expect(generateProviderTransactions({ seed: 7, start: START, days: 90, currency: 'USD' })).toEqual(rows);
  });

  it('repeats the same rows under the same ids when the window grows', () => {
    const longer = generateProviderTransactions({ seed: 7, start: START - 10 * DAY_MS, days: 110 });
    const byId = new Map(longer.map((t) => [t.id, t]));
    // All but the rows that were pending in the shorter window come back unchanged.
    for (const t of rows.filter((r) => !r.pending)) expect(byId.get(t.id)).toEqual(t);
  });

  it('honours the shares it is given', () => {
    const coinsOnly = generateProviderTransactions({
      seed: 1,
      start: START,
      days: 10,
      coinShare: 1,
      refundShare: 0,
      pendingShare: 1,
    });
    const spending = coinsOnly.filter((t) => isOut(t) && !/RENT|SPOTIFY|NETFLIX/.test(t.description));
    expect(spending.every(isCoin)).toBe(true);
    expect(coinsOnly.filter((t) => Date.parse(t.date) >= START + 7 * DAY_MS).every((t) => t.pending)).toBe(true);
    const none = generateProviderTransactions({ seed: 1, start: START, days: 30, coinShare: 0, pendingShare: 0 });
    expect(none.some(isCoin)).toBe(false);
    expect(none.some((t) => t.pending)).toBe(false);
  });

  it('generates a long history of 100,000 rows with unique ids, oldest first', () => {
    // How fast is the ingest benchmark's business (npm run bench:ingest), never a timed test.
    const many = generateProviderTransactions({ seed: 3, start: START, days: 2_000, perDay: 50 });
    expect(many.length).toBeGreaterThan(100_000);
    expect(new Set(many.map((r) => r.id)).size).toBe(many.length);
    expect(many.every((r, i) => i === 0 || many[i - 1]!.date <= r.date)).toBe(true);
  });
});

describe('postPending', () => {
  const rows = generateProviderTransactions({ seed: 11, start: START, days: 30, pendingShare: 0.8 });
  const pending = rows.filter((t) => t.pending);

  it('posts each pending row under a new id, same amount and text, up to two days later, unlinked', () => {
    const posted = postPending(rows, 11);
    expect(posted).toHaveLength(pending.length);
    expect(posted).toEqual(postPending(rows, 11));
    for (const p of posted) {
      const original = pending.find((t) => p.id === `${t.id}-posted-11`)!;
      expect(p.pending).toBe(false);
      expect(p.pendingTransactionId).toBeUndefined();
      expect(rows.some((t) => t.id === p.id)).toBe(false);
      expect(p.amount).toBe(original.amount);
      expect(p.description).toBe(original.description);
      expect(p.accountId).toBe(original.accountId);
      const gap = Date.parse(p.date) - Date.parse(original.date);
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThanOrEqual(2 * DAY_MS);
    }
  });

  it('links them when asked', () => {
    for (const p of postPending(rows, 11, { linked: true })) expect(p.id).toBe(`${p.pendingTransactionId}-posted-11`);
  });
});

describe('coinPurchase', () => {
  it('is a posted coin purchase, Finicity or Belvo style, with a fresh id each call', () => {
    const a = coinPurchase();
    const b = coinPurchase({ amount: -19.99 });
    expect(a.id).not.toBe(b.id);
    expect(isOut(a) && isCoin(a) && !a.pending).toBe(true);
    expect(toCents(b.amount)).toBe(-1999);
    const belvo = coinPurchase({ provider: 'belvo', id: 'b-1' });
    expect(belvo).toMatchObject({ provider: 'belvo', id: 'b-1', amount: '9.99', direction: 'out' });
    expect(isCoin(belvo)).toBe(true);
  });
});

describe('mulberry32', () => {
  it('is deterministic and in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 1000; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});
