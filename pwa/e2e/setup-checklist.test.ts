// A new member's dashboard opens on the set-up checklist. At 360 px, each step is done from it (the
// investment in place, the card one tap away in Settings, the bank through the Connect popup) and is ticked,
// and what was done is kept over a reload.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankDialog } from '#shared/messages/banking.ts';
import { cardText } from '#shared/messages/cards.ts';
import { pushText } from '#shared/messages/push.ts';
import { dashboard as dashboardText, setupChecklist as text } from '#shared/messages/screens.ts';
import { routes, settingsPath } from '#shared/routes.ts';
import { addCard, launchBrowser, linkFinBankInPopup, memberOn, newPage, toastWith } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const checklist = (page: Page) => page.getByRole('region', { name: text.title });
const step = (page: Page, id: string) => checklist(page).locator(`[data-step=${id}]`);
const progress = (page: Page) => checklist(page).getByText(/of 4 done$/);

describe("a new member's set-up checklist, on a phone", () => {
  it('is done step by step from the dashboard, each step ticked and kept', async () => {
    const page = await newPage(browser, { width: 360, height: 780 });
    await memberOn(page);
    await page.waitForURL((url) => url.pathname === routes.dashboard);
    await expect.poll(() => progress(page).textContent()).toBe(text.progress(0, 4));

    // The investment, chosen in place; the server keeps it.
    await step(page, 'invest')
      .getByRole('button', { name: text.investInterest('5%') })
      .click();
    await expect.poll(() => step(page, 'invest').getAttribute('data-done')).toBe('true');
    expect(await progress(page).textContent()).toBe(text.progress(1, 4));
    await page.reload();
    await expect.poll(() => progress(page).textContent()).toBe(text.progress(1, 4));

    // The card: one tap to Settings' Payment Methods.
    await step(page, 'card').getByRole('link', { name: text.cardAction }).click();
    await page.waitForURL((url) => url.pathname === settingsPath('payment-methods'));
    const dialog = await addCard(page, '4242424242424242');
    await dialog.waitFor({ state: 'detached' });
    await toastWith(page, cardText.addedTitle).waitFor();
    // Back, as a member does, to the dashboard.
    await page.goBack();
    await expect.poll(() => step(page, 'card').getAttribute('data-done')).toBe('true');

    // The bank, from the checklist's own Connect Bank.
    await step(page, 'bank').getByRole('button', { name: bankDialog.connectBank }).click();
    await linkFinBankInPopup(page);
    await expect.poll(() => step(page, 'bank').getAttribute('data-done'), { timeout: 10_000 }).toBe('true');
    // Left: this device's alerts.
    expect(await progress(page).textContent()).toBe(text.progress(3, 4));
    expect(await step(page, 'alerts').getByRole('button', { name: text.alertsAction }).isVisible()).toBe(true);
    // Left for later: the checklist is done, and stays done on this device.
    await step(page, 'alerts').getByRole('button', { name: text.alertsSkip }).click();
    await expect.poll(() => checklist(page).count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: dashboardText.pointsBalance }).waitFor();
    expect(await checklist(page).count()).toBe(0);
    await page.context().close();
  }, 90_000);

  it('keeps the alerts step while this browser blocks notifications, says how to allow them, can skip it', async () => {
    const page = await newPage(browser, { width: 360, height: 780 });
    await page.addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'denied' }));
    await memberOn(page);
    const alerts = step(page, 'alerts');
    await alerts.getByText(pushText.denied).waitFor();
    expect(await alerts.getAttribute('data-done')).toBe('false');
    expect(await alerts.getByRole('button', { name: text.alertsAction }).count()).toBe(0);
    await alerts.getByRole('button', { name: text.alertsSkip }).click();
    await expect.poll(() => alerts.getAttribute('data-done')).toBe('true');
    // The other steps are still there to do.
    expect(await progress(page).textContent()).toBe(text.progress(1, 4));
    await page.context().close();
  });
});
