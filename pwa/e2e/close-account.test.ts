// Closing an account in Chromium: a member closes their account from Settings (what happens to money first, then
// the typed word and the password), lands on the home page signed out with this browser's saved data gone, is
// mailed the confirmation, and signs up again with the same email and username; a member whose paid payout can
// still come back is told what waits and until which day, and is not offered the form.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEmail } from '#shared/messages/account-email.ts';
import { auth } from '#shared/messages/auth.ts';
import { closingMail } from '#shared/messages/closing-mail.ts';
import { closingText } from '#shared/messages/closing.ts';
import { accountClosedText } from '#shared/messages/account-closed.ts';
import { validation } from '#shared/messages/common.ts';
import { mailText } from '#shared/messages/mail.ts';
import { apiPaths, routes, settingsPath } from '#shared/routes.ts';
import { zonedDate } from '#shared/i18n/zoned-time.ts';
import { accountScreens } from '#shared/routes-account.ts';
import { cashOutText } from '#shared/messages/cash-out.ts';
import { portfolio } from '#shared/messages/money.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { savedCaches } from './browser-storage.ts';
import {
  connectPayoutAccount,
  fillSignUp,
  greetingOf,
  launchBrowser,
  memberOn,
  newPage,
  openForm,
  toastWith,
} from './browser.ts';
import { linkTo, mailTo } from './mail.ts';
import { outsideWriteSeen, playBankSync, serverDatabase } from './server-database.ts';

/** A payout's bank can send it back for 10 days after it was paid (decision 0022). */
const RETURNABLE_MS = 10 * 86_400_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('closing an account', () => {
  it('says what happens to money, closes, signs out, and the same email signs up again', async () => {
    const page = await newPage(browser, { width: 360, height: 740 });
    const user = await memberOn(page);
    await page.goto(settingsPath('close-account'));
    const section = page.getByRole('region', { name: closingText.sectionTitle });
    await section.getByText(closingText.sectionIntro).waitFor();
    await section.getByRole('button', { name: closingText.openDialog }).click();

    const dialog = page.getByRole('dialog', { name: closingText.dialogTitle });
    // Money first: a new member holds nothing, and is told so before anything is asked.
    await dialog.getByRole('heading', { name: closingText.moneyTitle }).waitFor();
    await dialog.getByText(closingText.nothingHeld).waitFor();
    await dialog.getByText(closingText.keptRecords).waitFor();
    const submit = dialog.getByRole('button', { name: closingText.submit });
    await dialog.getByLabel(closingText.passwordLabel).fill(user.password);
    // Not without the typed word.
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel(closingText.confirmLabel).fill('close');
    expect(await submit.isEnabled()).toBe(true);

    // A wrong password is refused in place, and the account stays.
    await dialog.getByLabel(closingText.passwordLabel).fill('Not-My-Password1');
    await submit.click();
    await dialog.getByText(validation.currentPasswordWrong).waitFor();

    await dialog.getByLabel(closingText.passwordLabel).fill(user.password);
    await submit.click();
    await page.waitForURL((url) => url.pathname === routes.home && url.searchParams.get('closed') === '1');
    await page.getByRole('heading', { name: accountClosedText.title }).waitFor();
    await page.getByText(accountClosedText.body).waitFor();
    // Signed out: the saved screens went with the session, and a member's page sends back to the home page.
    expect(((await savedCaches(page)) ?? []).join('')).not.toContain(user.email);
    await page.goto(routes.settings);
    await page.waitForURL((url) => url.pathname === routes.home);

    const confirmation = await mailTo(user.email, (m) => m.subject === closingMail.subject);
    expect(confirmation[0]!.text).toContain(closingMail.lines[0]);

    // The old password no longer signs in.
    await openForm(page, routes.login);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: auth.signIn, exact: true }).click();
    await page.getByText(auth.loginFailed).waitFor();

    // The same email and username make a new account, confirmed by the new mail's link.
    const again = { ...user, name: `${user.name.split(' ')[0]} Again`, password: 'Nebula-Walrus-5519?' };
    await fillSignUp(page, again);
    await page.getByRole('heading', { name: accountEmail.checkEmailTitle }).waitFor();
    const confirmations = async () =>
      (await mailTo(user.email)).filter((m) => m.subject === mailText.verifySubject).length;
    await expect.poll(confirmations, { timeout: 15_000 }).toBe(2);
    const link = new URL(await linkTo(user.email, accountScreens.verifyEmail));
    await page.goto(`${link.pathname}${link.hash}`);
    await greetingOf(page, again.name).waitFor();
    await page.goto(settingsPath('account'));
    await page.getByText(`@${user.username}`).waitFor();
    await page.close();
  });

  it('says what waits and until when while a paid payout can still come back, and offers no form', async () => {
    const page = await newPage(browser, { width: 360, height: 740 });
    const user = await memberOn(page);
    const paidAt = Date.now() - 2 * 86_400_000;
    serverDatabase((s) => {
      const { id } = s.prepare('SELECT id FROM users WHERE email = ?').get(user.email.toLowerCase()) as { id: number };
      s.prepare(
        `INSERT INTO points_redemptions
           (user_id, points_redeemed, cash_value_cents, status, stripe_payout_id, processed_at, created_at)
         VALUES (?, 2500, 2500, 'paid', 'po_e2e_returnable', ?, ?)`,
      ).run(id, paidAt, paidAt);
    });
    await outsideWriteSeen();
    await page.goto(settingsPath('close-account'));
    const section = page.getByRole('region', { name: closingText.sectionTitle });
    await section.getByRole('button', { name: closingText.openDialog }).click();
    const dialog = page.getByRole('dialog', { name: closingText.dialogTitle });
    await dialog.getByText(closingText.blockedTitle).waitFor();
    // The day after the bank's last day to send it back, from its start where the member lives: closing works all
    // that day.
    const { timeZone } = (await (await page.request.get(apiPaths.user)).json()) as { timeZone: string };
    const last = zonedDate(timeZone, paidAt + RETURNABLE_MS);
    const day = new Date(Date.UTC(last.year, last.month0, last.day + 1)).toLocaleDateString('en-US', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    await dialog.getByText(closingText.payoutReturnable(day)).waitFor();
    expect(await dialog.getByLabel(closingText.passwordLabel).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: closingText.submit }).count()).toBe(0);
    await page.close();
  });

  it('never gives up invested money: offers to cash out all of it, below the minimum too, and waits', async () => {
    const page = await newPage(browser, { width: 360, height: 740 });
    const user = await memberOn(page);
    // $6.61 of round-ups invested in the interest account: under the $25.00 cash-out minimum.
    const date = new Date(Date.now() - 3_600_000).toISOString();
    await playBankSync(
      user.email,
      (id) => Array.from({ length: 11 }, (_, i) => coinPurchase({ id: `close-${id}-${i}`, amount: -11.4, date })),
      { card: true },
    );
    await outsideWriteSeen();
    await connectPayoutAccount(page, { 'Routing number': '110000000', 'Account number': '000123456789' });
    await page.goto(settingsPath('close-account'));
    const section = page.getByRole('region', { name: closingText.sectionTitle });
    await section.getByRole('button', { name: closingText.openDialog }).click();
    const dialog = page.getByRole('dialog', { name: closingText.dialogTitle });
    await dialog.getByText(closingText.interestHeld('$6.60')).waitFor();
    await dialog.getByText(closingText.investmentsYours).waitFor();
    await dialog.getByText(closingText.investmentsFirst).waitFor();
    expect(await dialog.getByLabel(closingText.passwordLabel).count()).toBe(0);
    const all = dialog.getByRole('button', { name: closingText.cashOutAllLabel(portfolio.interestName) });
    await expect.poll(() => all.isEnabled()).toBe(true);
    await all.click();
    await toastWith(page, cashOutText.doneTitle).waitFor();
    // Nothing invested now: closing waits for the money on its way, then for the bank's days to send it back.
    await expect.poll(() => dialog.getByText(closingText.investmentsYours).count()).toBe(0);
    await dialog.getByText(closingText.blockedTitle).waitFor();
    expect(await dialog.getByText(closingText.investmentsFirst).count()).toBe(0);
    expect(await dialog.getByTestId('closing-cash-out').count()).toBe(0);
    expect(await dialog.getByLabel(closingText.passwordLabel).count()).toBe(0);
    await page.close();
  });
});
