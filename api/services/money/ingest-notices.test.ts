// The first import's notice counts as Transactions does (docs/product-rules.md section 6): a purchase the history
// also refunds counts for nothing, and the round-ups it says are waiting are those still waiting.
import { beforeEach, expect, it } from 'vitest';
import { activity } from '#shared/messages/money.ts';
import { bankAccounts } from '#db/schema/index.ts';
import { fixedRates } from '#api/providers/rates/testing/fixed-rates.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { memberApp } from '#api/testing/member-app.ts';
import { ingestBatch } from './engine.ts';
import { notifySync } from './ingest-notices.ts';

const DAY = 86_400_000;
const m = memberApp();
beforeEach(() => {
  m.t.deps.providers.rates = fixedRates({});
});

const iso = (ms: number) => new Date(ms).toISOString();
const row = (id: string, amount: number, date: number) =>
  coinPurchase({ id, amount, date: iso(date), accountId: 'checking' });

it('says the history net of its refunds, the same count and round-ups as the Transactions summary', async () => {
  const now = m.t.clock.now();
  m.t.db
    .insert(bankAccounts)
    .values({
      userId: m.userId,
      provider: 'finicity',
      providerAccountId: 'checking',
      accountName: 'Checking',
      createdAt: new Date(now),
    })
    .run();
  const { news } = await ingestBatch(
    m.t.deps,
    m.userId,
    [
      row('old-1', -9.49, now - 30 * DAY),
      row('old-2', -4.99, now - 20 * DAY),
      row('old-3', -19.99, now - 10 * DAY),
      row('old-3-refund', 19.99, now - 9 * DAY),
      row('today-1', -9.49, now),
      row('today-2', -4.2, now),
      row('today-2-refund', 4.2, now),
    ],
    { quiet: true },
  );
  notifySync(m.t.sqlite, m.userId, news, { firstImport: true, days: 90 }, now);

  const { summary } = await (await m.t.get('/api/transactions', m.cookie)).json();
  expect(summary).toMatchObject({ tiktokPurchases: 3, roundUps: '0.51' });
  const { message } = m.t.sqlite
    .prepare("SELECT message FROM notifications WHERE user_id = ? AND type = 'transaction_pulled'")
    .get(m.userId) as { message: string };
  expect(message).toBe(
    [activity.importedBody(3, 90), activity.importedBeforeLink(2), activity.roundUpBody('$0.51', 1)].join(' '),
  );
});
