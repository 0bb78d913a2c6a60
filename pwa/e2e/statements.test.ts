// The browser test for statements: a member outside the US with a month of round-ups and a sweep opens
// Settings > Your data, opens this month's statement and the year's tax summary, and every figure on them is the
// API's (and the dashboard's); the statement prints without the app's chrome on A4 and on Letter, and reads offline.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsText as text } from '#shared/messages/statements.ts';
import { statementApiPaths, statementScreens } from '#shared/routes-statements.ts';
import { apiPaths, settingsPath } from '#shared/routes.ts';
import { portfolioSchema } from '#shared/schemas/portfolio.ts';
import { statementSchema, taxSummarySchema } from '#shared/schemas/statements.ts';
import { statsSchema } from '#shared/schemas/stats.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { launchBrowser, memberOn, newPage } from './browser.ts';
import { savedCaches } from './browser-storage.ts';
import { drawnBelowAll, pdfPages } from './pdf-text.ts';
import { outsideWriteSeen, playBankSync } from './server-database.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Plays a bank sync into the running server's database: 11 coin purchases whose $6.61 of round-ups are swept. */
async function syncPurchases(email: string) {
  return playBankSync(
    email,
    (id) =>
      [...Array<number>(10).fill(12.34), 499.99].map((amount, i) =>
        coinPurchase({
          id: `statement-e2e-${id}-${i}`,
          amount: -amount,
          date: new Date(Date.now() - 60_000).toISOString(),
        }),
      ),
    { card: true },
  );
}

/** The number a figure on screen shows: 'US$6.61' -> 6.61, '-US$25.00' -> -25, '31.20 points' -> 31.2. */
const figure = (shown: string | null) => Number((shown ?? '').replace(/[^0-9.-]/g, ''));
const cell = (page: Page, testId: string) => page.getByTestId(testId).textContent();
const getJson = async (page: Page, path: string) => (await page.request.get(path)).json() as Promise<unknown>;

/**
 * Whether a PDF's first page is `paper`: its MediaBox in points, to within 2 (A4 is 595.3 x 841.9, which Chromium
 * rounds through CSS pixels; Letter is 612 x 792).
 */
function isPaper(pdf: Buffer, paper: 'a4' | 'letter') {
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)/.exec(pdf.toString('latin1'));
  const [width, height] = paper === 'a4' ? [595.3, 841.9] : [612, 792];
  return !!box && Math.abs(Number(box[1]) - width) <= 2 && Math.abs(Number(box[2]) - height) <= 2;
}

describe('monthly statements, in the browser', () => {
  it("opens this month's statement and the tax summary, every figure the API's; prints on A4 and Letter", async () => {
    const page = await newPage(browser, { width: 360, height: 800 });
    const user = await memberOn(page, undefined, 'Mexico');
    const synced = await syncPurchases(user.email);
    expect(synced.sweep).toMatchObject({ status: 'invested', amountCents: 661 });
    await outsideWriteSeen();
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null);

    // Settings > Your data: this month first, in progress.
    await page.goto(settingsPath('your-data'));
    const yourData = page.getByRole('region', { name: text.sectionTitle });
    const month = new Date().toISOString().slice(0, 7);
    const first = yourData.getByRole('list', { name: text.monthsLabel }).getByRole('link').first();
    expect(await first.getAttribute('href')).toBe(statementScreens.month(month));
    expect(await first.textContent()).toContain(text.inProgress);
    await first.click();
    await page.waitForURL((url) => url.pathname === statementScreens.month(month));
    await page.getByTestId('closing-interestBalance').waitFor();

    const api = statementSchema.parse(await getJson(page, statementApiPaths.month(month)));
    expect(api.closing).toMatchObject({ interestBalance: '6.61', totalInvested: '6.61', pendingRoundUps: '0.00' });
    // The member's currency display: dollars written US$ outside the US, points as points.
    expect(await cell(page, 'closing-interestBalance')).toBe('US$6.61');
    expect(await cell(page, 'closing-points')).toBe(`${api.closing.points} points`);
    for (const key of ['points', 'pendingRoundUps', 'sweepsInFlight', 'interestBalance', 'totalInvested'] as const) {
      expect(figure(await cell(page, `opening-${key}`)), key).toBe(Number(api.opening[key]));
      expect(figure(await cell(page, `closing-${key}`)), key).toBe(Number(api.closing[key]));
    }
    expect(await cell(page, 'closing-bitcoin')).toBe(`${api.closing.bitcoin} BTC`);
    for (const key of ['roundUps', 'invested', 'interest', 'fees', 'pointsEarned'] as const)
      expect(figure(await cell(page, `total-${key}`)), key).toBe(Number(api.totals[key]));

    // Every line, in the API's order, with its amount.
    const lines = page.getByTestId('statement-entry');
    expect(await lines.count()).toBe(api.entries.length);
    expect(api.entries.filter((e) => e.kind === 'coin_purchase')).toHaveLength(11);
    for (const [i, e] of api.entries.entries()) {
      const line = lines.nth(i);
      expect(await line.getAttribute('data-kind')).toBe(e.kind);
      if (e.amount !== '0.00')
        expect(figure(await line.getByTestId('entry-amount').textContent())).toBe(Number(e.amount));
    }

    // The same figures as the dashboard's.
    const portfolio = portfolioSchema.parse(await getJson(page, apiPaths.portfolio));
    const stats = statsSchema.parse(await getJson(page, apiPaths.statsFast));
    expect(figure(await cell(page, 'closing-interestBalance'))).toBe(portfolio.holdings.interest.balance);
    expect(figure(await cell(page, 'closing-points'))).toBe(stats.pointsBalance);

    // Print: the button asks the browser; printed, the app's chrome is gone and the sheet fits A4's printable width
    // (182 mm, about 688 px: Letter's is wider), on the paper chosen.
    await page.evaluate(() => {
      Object.assign(window, { printCalls: 0 });
      window.print = () =>
        Object.assign(window, { printCalls: (window as unknown as { printCalls: number }).printCalls + 1 });
    });
    await page.getByRole('button', { name: text.print }).click();
    expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
    expect(await page.getByLabel(text.paper).inputValue()).toBe('a4');
    await page.setViewportSize({ width: 688, height: 1000 });
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: text.print }).isVisible()).toBe(false);
    const sheet = page.locator('[data-statement-sheet]');
    expect(await sheet.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const a4 = await page.pdf({ preferCSSPageSize: true });
    expect(isPaper(a4, 'a4')).toBe(true);
    // Read back: the footnote comes after the last line, drawn over none of them.
    const pages = pdfPages(a4);
    expect(pages.length).toBeGreaterThan(1);
    expect(drawnBelowAll(pages, text.footer)).toEqual({ found: true, clear: true });
    await page.emulateMedia({ media: 'screen' });
    await page.getByLabel(text.paper).selectOption('letter');
    expect(isPaper(await page.pdf({ preferCSSPageSize: true }), 'letter')).toBe(true);
    await page.setViewportSize({ width: 360, height: 800 });

    // The year's tax summary: the interest earned and the Bitcoin (none here) as the API says.
    await page.getByRole('link', { name: text.backToSettings }).click();
    const year = new Date().getUTCFullYear();
    await page
      .getByRole('region', { name: text.sectionTitle })
      .getByRole('link', { name: new RegExp(text.taxSummaryLink(year)) })
      .click();
    await page.waitForURL((url) => url.pathname === statementScreens.tax(year));
    const tax = taxSummarySchema.parse(await getJson(page, statementApiPaths.tax(year)));
    expect(figure(await cell(page, 'tax-interestEarned'))).toBe(Number(tax.interestEarned));
    expect(figure(await cell(page, 'tax-fees'))).toBe(Number(tax.fees));
    expect(await page.getByText(text.noSales).isVisible()).toBe(true);

    // Offline, the statement already seen still reads from the saved cache.
    await page.goBack();
    await page.getByRole('region', { name: text.sectionTitle }).getByRole('link').first().click();
    await page.getByTestId('closing-interestBalance').waitFor();
    await expect
      .poll(async () => ((await savedCaches(page)) ?? []).join('').includes('"statements"'), { timeout: 20_000 })
      .toBe(true);
    const context = page.context();
    await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('closing-interestBalance').waitFor({ timeout: 20_000 });
    expect(await cell(page, 'closing-interestBalance')).toBe('US$6.61');
    expect(figure(await cell(page, 'closing-points'))).toBe(Number(api.closing.points));
    await context.unroute('**/api/**');
    await context.setOffline(false);
    await page.close();
  }, 120_000);
});
