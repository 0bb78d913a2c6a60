// A Mexican member sees the same spend and purchase count on the dashboard and on Transactions,
// after a coin purchase in pesos is refunded at a rate that moved since it was booked; a pending purchase is shown
// apart, labelled pending.
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '#db/index.ts';
import { dashboard, transactionsPage } from '#shared/messages/screens.ts';
import { routes } from '#shared/routes.ts';
import { createPaymentProviders } from '#api/providers/payments/index.ts';
import { sandboxPriceProvider } from '#api/providers/prices/sandbox.ts';
import { belvoCoinPurchase } from '#api/providers/banks/testing/transactions.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { fixedRates } from '#api/providers/rates/testing/fixed-rates.ts';
import { ingestBatch } from '#api/services/money/engine.ts';
import { launchBrowser, memberOn, newPage } from './browser.ts';
import { outsideWriteSeen } from './server-database.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Plays bank syncs of peso rows into the running server's database, at a rate of `pesos` to the dollar each. */
async function syncPesos(
  email: string,
  pages: { pesos: string; rows: (Partial<ProviderTransaction> & { id: string; amount: string })[] }[],
) {
  const { sqlite } = openDatabase(join(inject('dataDir'), 'giftorbit.sqlite'));
  try {
    const { id } = sqlite.prepare('SELECT id FROM users WHERE email = ?').get(email.toLowerCase()) as { id: number };
    for (const page of pages) {
      const rates = fixedRates({ MXN: page.pesos });
      const money = {
        sqlite,
        now: Date.now,
        providers: { prices: sandboxPriceProvider, rates, ...createPaymentProviders({}) },
      };
      const rows = page.rows.map((row) => belvoCoinPurchase('MXN', row.amount, { ...row, id: `${id}-${row.id}` }));
      await ingestBatch(money, id, rows);
    }
  } finally {
    sqlite.close();
  }
}

describe('spend, seen on two screens', () => {
  it('is the same on the dashboard and on Transactions after a refund in pesos at a moved rate', async () => {
    const page = await newPage(browser, { width: 1280, height: 900 });
    const user = await memberOn(page, undefined, 'Mexico');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: dashboard.pointsBalance }).waitFor();

    const day = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();
    await syncPesos(user.email, [
      // Booked at 18.33: MX$179.00 is US$9.77, MX$99.00 is US$5.40; a pending MX$49.00 (US$2.67) waits.
      {
        pesos: '18.33',
        rows: [
          { id: 'refunded', amount: '179.00', date: day(3) },
          { id: 'kept', amount: '99.00', date: day(3) },
          { id: 'waiting', amount: '49.00', date: day(0), pending: true },
        ],
      },
      // Refunded at 20 (US$8.95): it takes back the US$9.77 its purchase booked, not its own conversion.
      { pesos: '20', rows: [{ id: 'refund', amount: '179.00', direction: 'in', date: day(1) }] },
    ]);
    await outsideWriteSeen();

    await page.reload();
    const spending = page
      .getByTestId('stat-card')
      .filter({ has: page.getByRole('heading', { name: dashboard.tiktokSpending }) })
      .locator('p')
      .first();
    await expect.poll(() => spending.textContent()).toBe('US$5.40');

    await page.goto(routes.transactions);
    const purchases = page
      .getByTestId('summary-card')
      .filter({ has: page.getByRole('heading', { name: transactionsPage.tiktokPurchases }) });
    await expect.poll(() => purchases.locator('p').first().textContent()).toBe('1');
    expect(await purchases.textContent()).toContain(transactionsPage.tiktokPurchasesHint('US$5.40'));
    expect(await purchases.getByTestId('pending-purchases').textContent()).toBe(
      transactionsPage.pendingPurchasesNote(1, 'US$2.67'),
    );
    await page.getByTestId('refunded').first().waitFor();
    expect(await page.getByTestId('refunded').count()).toBe(1);
    await page.close();
  });
});
