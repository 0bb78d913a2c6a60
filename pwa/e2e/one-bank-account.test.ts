// In Chromium: the sandbox's shared bank login links for the first member; a second member who
// tries the same real account is told why, in the dialog, with a link to support that opens the help centre.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banking, bankDialog } from '#shared/messages/banking.ts';
import { routes } from '#shared/routes.ts';
import { BELVO_SANDBOX_SHARED_USERNAME } from '#api/providers/banks/sandbox/belvo-sandbox.ts';
import { launchBrowser, memberOn, newPage, toastWith } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A new member in Mexico links the shared sandbox account through the dialog on the dashboard. */
async function linkShared(width: number) {
  const page = await newPage(browser, { width, height: 800 });
  await memberOn(page, undefined, 'Mexico');
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.getByRole('button', { name: bankDialog.connectBank }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: bankDialog.connectBank }).click();
  await dialog.getByRole('combobox').selectOption({ label: 'Erebor Mexico' });
  await dialog.getByLabel(bankDialog.username).fill(BELVO_SANDBOX_SHARED_USERNAME);
  await dialog.getByLabel(bankDialog.password, { exact: true }).fill('any password');
  await dialog.getByRole('button', { name: bankDialog.connectBank }).click();
  return page;
}

describe('one real bank account, one member, in Chromium', () => {
  it('links the shared account once; the second member is told why, with a link to support', async () => {
    const first = await linkShared(1280);
    await toastWith(first, bankDialog.connectedTitle).waitFor();
    await first.close();

    const second = await linkShared(360);
    // The dialog, back at its intro, says why, with the way to support (reachable inside the open dialog), and no
    // toast covers its buttons.
    const alert = second.getByRole('dialog').getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain(banking.linkedElsewhere);
    expect(await toastWith(second, bankDialog.connectionFailedTitle).count()).toBe(0);
    await alert.getByRole('link', { name: banking.contactSupport }).click();
    await second.waitForURL((url) => url.pathname === routes.help);
    expect(await second.getByRole('dialog').count()).toBe(0);
    // Nothing was linked.
    const accounts = await second.evaluate(async () => (await fetch('/api/bank-accounts')).json());
    expect(accounts).toEqual({ bankAccounts: [] });
    await second.close();
  });
});
