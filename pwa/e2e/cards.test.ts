// Settings > Payment Methods at 360 px with the sandbox card form: a declined card, a good one (the round-ups that
// waited for a card are invested), one that asks to authenticate, Set Default, and removal after a confirmation.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsPath } from '#shared/routes.ts';
import { cardText as text } from '#shared/messages/cards.ts';
import { siteFrame } from '#shared/messages/site-frame.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { outsideWriteSeen, serverDatabase } from './server-database.ts';
import { addCard, launchBrowser, memberOn, newPage, toastWith } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const userId = (email: string) =>
  serverDatabase(
    (s) => (s.prepare('SELECT id FROM users WHERE email = ?').get(email.toLowerCase()) as { id: number }).id,
  );

describe('saved cards on a phone', () => {
  const title =
    'declines 0002, saves 4242 and invests the waiting round-ups, authenticates 3155, sets default, removes';
  it(title, async () => {
    const page = await newPage(browser, { width: 360, height: 780 });
    const user = await memberOn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const id = userId(user.email);
    // Ten $9.01 purchases: $9.90 of round-ups waiting, no card yet.
    const date = new Date(Date.now() - 3_600_000).toISOString();
    const rows = Array.from({ length: 10 }, (_, i) => coinPurchase({ id: `card-${id}-${i}`, amount: -9.01, date }));
    serverDatabase((s) => ingest(s, id, rows, Date.now()));
    await outsideWriteSeen();

    await page.goto(settingsPath('payment-methods'));
    await page.getByText(text.empty).waitFor();

    let dialog = await addCard(page, '4000 0000 0000 0002');
    await toastWith(page, text.declined).waitFor();
    // The toast goes; the sheet keeps why, and what to do, under the card.
    const failure = dialog.getByRole('alert').filter({ hasText: text.declined });
    expect(await failure.textContent()).toContain(text.failedNext);
    // A finger's 44 x 44 px for the sheet's close and the toast's.
    for (const close of [
      dialog.getByRole('button', { name: siteFrame.close }),
      // Outside the open sheet, so hidden from the accessibility tree while it is open; a finger still reaches it.
      toastWith(page, text.declined).getByRole('button', { name: siteFrame.close, includeHidden: true }),
    ]) {
      const box = (await close.boundingBox())!;
      expect([box.width, box.height]).toEqual([44, 44]);
    }
    await dialog.getByRole('button', { name: text.cancel }).click();
    await dialog.waitFor({ state: 'detached' });

    dialog = await addCard(page, '4242424242424242');
    await toastWith(page, text.addedTitle).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const cards = page.getByTestId('saved-card');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain(`${text.cardLabel('visa', '4242')}`);
    expect(await cards.first().textContent()).toContain(text.defaultBadge);
    const swept = () =>
      serverDatabase((s) => s.prepare('SELECT status, amount_cents FROM sweeps WHERE user_id = ?').all(id));
    await expect.poll(swept).toEqual([{ status: 'invested', amount_cents: 990 }]);
    // Only what the page shows was stored: no number anywhere in the user's rows.
    const stored = serverDatabase((s) =>
      JSON.stringify(s.prepare('SELECT * FROM payment_methods WHERE user_id = ?').all(id)),
    );
    expect(stored).not.toContain('4242424242424242');

    await addCard(page, '4000002500003155');
    await page.getByRole('button', { name: text.authComplete }).click();
    await toastWith(page, text.addedTitle).waitFor();
    await expect.poll(() => cards.count()).toBe(2);

    const authCard = cards.filter({ hasText: text.cardLabel('visa', '3155') });
    await authCard.getByRole('button', { name: text.setDefault }).click();
    await toastWith(page, text.defaultTitle).waitFor();
    await authCard.getByText(text.defaultBadge).waitFor();

    await page.getByRole('button', { name: `${text.remove} ${text.cardLabel('visa', '4242')}` }).click();
    await page.getByRole('dialog', { name: text.removeTitle }).getByRole('button', { name: text.remove }).click();
    await toastWith(page, text.removedTitle).waitFor();
    await expect.poll(() => cards.count()).toBe(1);
    const box = await page.getByRole('button', { name: text.addCard }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
  });
});
