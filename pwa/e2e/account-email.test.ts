// Email confirmation and password reset in Chromium, with mail through the test's SMTP server: a member who has
// not opened the confirmation link does not sign in with the password (a new link comes), a session still open
// unconfirmed sees the banner and sends it again; a forgotten password is reset from the mail, and the old
// sessions are gone.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEmail } from '#shared/messages/account-email.ts';
import { auth } from '#shared/messages/auth.ts';
import { loginFailedJustJoined } from '#shared/messages/sign-in.ts';
import { mailText } from '#shared/messages/mail.ts';
import { routes } from '#shared/routes.ts';
import { accountScreens } from '#shared/routes-account.ts';
import {
  fillSignUp,
  greetingOf,
  launchBrowser,
  newPage,
  newUser,
  openDashboard,
  openForm,
  signUp,
  toastWith,
} from './browser.ts';
import { linkTo, mailTo } from './mail.ts';
import { outsideWriteSeen, serverDatabase } from './server-database.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const confirmations = (email: string) => async () =>
  (await mailTo(email)).filter((m) => m.subject === mailText.verifySubject).length;

const signIn = async (page: Awaited<ReturnType<typeof newPage>>, email: string, password: string) => {
  await openForm(page, routes.login);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: auth.signIn, exact: true }).click();
};

describe('the email', () => {
  it('signing in unconfirmed is refused as a wrong password is, with a hint; a new link, then it works', async () => {
    const page = await newPage(browser, { width: 360, height: 740 });
    const user = newUser();
    await fillSignUp(page, user);
    // In place of the form, from the top, its heading focused: at 360 px the page had stayed at the form's end.
    const checkEmail = page.getByRole('heading', { name: accountEmail.checkEmailTitle });
    await checkEmail.waitFor();
    await expect.poll(() => checkEmail.evaluate((h) => h === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // A mistyped address: back to the form as it was filled.
    await page.getByRole('button', { name: accountEmail.checkEmailWrong }).click();
    expect(await page.getByLabel('Email').inputValue()).toBe(user.email);
    await signIn(page, user.email, user.password);
    await page.getByText(auth.loginFailed).waitFor();
    await page.getByText(loginFailedJustJoined).waitFor();
    await expect.poll(confirmations(user.email), { timeout: 15_000 }).toBe(2);
    await page.goto(await linkTo(user.email, accountScreens.verifyEmail));
    await page.getByText(accountEmail.verifiedBody).waitFor();
    await signIn(page, user.email, user.password);
    await greetingOf(page, user.name).waitFor();
    expect(await page.getByText(accountEmail.unverifiedBanner(user.email)).count()).toBe(0);
    await page.close();
  });

  it('a session still open unconfirmed (from before that rule): the banner, Resend, and the newest link', async () => {
    const page = await newPage(browser, { width: 360, height: 740 });
    const user = await signUp(page);
    serverDatabase((db) => db.prepare('UPDATE users SET email_verified_at = NULL WHERE email = ?').run(user.email));
    await outsideWriteSeen();
    // Once the app has taken over the page the server drew: a click on the drawn Resend before that is lost.
    await openDashboard(page);
    const banner = page.getByText(accountEmail.unverifiedBanner(user.email));
    await banner.waitFor();
    await page.getByRole('button', { name: accountEmail.resend }).click();
    await toastWith(page, accountEmail.resentTitle).waitFor();
    await expect.poll(confirmations(user.email), { timeout: 15_000 }).toBe(2);
    await page.goto(await linkTo(user.email, accountScreens.verifyEmail));
    // Signed in already: the link confirms the email and goes on to the dashboard by itself.
    await page.waitForURL((url) => url.pathname === routes.dashboard);
    await greetingOf(page, user.name).waitFor();
    expect(await banner.count()).toBe(0);
    await page.close();
  });
});

describe('a forgotten password', () => {
  it('is reset from the mail: the new one signs in, the old sessions are gone, the member is told', async () => {
    const laptop = await newPage(browser);
    const user = await signUp(laptop);
    const phone = await newPage(browser, { width: 360, height: 740 });
    await openForm(phone, routes.login);
    await phone.getByRole('link', { name: auth.forgotPassword }).click();
    await phone.getByRole('heading', { name: accountEmail.forgotTitle }).waitFor();
    await phone.getByLabel('Email').fill(user.email);
    await phone.getByRole('button', { name: accountEmail.sendResetLink }).click();
    await phone.getByText(accountEmail.resetSent(user.email)).waitFor();

    await phone.goto(await linkTo(user.email, accountScreens.resetPassword));
    // The token leaves the address bar at once.
    await expect.poll(() => new URL(phone.url()).hash).toBe('');
    const fresh = 'Nebula-Walrus-5519?';
    await phone.getByLabel(accountEmail.newPassword).fill(fresh);
    await phone.getByRole('button', { name: accountEmail.setPassword }).click();
    await phone.getByText(accountEmail.resetDoneBody).waitFor();
    const told = await mailTo(user.email, (m) => m.subject === mailText.passwordChangedSubject);
    expect(told[0]!.text).not.toContain(fresh);

    // The laptop's session ended with the reset.
    await laptop.goto(routes.settings);
    await laptop.waitForURL((url) => url.pathname === routes.home);
    await signIn(phone, user.email, user.password);
    await phone.getByText(auth.loginFailed).waitFor();
    await signIn(phone, user.email, fresh);
    await greetingOf(phone, user.name).waitFor();
    await laptop.close();
    await phone.close();
  });

  it('a link used once is refused the second time, with a way to ask for another', async () => {
    const member = await newPage(browser);
    const user = await signUp(member);
    await member.context().close();
    // Another browser, signed out, where the password is forgotten.
    const page = await newPage(browser);
    await page.goto(accountScreens.forgotPassword);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: accountEmail.sendResetLink }).click();
    await page.getByText(accountEmail.resetSent(user.email)).waitFor();
    const link = await linkTo(user.email, accountScreens.resetPassword);
    await page.goto(link);
    await page.getByLabel(accountEmail.newPassword).fill('Comet-Lantern-42!');
    await page.getByRole('button', { name: accountEmail.setPassword }).click();
    await page.getByText(accountEmail.resetDoneBody).waitFor();
    await page.goto(routes.help);
    await page.goto(link);
    await page.getByLabel(accountEmail.newPassword).fill('Another-Comet-77!');
    await page.getByRole('button', { name: accountEmail.setPassword }).click();
    await page.getByText(accountEmail.linkExpired).waitFor();
    await page.getByRole('link', { name: accountEmail.requestNewLink }).waitFor();
    await page.context().close();
  });
});
