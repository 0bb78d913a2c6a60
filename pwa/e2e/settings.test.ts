import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsPath } from '#shared/routes.ts';
import { auth } from '#shared/messages/auth.ts';
import { settingsPage } from '#shared/messages/settings-page.ts';
import { settings } from '#shared/messages/screens.ts';
import { validation } from '#shared/messages/common.ts';
import { launchBrowser, memberOn, newPage, toastWith, openForm } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('settings', () => {
  it('saves the round-up preferences on the server: they survive a reload', async () => {
    const page = await newPage(browser, { width: 360, height: 740 });
    await memberOn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto(settingsPath('round-ups'));
    await page.getByLabel(/Nearest \$5/).click();
    await expect.poll(() => page.getByLabel(/Nearest \$5/).isChecked()).toBe(true);
    await toastWith(page, settings.updatedTitle).waitFor();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user') && r.request().method() === 'PATCH');
    await page.getByRole('switch', { name: 'Automatic round-ups' }).click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    expect(await page.getByLabel(/Nearest \$5/).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Automatic round-ups' }).getAttribute('aria-checked')).toBe('false');
    await page.close();
  });

  it('changes the password: errors inline, then the new password signs in', async () => {
    const page = await newPage(browser);
    const user = await memberOn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto(settingsPath('security'));
    await page.getByLabel('Current password', { exact: true }).fill(user.password);
    await page.getByLabel('New password', { exact: true }).fill('Nebula-Drift42');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Nebula-Drift43');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText(validation.passwordsMustMatch).waitFor();

    await page.getByLabel('Current password', { exact: true }).fill('Not-My-Password1');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Nebula-Drift42');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('alert').filter({ hasText: validation.currentPasswordWrong }).waitFor();

    await page.getByLabel('Current password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await toastWith(page, settingsPage.passwordChangedBody).waitFor();
    expect(await page.getByLabel('Current password', { exact: true }).inputValue()).toBe('');

    const other = await newPage(browser);
    await openForm(other, '/login');
    await other.getByLabel('Email').fill(user.email);
    await other.getByLabel('Password', { exact: true }).fill('Nebula-Drift42');
    await other.getByRole('button', { name: auth.signIn, exact: true }).click();
    await other.waitForURL((url) => url.pathname === '/dashboard');
    await other.getByRole('heading', { name: `Welcome back, ${user.name}!` }).waitFor();
    await page.close();
    await other.close();
  });
});
