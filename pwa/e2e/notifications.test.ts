// The bell at 360 px: a bank sync's notifications arrive, are read one at a time or all at once, deleted, and a tap
// opens the screen the notification is about.
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { notificationsText as text } from '#shared/messages/notifications.ts';
import { activity } from '#shared/messages/money.ts';
import { transactionsPage } from '#shared/messages/screens.ts';
import { openDatabase } from '#db/index.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { launchBrowser, memberOn, newPage } from './browser.ts';
import { outsideWriteSeen } from './server-database.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A bank sync of two coin purchases into the running server's database: its notifications with it. */
function syncTwoPurchases(email: string) {
  const { sqlite } = openDatabase(join(inject('dataDir'), 'giftorbit.sqlite'));
  try {
    const { id } = sqlite.prepare('SELECT id FROM users WHERE email = ?').get(email.toLowerCase()) as { id: number };
    const date = new Date(Date.now() - 3_600_000).toISOString();
    ingest(
      sqlite,
      id,
      [coinPurchase({ id: `bell-${id}-1`, date }), coinPurchase({ id: `bell-${id}-2`, date })],
      Date.now(),
    );
  } finally {
    sqlite.close();
  }
}

describe('the notification bell on a phone', () => {
  it('shows what a sync brought, marks read, marks all read, deletes, and opens the transactions', async () => {
    const page = await newPage(browser, { width: 360, height: 780 });
    const user = await memberOn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.waitFor();
    expect(await page.getByTestId('unread-badge').count()).toBe(0);

    syncTwoPurchases(user.email);
    await outsideWriteSeen();
    await page.reload();
    const badge = page.getByTestId('unread-badge');
    await badge.waitFor();
    const unread = Number(await badge.textContent());
    expect(unread).toBeGreaterThanOrEqual(3); // rows pulled, coin purchases, round-ups
    const box = await bell.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);

    await bell.click();
    const panel = page.getByRole('region', { name: text.title, exact: true });
    await panel.getByText(activity.pulledTitle, { exact: true }).waitFor();
    const panelBox = await panel.boundingBox();
    expect(panelBox!.x).toBeGreaterThanOrEqual(0);
    expect(panelBox!.x + panelBox!.width).toBeLessThanOrEqual(360);

    await panel.getByRole('button', { name: `${text.markRead}: ${activity.pulledTitle}` }).click();
    await expect.poll(async () => Number(await badge.textContent())).toBe(unread - 1);
    await panel.getByRole('button', { name: text.markAllRead }).click();
    await badge.waitFor({ state: 'detached' });

    const before = await panel.getByRole('listitem').count();
    await panel.getByRole('button', { name: `${text.delete}: ${activity.purchaseTitle}` }).click();
    await expect.poll(() => panel.getByRole('listitem').count()).toBe(before - 1);

    await panel.getByRole('button', { name: new RegExp(`^${activity.pulledTitle}`) }).click();
    await page.waitForURL((url) => url.pathname === '/transactions');
    await page.getByRole('heading', { name: transactionsPage.title }).waitFor();
  });
});
