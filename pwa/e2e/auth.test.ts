import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEmail } from '#shared/messages/account-email.ts';
import { auth } from '#shared/messages/auth.ts';
import { signOutPage } from '#shared/messages/sign-out-page.ts';
import { dashboard } from '#shared/messages/screens.ts';
import { validation } from '#shared/messages/common.ts';
import { mailText } from '#shared/messages/mail.ts';
import { privacyPolicy } from '#shared/messages/legal-privacy.ts';
import { termsOfUse } from '#shared/messages/legal-terms.ts';
import { siteFrame } from '#shared/messages/site-frame.ts';
import { apiPaths } from '#shared/routes.ts';
import { fillSignUp, launchBrowser, newPage, newUser, openDashboard, signUp, toastWith, openForm } from './browser.ts';
import { mailTo } from './mail.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a new user', () => {
  let page: Page;
  const user = newUser();

  beforeAll(async () => {
    page = await newPage(browser, { width: 360, height: 740, timezoneId: 'America/Mexico_City' });
  });

  it("signs up and is welcomed by first name, then 'welcome back' by name on the next visit", async () => {
    await signUp(page, user);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // The device's time zone is kept on the account (dates and statements' months follow it).
    expect(((await (await page.request.get(apiPaths.user)).json()) as { timeZone: string }).timeZone).toBe(
      'America/Mexico_City',
    );
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading.textContent()).resolves.toBe(dashboard.welcome(user.name));
    expect(dashboard.welcome(user.name)).toBe(`Welcome, ${user.name.split(' ')[0]}!`);
    // The welcome stays while this dashboard shows (its numbers arriving redraw it).
    await page.locator('[data-testid=stat-card]', { hasText: '0.00' }).nth(3).waitFor();
    await expect(heading.textContent()).resolves.toBe(dashboard.welcome(user.name));
    // The next visit, once the app has taken over the drawn page (a tap on the menu before that opens nothing).
    await openDashboard(page);
    await expect.poll(() => heading.textContent()).toBe(dashboard.greeting(user.name));
    await page.getByText(dashboard.subtitle).waitFor();
    // The four stat cards read GET /api/stats/fast: zeros for a new user ('$0.00' spent, '0.00 points' for the rest).
    await page.locator('[data-testid=stat-card]', { hasText: '0.00' }).nth(3).waitFor();
    expect(await page.locator('[data-testid=stat-card]').count()).toBe(4);
  });

  it('logs out through the user menu and lands on the public site', async () => {
    await page.getByRole('button', { name: `Account menu for ${user.name}` }).click();
    await page.getByRole('button', { name: auth.logOut }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
    // The dashboard is guarded now: a signed-out visitor is sent back to /.
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('sees the inline alert for a wrong password, which clears on edit, then signs in', async () => {
    await openForm(page, '/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-Password1');
    await page.getByRole('button', { name: auth.signIn, exact: true }).click();
    const alert = page.getByRole('alert');
    await expect(alert.textContent()).resolves.toContain(auth.loginFailed);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await alert.waitFor({ state: 'detached' });
    // From the sign-in form straight to /dashboard, the landing page never showing in between.
    await page.evaluate(() => {
      const w = window as unknown as { landingSeen: boolean };
      w.landingSeen = false;
      new MutationObserver(() => {
        if (document.getElementById('hero-title')) w.landingSeen = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole('button', { name: auth.signIn, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: dashboard.greeting(user.name) }).waitFor();
    await toastWith(page, auth.loginSuccessTitle).waitFor();
    expect(await page.evaluate(() => (window as unknown as { landingSeen: boolean }).landingSeen)).toBe(false);
  });

  it("is not signed out by an image of GET /api/logout; that page's 'Sign out' button signs out", async () => {
    // An <img> (what another site could plant) is a GET: the session survives it.
    await page.evaluate(
      (src) =>
        new Promise<void>((done) => {
          const img = new Image();
          img.onload = img.onerror = () => done();
          img.src = src;
        }),
      apiPaths.logout,
    );
    expect(await page.evaluate((url) => fetch(url).then((r) => r.status), apiPaths.user)).toBe(200);
    // The logout link: the page asks, and its form's POST signs out.
    await page.goto(apiPaths.logout);
    await page.getByRole('button', { name: signOutPage.signOut }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate((url) => fetch(url).then((r) => r.status), apiPaths.user)).toBe(401);
  });
});

describe('the signup form', () => {
  it('keeps Create Account disabled until the terms are ticked, says so on a tap, opens each document', async () => {
    const page = await newPage(browser);
    await openForm(page, '/signup');
    const button = page.getByRole('button', { name: auth.createAccount });
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    // A tap on it says what is missing, under the box, and takes the focus there (Playwright waits for an
    // aria-disabled button to be enabled before it clicks; a finger does not).
    await button.click({ force: true });
    await page.getByText(validation.termsBody).waitFor();
    expect(await page.getByRole('checkbox').evaluate((box) => box === document.activeElement)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/signup');
    // Each document the consent names opens in a sheet over the form, which keeps what was typed.
    await page.getByLabel('Email').fill('kept@example.com');
    for (const [name, heading] of [
      [auth.termsDocuments.privacyPolicy, privacyPolicy.sections[0]!.heading],
      [auth.termsDocuments.autoDebit, 'Round-ups and Auto Debit Authorization'],
      [auth.termsDocuments.programAgreement, termsOfUse.sections[0]!.heading],
    ] as const) {
      await page.getByRole('button', { name, exact: true }).click();
      const sheet = page.getByRole('dialog', { name });
      await sheet.getByRole('heading', { name: heading }).waitFor();
      await sheet.getByRole('button', { name: siteFrame.close }).click();
      await sheet.waitFor({ state: 'detached' });
    }
    expect(await page.getByRole('checkbox').isChecked()).toBe(false);
    expect(await page.getByLabel('Email').inputValue()).toBe('kept@example.com');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    const met = () => page.locator('[aria-label="Password requirements"] li[data-met=true]').count();
    expect(await met()).toBe(1); // lowercase only
    await page.getByLabel('Password', { exact: true }).fill('Abcdef1!');
    expect(await met()).toBe(5);
    await page.getByRole('checkbox').check();
    expect(await button.getAttribute('aria-disabled')).toBe('false');
    expect(await page.getByText(validation.termsBody).count()).toBe(0);
    await page.close();
  });

  it('shows each field error under its field, in the spec words', async () => {
    const page = await newPage(browser);
    await openForm(page, '/signup');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: auth.createAccount }).click();
    for (const text of [
      validation.nameRequired,
      validation.usernameMin,
      validation.emailInvalid,
      validation.country,
      validation.passwordMin,
    ]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    expect(new URL(page.url()).pathname).toBe('/signup');
    await page.close();
  });

  it('answers a taken email as a new one and mails its owner; the sign-in link carries the email', async () => {
    const page = await newPage(browser);
    const first = await signUp(page);
    const other = await newPage(browser, { width: 360, height: 740 });
    await fillSignUp(other, { ...newUser(), email: first.email.toUpperCase() });
    // The same screen as for a new email: nothing tells a stranger the address has an account.
    await other.getByRole('heading', { name: accountEmail.checkEmailTitle }).waitFor();
    await other.getByText(accountEmail.checkEmailBody(first.email)).waitFor();
    const told = await mailTo(first.email, (m) => m.subject === mailText.signupTakenSubject);
    expect(told[0]!.text).toContain(mailText.signupTakenLines[0]);
    await other.getByRole('link', { name: accountEmail.checkEmailSignIn }).click();
    await other.waitForURL((url) => url.pathname === '/login');
    expect(await other.getByLabel('Email').inputValue()).toBe(first.email);
    await other.getByLabel('Password', { exact: true }).fill(first.password);
    await other.getByRole('button', { name: auth.signIn, exact: true }).click();
    await other.waitForURL((url) => url.pathname === '/dashboard');
    await page.close();
    await other.close();
  });

  it('confirms age and residence in the country chosen, never U.S. residency for everyone', async () => {
    const page = await newPage(browser);
    await openForm(page, '/signup');
    await page.getByText(auth.termsText(undefined)).waitFor();
    await page.getByLabel('Country', { exact: true }).selectOption('Mexico');
    await page.getByText(auth.termsText('Mexico')).waitFor();
    expect(auth.termsText('Mexico')).toContain('live in Mexico');
    await page.getByLabel('Country', { exact: true }).selectOption('USA');
    await page.getByText(auth.termsText('USA')).waitFor();
    expect(await page.getByText(/U\.S\. resident/).count()).toBe(0);
    await page.close();
  });
});
