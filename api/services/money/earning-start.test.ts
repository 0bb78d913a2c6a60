// Earning starts at the link (docs/product-rules.md section 3): what the bank sends from before an account was
// linked is listed, counted in the spend and marked, and earns no round-up, no points and no creator share.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Transaction } from '#shared/schemas/transactions.ts';
import { bankAccounts } from '#db/schema/index.ts';
import { fixedRates, type FixedRates } from '#api/providers/rates/testing/fixed-rates.ts';
import { belvoCoinPurchase, coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { everyTransaction } from '#api/testing/every-transaction.ts';
import { memberApp } from '#api/testing/member-app.ts';
import { achievementPoints } from '#api/testing/points.ts';
import { convertWaitingRows, ingestBatch } from './engine.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const m = memberApp();
/** The first round-up's achievement, credited when a purchase first records one: a refund does not take it back. */
const FIRST = achievementPoints('first_round_up');
let rates: FixedRates;
let linkedAt: number;
beforeEach(() => {
  rates = fixedRates({ MXN: '18.33' });
  m.t.deps.providers.rates = rates;
  linkedAt = m.t.clock.now();
});

/** The member links an account of the aggregator, `at`. */
const link = (provider: 'finicity' | 'belvo', accountId: string, at: number) =>
  m.t.db
    .insert(bankAccounts)
    .values({
      userId: m.userId,
      provider,
      providerAccountId: accountId,
      accountName: 'Checking',
      createdAt: new Date(at),
    })
    .run();
const iso = (ms: number) => new Date(ms).toISOString();
const buy = (id: string, dollars: number, date: number, over: Partial<ProviderTransaction> = {}) =>
  coinPurchase({ id, amount: -dollars, date: iso(date), accountId: 'checking', ...over });
const sync = (rows: ProviderTransaction[]) => ingestBatch(m.t.deps, m.userId, rows);
const list = async () =>
  new Map(
    (await everyTransaction(m.t, m.cookie)).transactions.map((tx): [string, Transaction] => [
      tx.finicityTransactionId ?? tx.belvoTransactionId ?? '',
      tx,
    ]),
  );
const stats = async () => (await m.t.get('/api/stats/fast', m.cookie)).json();
const startOfDay = (ms: number) => Math.floor(ms / DAY) * DAY;

describe('a first import', () => {
  it('lists and counts the history before the link, which earns nothing, and earns from the link day on', async () => {
    link('finicity', 'checking', linkedAt);
    const linkDay = startOfDay(linkedAt - 12 * HOUR);
    const result = await sync([
      buy('weeks-ago', 9.49, linkedAt - 20 * DAY),
      buy('eve', 4.2, linkDay - HOUR),
      // Dated on the link's day (a bank's date, at midnight UTC): made after the link, for all the app can tell.
      buy('link-day', 9.49, linkDay),
      buy('after', 19.99, linkedAt + HOUR),
    ]);
    expect(result).toMatchObject({ coinPurchases: 4, beforeLink: 2, roundUpCents: 51 + 1 });

    const rows = await list();
    for (const id of ['weeks-ago', 'eve'])
      expect(rows.get(id)).toMatchObject({ beforeLink: true, roundUpAmount: '0.00', pointsEarned: '0.00' });
    expect(rows.get('link-day')).toMatchObject({ beforeLink: false, roundUpAmount: '0.51', pointsEarned: '0.47' });
    expect(rows.get('after')).toMatchObject({ beforeLink: false, roundUpAmount: '0.01', pointsEarned: '1.00' });
    // The spend counts every purchase; the points only those from the link on (1.47), and the first round-up's
    // achievement.
    const points = (await stats()) as { totalPointsEarned: number; pointsBalance: number };
    expect(points).toMatchObject({ totalTikTokSpending: 43.17 });
    expect(points.totalPointsEarned).toBeCloseTo(1.47 + FIRST, 2);
    expect(points.pointsBalance).toBeCloseTo(1.47 + FIRST, 2);

    // The batch's notice counts the purchases that earned.
    const notice = m.t.sqlite
      .prepare("SELECT message FROM notifications WHERE user_id = ? AND type = 'tiktok_purchase'")
      .get(m.userId) as { message: string } | undefined;
    expect(notice?.message).toBe('2 coin purchases earned you 1.47 points.');
  });

  it('goes by each account’s own link: a second bank linked later brings history that earns nothing', async () => {
    link('finicity', 'checking', linkedAt - 30 * DAY);
    link('finicity', 'savings', linkedAt);
    await sync([
      buy('checking-row', 9.49, linkedAt - 10 * DAY),
      buy('savings-row', 9.49, linkedAt - 10 * DAY, { accountId: 'savings' }),
      // A row naming no account goes by the member's first link.
      buy('no-account', 9.49, linkedAt - 10 * DAY, { accountId: null }),
    ]);
    const rows = await list();
    expect(rows.get('checking-row')).toMatchObject({ beforeLink: false, pointsEarned: '0.47' });
    expect(rows.get('savings-row')).toMatchObject({ beforeLink: true, pointsEarned: '0.00' });
    expect(rows.get('no-account')).toMatchObject({ beforeLink: false, pointsEarned: '0.47' });
  });

  it('earns nothing on history that waited for its exchange rate, when it converts later', async () => {
    link('belvo', 'belvo-account-1', linkedAt);
    await sync([belvoCoinPurchase('UYU', '250.00', { id: 'uy', date: iso(linkedAt - 5 * DAY) })]);
    rates.set('UYU', '40');
    expect(await convertWaitingRows(m.t.deps)).toBe(1);
    expect((await list()).get('uy')).toMatchObject({ amount: '6.25', beforeLink: true, roundUpAmount: '0.00' });
    expect(await stats()).toMatchObject({ totalTikTokSpending: 6.25, totalPointsEarned: 0 });
  });

  it('takes back only the spend when such a purchase is refunded', async () => {
    link('finicity', 'checking', linkedAt);
    await sync([buy('old', 9.49, linkedAt - 5 * DAY), buy('new', 9.49, linkedAt + HOUR)]);
    await sync([coinPurchase({ id: 'refund', amount: 9.49, date: iso(linkedAt - 4 * DAY), accountId: 'checking' })]);
    const rows = await list();
    // The refund reverses the purchase before it (the older one), which had earned nothing.
    expect(rows.get('old')).toMatchObject({ refunded: true });
    expect(rows.get('new')).toMatchObject({ refunded: false, pointsEarned: '0.47' });
    expect(await stats()).toMatchObject({
      totalTikTokSpending: 9.49,
      totalPointsEarned: 0.47 + FIRST,
      pointsBalance: 0.47 + FIRST,
    });
  });
});
