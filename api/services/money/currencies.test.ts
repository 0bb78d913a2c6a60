// A bank row in another currency is converted to US cents at the rate of its day before it earns
// anything; a row with no rate is stored, shown and earns nothing until its rate exists.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Transaction } from '#shared/schemas/transactions.ts';
import { memberApp } from '#api/testing/member-app.ts';
import { achievementPoints } from '#api/testing/points.ts';
import { belvoCoinPurchase, coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { fixedRates, type FixedRates } from '#api/providers/rates/testing/fixed-rates.ts';
import { convertWaitingRows, ingestBatch } from './engine.ts';
import { everyTransaction } from '#api/testing/every-transaction.ts';

const m = memberApp();
/** The first round-up's achievement, credited when a purchase first records one: a refund does not take it back. */
const FIRST = achievementPoints('first_round_up');
let rates: FixedRates;
beforeEach(() => {
  rates = fixedRates({ MXN: '18.33', COP: '4000', CLP: '950', ARS: '1000', BRL: '5.5' });
  m.t.deps.providers.rates = rates;
});

/** A Belvo coin purchase (positive amount, a direction) in a currency. */
const belvo = (currency: string, amount: string, over: Partial<ProviderTransaction> = {}) =>
  belvoCoinPurchase(currency, amount, { date: '2025-03-03T15:00:00Z', ...over });

const sync = (rows: ProviderTransaction[]) => ingestBatch(m.t.deps, m.userId, rows);
const list = async () =>
  (await everyTransaction(m.t, m.cookie)).transactions.reduce(
    (byId, tx) => byId.set(tx.belvoTransactionId ?? tx.finicityTransactionId ?? '', tx),
    new Map<string, Transaction>(),
  );
const stats = async () => (await m.t.get('/api/stats/fast', m.cookie)).json();

describe('a coin purchase in a Latin American currency', () => {
  it('is booked in US cents at the rate of its day: spend, round-up to the next dollar and points in USD', async () => {
    await sync([
      belvo('MXN', '99.00', { id: 'mx' }),
      belvo('COP', '19900', { id: 'co' }),
      belvo('CLP', '19900', { id: 'cl' }),
      belvo('ARS', '11000.00', { id: 'ar' }),
      belvo('BRL', '27.90', { id: 'br' }),
      coinPurchase({ id: 'us', amount: -9.99, date: '2025-03-03T16:00:00Z' }),
    ]);
    const rows = await list();
    // 99 / 18.33 = 5.4010 -> $5.40; 19,900 / 4,000 = 4.975 -> $4.98 (half to even); 19,900 / 950 = 20.947;
    // 11,000 / 1,000 = 11 (on the dollar: no round-up); 27.90 / 5.5 = 5.0727.
    expect(rows.get('mx')).toMatchObject({
      amount: '5.40',
      currency: 'MXN',
      originalAmount: '99.00',
      usdRate: '18.33',
      rateDate: '2025-03-03',
      roundUpAmount: '0.60',
      pointsEarned: '0.27',
    });
    expect(rows.get('co')).toMatchObject({ amount: '4.98', originalAmount: '19900.00', roundUpAmount: '0.02' });
    expect(rows.get('co')!.pointsEarned).toBe('0.25'); // not 995 points ($995) for a $5 purchase
    expect(rows.get('cl')).toMatchObject({ amount: '20.95', originalAmount: '19900', roundUpAmount: '0.05' });
    expect(rows.get('ar')).toMatchObject({ amount: '11.00', originalAmount: '11000.00', roundUpAmount: '0.00' });
    expect(rows.get('br')).toMatchObject({ amount: '5.07', originalAmount: '27.90', roundUpAmount: '0.93' });
    expect(rows.get('us')).toMatchObject({ amount: '9.99', currency: 'USD', originalAmount: '9.99', usdRate: '1' });
    expect(await stats()).toMatchObject({ totalTikTokSpending: 57.39 });
    // One question per currency and day; US dollars ask nothing.
    expect(rates.asked.sort()).toEqual(['ARS', 'BRL', 'CLP', 'COP', 'MXN'].map((c) => `${c} 2025-03-03`));
  });

  it('rounds up to the next $5 of the converted amount under the five method', async () => {
    m.t.sqlite.prepare("UPDATE users SET round_up_method = 'five' WHERE id = ?").run(m.userId);
    await sync([belvo('MXN', '99.00', { id: 'mx' })]);
    expect((await list()).get('mx')).toMatchObject({ amount: '5.40', roundUpAmount: '4.60' });
  });

  it('refunds exactly what its purchase earned, though the refund converts at another rate days later', async () => {
    await sync([belvo('MXN', '179.00', { id: 'buy' })]);
    rates.set('MXN', '20');
    await sync([belvo('MXN', '179.00', { id: 'refund', direction: 'in', date: '2025-03-07T10:00:00Z' })]);
    const rows = await list();
    expect(rows.get('buy')).toMatchObject({ amount: '9.77', roundUpAmount: '0.23', pointsEarned: '0.49' });
    expect(rows.get('refund')).toMatchObject({ amount: '8.95', roundUpAmount: '-0.23', pointsEarned: '-0.49' });
    expect(await stats()).toMatchObject({ pointsBalance: FIRST, totalPointsEarned: FIRST, totalTikTokSpending: 0 });
  });

  it('posts over its pending row by the amount in pesos, converted at the posting day', async () => {
    await sync([belvo('MXN', '89.00', { id: 'auth', pending: true, date: '2025-03-01T10:00:00Z' })]);
    rates.set('MXN', '17.8');
    await sync([belvo('MXN', '89.00', { id: 'posted', date: '2025-03-03T10:00:00Z' })]);
    const rows = await list();
    expect(rows.has('auth')).toBe(false); // replaced, not counted twice
    expect(rows.get('posted')).toMatchObject({ amount: '5.00', pending: false, roundUpAmount: '0.00' });
    expect(await stats()).toMatchObject({ totalTikTokSpending: 5 });
  });
});

describe('a currency with no rate', () => {
  it('is stored and shown, earns nothing, and earns once its rate exists', async () => {
    await sync([belvo('UYU', '250.00', { id: 'uy' }), belvo('MXN', '99.00', { id: 'mx' })]);
    expect((await list()).get('uy')).toMatchObject({
      amount: null,
      currency: 'UYU',
      originalAmount: '250.00',
      usdRate: null,
      rateDate: null,
      roundUpAmount: '0.00',
      pointsEarned: '0.00',
    });
    expect(await stats()).toMatchObject({ totalTikTokSpending: 5.4, totalPointsEarned: 0.27 + FIRST });
    expect(await convertWaitingRows(m.t.deps)).toBe(0); // still unknown: nothing guessed

    rates.set('UYU', '40');
    expect(await convertWaitingRows(m.t.deps)).toBe(1);
    expect((await list()).get('uy')).toMatchObject({
      amount: '6.25',
      usdRate: '40',
      rateDate: '2025-03-03',
      roundUpAmount: '0.75',
      pointsEarned: '0.31',
    });
    expect(await stats()).toMatchObject({ totalTikTokSpending: 11.65, totalPointsEarned: 0.58 + FIRST });
    // Once only: the job again, and a replay of the bank page, change nothing.
    expect(await convertWaitingRows(m.t.deps)).toBe(0);
    expect((await sync([belvo('UYU', '250.00', { id: 'uy' })])).duplicates).toBe(1);
    expect(await stats()).toMatchObject({ totalTikTokSpending: 11.65, totalPointsEarned: 0.58 + FIRST });
  });

  it('waits through a rate feed outage, then earns by the round-up settings it was first seen with', async () => {
    rates.down = true;
    await sync([belvo('MXN', '99.00', { id: 'mx' })]);
    expect((await list()).get('mx')).toMatchObject({ amount: null, roundUpAmount: '0.00' });
    m.t.sqlite.prepare("UPDATE users SET round_up_method = 'five' WHERE id = ?").run(m.userId);
    expect(await convertWaitingRows(m.t.deps)).toBe(0);
    rates.down = false;
    expect(await convertWaitingRows(m.t.deps)).toBe(1);
    expect((await list()).get('mx')).toMatchObject({ amount: '5.40', roundUpAmount: '0.60', pointsEarned: '0.27' });
  });

  it('takes nothing back when the bank removes it, and is never converted after', async () => {
    await sync([belvo('UYU', '250.00', { id: 'uy' })]);
    expect((await sync([belvo('UYU', '250.00', { id: 'uy', removed: true })])).removed).toBe(1);
    rates.set('UYU', '40');
    expect(await convertWaitingRows(m.t.deps)).toBe(0);
    expect(await stats()).toMatchObject({ totalTikTokSpending: 0, totalPointsEarned: 0 });
  });

  it('refunded before its rate came: the purchase and its refund both convert and net to nothing', async () => {
    await sync([belvo('UYU', '250.00', { id: 'buy' })]);
    await sync([belvo('UYU', '250.00', { id: 'refund', direction: 'in', date: '2025-03-06T10:00:00Z' })]);
    rates.set('UYU', '40');
    expect(await convertWaitingRows(m.t.deps)).toBe(2);
    const rows = await list();
    expect(rows.get('buy')).toMatchObject({ amount: '6.25' });
    expect(rows.get('refund')).toMatchObject({ amount: '6.25' });
    expect(await stats()).toMatchObject({ pointsBalance: FIRST, totalPointsEarned: FIRST, totalTikTokSpending: 0 });
  });

  it('refuses an amount with more decimals than its currency has, and a currency that is not a code', async () => {
    const result = await sync([
      belvo('CLP', '990.5', { id: 'bad-clp' }),
      belvo('MXN', '1.005', { id: 'bad-mxn' }),
      belvo('pesos', '10.00', { id: 'bad-code' }),
    ]);
    expect(result.inserted).toBe(0);
    expect(result.rejected.map((r) => r.reason)).toEqual([
      'amount "990.5" is not an amount in CLP (0 decimals)',
      'amount "1.005" is not an amount in MXN (2 decimals)',
      'currency "pesos" is not an ISO 4217 code',
    ]);
  });
});
