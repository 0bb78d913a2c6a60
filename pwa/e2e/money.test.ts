// The money flow in the browser: coin purchases come in (as a bank sync would bring them), and the dashboard shows
// the numbers, the portfolio chart, and a redemption with its fee shown before confirming.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { dashboard } from '#shared/messages/screens.ts';
import { cashOutText } from '#shared/messages/cash-out.ts';
import { payouts, payoutsList, portfolio, roundUpPrefs } from '#shared/messages/money.ts';
import { routes, settingsPath } from '#shared/routes.ts';
import { connectPayoutAccount, launchBrowser, memberOn, newPage, openDashboard, toastWith } from './browser.ts';
import { outsideWriteSeen, playBankSync } from './server-database.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Plays a bank sync into the running server's database (banking.test.ts drives the real one). */
async function syncPurchases(email: string, amounts: number[], batch = 'first') {
  return playBankSync(
    email,
    (id) =>
      amounts.map((amount, i) =>
        coinPurchase({
          id: `e2e-${id}-${batch}-${i}`,
          amount: -amount,
          date: new Date(Date.now() - (i + 1) * 3_600_000).toISOString(),
        }),
      ),
    { card: true },
  );
}

const statValue = (page: Page, title: string) =>
  page
    .getByTestId('stat-card')
    .filter({ has: page.getByRole('heading', { name: title }) })
    .locator('p')
    .first();

describe('the money engine, seen from the dashboard', () => {
  it('shows real stats, the invested round-ups on a chart, and redeems points with the fee shown first', async () => {
    const page = await newPage(browser, { width: 1280, height: 900 });
    const user = await memberOn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: dashboard.pointsBalance }).waitFor();

    // 10 x $12.34 (66c round-up, 62 hundredths of points each) and one $499.99 (1c, 25.00 points).
    const result = await syncPurchases(user.email, [...Array(10).fill(12.34), 499.99]);
    await outsideWriteSeen();
    expect(result).toMatchObject({
      coinPurchases: 11,
      roundUpCents: 661,
      sweep: { status: 'invested', amountCents: 661 },
    });

    await page.reload();
    // 31.20 points of purchases, and the achievements they unlocked, credited at once: the first round-up (1.00)
    // and ten round-ups (2.00).
    await expect.poll(() => statValue(page, dashboard.pointsBalance).textContent()).toBe('34.20 points');
    expect(await statValue(page, dashboard.tiktokSpending).textContent()).toBe('$623.39');
    expect(await statValue(page, dashboard.pointsEarned).textContent()).toBe('34.20 points');
    expect(await statValue(page, dashboard.pointsRedeemed).textContent()).toBe('0.00 points');

    // The sweep invested $6.61 in the interest account: one day of history, a point with words (not a
    // flat line across the top), nothing left waiting.
    await expect.poll(() => page.getByTestId('first-investment').textContent()).toContain('First investment: $6.61');
    expect(await page.getByRole('img', { name: portfolio.chartLabel }).count()).toBe(0);
    await expect
      .poll(() => page.getByRole('progressbar', { name: portfolio.waiting }).getAttribute('aria-valuenow'))
      .toBe('0');
    expect(await page.getByText('$6.61').count()).toBeGreaterThan(0);
    expect(await page.getByText(/Round-up · TIKTOK COINS/).count()).toBeGreaterThan(0);

    // Somewhere to be paid: Stripe's test routing and account numbers.
    await connectPayoutAccount(page, { 'Routing number': '110000000', 'Account number': '000123456789' });
    await openDashboard(page);

    // Redeem $25 instantly: the fee (1.5% = $0.38, half to even) and what arrives, before confirming.
    await page.getByRole('button', { name: payouts.redeem }).click();
    const dialog = page.getByRole('dialog', { name: payouts.redeemTitle });
    await dialog.getByLabel(payouts.amountLabel).fill('25');
    await dialog.getByText(payouts.instantLabel, { exact: true }).click();
    const quote = dialog.getByTestId('payout-quote');
    await expect.poll(() => quote.textContent()).toContain('$0.38');
    expect(await quote.textContent()).toContain('$24.62');
    // Where it goes, in dollars: no conversion to tell of.
    const to = dialog.getByTestId('payout-destination');
    await expect.poll(() => to.textContent()).toContain('STRIPE TEST BANK ••6789');
    expect(await to.textContent()).not.toContain('converts');
    await dialog.getByRole('button', { name: payouts.confirm }).click();
    await toastWith(page, payouts.redeemedTitle).waitFor();
    await expect.poll(() => statValue(page, dashboard.pointsRedeemed).textContent()).toBe('25.00 points');
    // 34.20 - 25.00, and the first redemption's achievement (1.00).
    expect(await statValue(page, dashboard.pointsBalance).textContent()).toBe('10.20 points');
    await page.close();
  });

  it('cashes out an investment to the payout account, the minimum said from the start', async () => {
    const page = await newPage(browser, { width: 1280, height: 900 });
    const user = await memberOn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await syncPurchases(user.email, [12.34]);
    await outsideWriteSeen();
    await page.reload();
    // Nothing invested yet ($0.66 waits for $5.00): below the $25.00 minimum, the button waits and says why.
    const open = page.getByRole('button', { name: cashOutText.open });
    await expect.poll(() => open.isDisabled()).toBe(true);
    expect(await page.getByText(cashOutText.unavailable('$25.00')).count()).toBe(1);

    // 30 x $10.01 (99c round-up each): $29.70 more in the interest account.
    await syncPurchases(user.email, Array(30).fill(10.01), 'second');
    await outsideWriteSeen();
    await connectPayoutAccount(page, { 'Routing number': '110000000', 'Account number': '000123456789' });
    await openDashboard(page);
    await expect.poll(() => open.isEnabled()).toBe(true);
    await open.click();
    const dialog = page.getByRole('dialog', { name: cashOutText.title });
    await dialog.getByRole('button', { name: cashOutText.maxLabel }).click();
    expect(await dialog.getByLabel(payouts.amountLabel).inputValue()).toBe('30.36');
    await dialog.getByText(payouts.standardLabel, { exact: true }).click();
    const quote = dialog.getByTestId('payout-quote');
    await expect.poll(() => quote.textContent()).toContain('$0.25');
    expect(await quote.textContent()).toContain('$30.11');
    await expect.poll(() => dialog.getByTestId('payout-destination').textContent()).toContain('••6789');
    await dialog.getByRole('button', { name: cashOutText.confirm }).click();
    await toastWith(page, cashOutText.doneTitle).waitFor();
    // The portfolio follows without a reload: nothing left to cash out, the minimum said again.
    await expect.poll(() => open.isDisabled()).toBe(true);
    await page.goto(routes.payouts);
    await page.getByText(payoutsList.cashOut('interest')).waitFor();
    expect(await page.getByText('$30.11').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('Round-Up Preferences: multiplier, weekly cap and investment choice survive a reload', async () => {
    const page = await newPage(browser, { width: 360, height: 740 });
    await memberOn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto(settingsPath('round-ups'));
    await page.getByLabel('3x').click();
    await expect.poll(() => page.getByLabel('3x').isChecked()).toBe(true);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user') && r.request().method() === 'PATCH');
    await page.getByLabel(roundUpPrefs.weeklyCapLabel).selectOption({ label: '$20' });
    expect((await saved).status()).toBe(200);
    const savedChoice = page.waitForResponse((r) => r.url().endsWith('/api/user') && r.request().method() === 'PATCH');
    await page.getByLabel(roundUpPrefs.bitcoin).click();
    // Confirmed first, saying what happens to what is invested.
    const confirm = page.getByRole('dialog', { name: roundUpPrefs.switchTitle('bitcoin') });
    expect(await confirm.textContent()).toContain(roundUpPrefs.bitcoinRisk);
    await confirm.getByRole('button', { name: roundUpPrefs.confirmSwitch('bitcoin') }).click();
    expect((await savedChoice).status()).toBe(200);
    await page.reload();
    expect(await page.getByLabel('3x').isChecked()).toBe(true);
    expect(await page.getByLabel(roundUpPrefs.weeklyCapLabel).inputValue()).toBe('20');
    expect(await page.getByLabel(roundUpPrefs.bitcoin).isChecked()).toBe(true);
    await page.close();
  });
});
