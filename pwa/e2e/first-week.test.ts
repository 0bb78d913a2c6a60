// A first week, walked through: a new Mexican member on a phone (360 px), from sign-up through the set-up
// checklist, a bank link with a wrong password and a one-time code, a card (told what it starts), the first
// investment, a redemption and where it is, and the same spend on the dashboard and on Transactions, in US$ (not
// '$', pesos). The redemption first leads to connecting a payout account (a CLABE), then says where the money goes.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tabBarText } from '#shared/messages/app-shell.ts';
import { bankCode, bankDialog } from '#shared/messages/banking.ts';
import { cardText } from '#shared/messages/cards.ts';
import { activity, payouts, payoutsList, portfolio } from '#shared/messages/money.ts';
import { notificationsText } from '#shared/messages/notifications.ts';
import { payoutAccountText } from '#shared/messages/payout-accounts.ts';
import { checkBankDetails } from '#shared/money/bank-details.ts';
import { dashboard, setupChecklist, transactionsPage } from '#shared/messages/screens.ts';
import { routes } from '#shared/routes.ts';
import { PAYOUTS_SETTINGS, SANDBOX_PAYOUT_ONBOARDING_PATH } from '#shared/routes-payouts.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { fillPayoutForm, launchBrowser, newPage, newUser, openDashboard, signUp, toastWith } from './browser.ts';
import { outsideWriteSeen, serverDatabase } from './server-database.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const checklist = (page: Page) => page.getByRole('region', { name: setupChecklist.title });
const step = (page: Page, id: string) => checklist(page).locator(`[data-step=${id}]`);
const stat = (page: Page, title: string) =>
  page
    .getByTestId('stat-card')
    .filter({ has: page.getByRole('heading', { name: title }) })
    .locator('p')
    .first();

async function signIntoBank(page: Page, bank: string, password: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').selectOption({ label: bank });
  await dialog.getByLabel(bankDialog.username).fill('bnk100');
  await dialog.getByLabel(bankDialog.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: bankDialog.connectBank }).click();
}

describe("a new member's first week, on a phone", () => {
  it('signs up, links a bank past a wrong password and a one-time code, adds a card, invests, redeems', async () => {
    const page = await newPage(browser, { width: 360, height: 780 });
    const user = await signUp(page, newUser(), 'Mexico');
    await page.waitForURL((url) => url.pathname === routes.dashboard);
    await page.getByRole('heading', { level: 1, name: dashboard.welcome(user.name) }).waitFor();
    await expect
      .poll(() =>
        checklist(page)
          .getByText(/of 4 done$/)
          .textContent(),
      )
      .toBe(setupChecklist.progress(0, 4));

    // The bank: a wrong password keeps the form; the business bank's one-time code links it.
    await step(page, 'bank').getByRole('button', { name: bankDialog.connectBank }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: bankDialog.connectBank }).click();
    await signIntoBank(page, 'Erebor Mexico', 'wrong');
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('Failed to connect bank account:');
    expect(await dialog.getByLabel(bankDialog.username).inputValue()).toBe('bnk100');
    await signIntoBank(page, 'Gotham Mexico Business', 'full');
    await dialog.getByLabel(bankCode.label).fill('123456');
    await dialog.getByRole('button', { name: bankCode.submit }).click();
    await dialog.getByText(bankDialog.successComplete).waitFor();
    // What the first import found, in the sheet, in its notice's words; then Done.
    await dialog.getByRole('status').getByText(activity.importedTitle).waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: bankDialog.done }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => step(page, 'bank').getAttribute('data-done'), { timeout: 20_000 }).toBe('true');

    // The first import is one notification, on the full notifications page from the bell.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('link', { name: notificationsText.seeAll }).click();
    await page.waitForURL((url) => url.pathname === routes.notifications);
    const list = page.getByRole('list', { name: notificationsText.title });
    await expect
      .poll(
        async () => {
          await page.reload();
          await list.waitFor();
          return list.getByText(activity.importedTitle).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await page.goBack();

    // The investment first (the step before the card): Bitcoin, and the portfolio says so without a reload.
    await step(page, 'invest').getByRole('button', { name: setupChecklist.investBitcoin }).click();
    await expect.poll(() => step(page, 'invest').getAttribute('data-done')).toBe('true');
    await page.getByText(portfolio.investingIn(portfolio.bitcoinName)).waitFor();

    // The history earned nothing (earning starts at the link). The days after it, as the bank brings them: six
    // purchases of US$10.01 (US$5.94 of round-ups, past the US$5.00 that is charged) and a large one, whose points
    // pass the US$25.00 to redeem.
    serverDatabase((sqlite) => {
      const { id } = sqlite.prepare('SELECT id FROM users WHERE email = ?').get(user.email) as { id: number };
      const date = new Date().toISOString();
      const rows = [-10.01, -10.01, -10.01, -10.01, -10.01, -10.01, -600].map((amount, i) =>
        coinPurchase({ id: `first-week-${id}-${i}`, amount, date }),
      );
      ingest(sqlite, id, rows, Date.now());
    });
    await outsideWriteSeen();
    await page.reload();
    await expect
      .poll(async () => Number((await stat(page, dashboard.pointsBalance).textContent())?.split(' ')[0]))
      .toBeGreaterThanOrEqual(25);

    // The card: the dialog says what saving it starts, and where the money goes; then the round-ups are invested.
    await step(page, 'card').getByRole('link', { name: setupChecklist.cardAction }).click();
    await page.getByRole('button', { name: cardText.addCard }).click();
    const cardDialog = page.getByRole('dialog', { name: cardText.addCard });
    await expect
      .poll(() => cardDialog.getByTestId('card-charge-note').textContent())
      .toContain(cardText.chargeNote('US$5.00'));
    expect(await cardDialog.getByTestId('card-charge-note').textContent()).toContain(`${portfolio.bitcoinName}.`);
    await cardDialog.getByLabel(cardText.number).fill('4242424242424242');
    await cardDialog.getByLabel(cardText.expiry).fill('1230');
    await cardDialog.getByLabel(cardText.cvc).fill('123');
    await cardDialog.getByRole('button', { name: cardText.saveCard }).click();
    await toastWith(page, cardText.addedTitle).waitFor();
    await page.getByRole('navigation', { name: tabBarText.label }).getByRole('link', { name: tabBarText.home }).click();
    await expect
      .poll(() => page.getByTestId('first-investment').textContent(), { timeout: 20_000 })
      .toMatch(/^First investment: US\$[\d,]+\.\d{2} on /);

    // No payout account yet. The dialog says so, nothing can be confirmed, and it leads to connecting one.
    await page.getByRole('button', { name: payouts.redeem }).click();
    let redeem = page.getByRole('dialog', { name: payouts.redeemTitle });
    await redeem.getByText(payoutAccountText.noAccountInDialog).waitFor();
    expect(await redeem.getByRole('button', { name: payouts.confirm }).isDisabled()).toBe(true);
    await redeem.getByRole('button', { name: payoutAccountText.connect }).click();
    await page.waitForURL((url) => url.pathname === SANDBOX_PAYOUT_ONBOARDING_PATH);
    // Stripe's form for Mexico asks for a CLABE: a wrong check digit is refused with the reason, the test one is not.
    await fillPayoutForm(page, { CLABE: '000000001234567890' });
    const refused = checkBankDetails('MX', 'clabe', { clabe: '000000001234567890' });
    await page.getByText(refused.ok ? 'never' : refused.errors.clabe!).waitFor();
    await fillPayoutForm(page, { CLABE: '000000001234567897' });
    await page.waitForURL((url) => url.pathname === PAYOUTS_SETTINGS);
    await toastWith(page, payoutAccountText.readyToast).waitFor();
    const account = page.getByTestId('payout-account');
    await expect.poll(() => account.textContent()).toContain('STRIPE TEST BANK ••7897');
    expect(await account.textContent()).toContain(`${payoutAccountText.paidIn('MXN')} · SPEI to your CLABE`);

    // Back to Redeem: where it goes, in which currency, what it is in pesos and when it arrives, before confirming.
    await openDashboard(page);
    await page.getByRole('button', { name: payouts.redeem }).click();
    redeem = page.getByRole('dialog', { name: payouts.redeemTitle });
    await redeem.getByRole('button', { name: payouts.maxLabel }).click();
    await expect.poll(() => redeem.getByTestId('payout-quote').textContent()).toMatch(/\$\d/);
    const to = redeem.getByTestId('payout-destination');
    await expect.poll(() => to.textContent()).toContain('STRIPE TEST BANK ••7897');
    expect(await to.textContent()).toMatch(/About MX\$[\d,]+\.\d{2}/);
    expect(await to.textContent()).toContain(payoutAccountText.conversion('MXN'));
    expect(await to.textContent()).toContain(payoutAccountText.arrivesInstant);
    await redeem.getByRole('button', { name: payouts.confirm }).click();
    await toastWith(page, payouts.redeemedTitle).waitFor();
    // All of it went; what is left is the first redemption's achievement, credited as it went out.
    await expect.poll(() => stat(page, dashboard.pointsBalance).textContent()).toBe('1.00 points');
    await page.getByRole('link', { name: payoutsList.link }).click();
    await page.waitForURL((url) => url.pathname === routes.payouts);
    const row = page.getByRole('list', { name: payoutsList.title }).getByRole('listitem').first();
    await expect.poll(() => row.textContent()).toContain(payoutsList.redemption);
    expect(await row.textContent()).toMatch(/Pending|Processing|Paid/);
    // ...and after: where it went, and what arrived in pesos.
    expect(await row.getByTestId('payout-to').textContent()).toMatch(
      /^STRIPE TEST BANK ••7897 · Paid in MXN · MX\$[\d,]+\.\d{2} (arrived|on its way)$/,
    );

    // The same spend on the dashboard and on Transactions.
    await page.goto(routes.dashboard);
    const spend = await stat(page, dashboard.tiktokSpending).textContent();
    // In US dollars, said so for a member in Mexico, where '$' means pesos.
    expect(spend).toMatch(/^US\$[\d,]+\.\d{2}$/);
    await page.goto(routes.transactions);
    const purchases = page
      .getByTestId('summary-card')
      .filter({ has: page.getByRole('heading', { name: transactionsPage.tiktokPurchases }) });
    await expect.poll(() => purchases.textContent()).toContain(transactionsPage.tiktokPurchasesHint(spend!));
    await page.context().close();
  }, 120_000);
});
