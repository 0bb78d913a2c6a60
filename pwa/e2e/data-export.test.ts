// The browser test for 'Download my data': a member in Mexico with coin purchases in pesos opens Settings >
// Your data, asks for the archive, watches it being prepared, is notified, and downloads it. The test opens the zip
// (fflate), parses its CSVs with papaparse as a spreadsheet would, and checks them against the API: the transaction
// list's totals and the dashboard's points and spend, to the cent; the pesos kept beside the dollars.
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExportText as text } from '#shared/messages/data-export.ts';
import { apiPaths, settingsPath } from '#shared/routes.ts';
import { dataExportApiPaths } from '#shared/routes-data-export.ts';
import { dataExportsResponseSchema } from '#shared/schemas/data-export.ts';
import { notificationsResponseSchema } from '#shared/schemas/notifications.ts';
import { statsSchema } from '#shared/schemas/stats.ts';
import { transactionsResponseSchema } from '#shared/schemas/transactions.ts';
import { belvoCoinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { launchBrowser, memberOn, newPage } from './browser.ts';
import { outsideWriteSeen, playBankSync } from './server-database.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Peso amounts of the member's coin purchases; one description with a comma and quotes, as banks write them. */
const PESOS = ['179.00', '349.50', '89.99', '1299.00', '45.10'];

/** Plays a bank sync into the running server's database: the coin purchases above, in pesos, from Belvo. */
async function syncPurchases(email: string) {
  return playBankSync(email, (id) =>
    PESOS.map((amount, i) =>
      belvoCoinPurchase('MXN', amount, {
        id: `export-e2e-${id}-${i}`,
        date: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
        ...(i === 0 ? { description: 'COMPRA TIKTOK MONEDAS, "CDMX"' } : {}),
      }),
    ),
  );
}

const getJson = async (page: Page, path: string) => (await page.request.get(path)).json() as Promise<unknown>;

/** A CSV file of the archive as a spreadsheet reads it: UTF-8 after its byte order mark, a header row. */
function readCsv(bytes: Uint8Array | undefined) {
  expect(bytes, 'CSV file').toBeDefined();
  expect([...bytes!.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const parsed = Papa.parse<Record<string, string>>(Buffer.from(bytes!.subarray(3)).toString('utf8'), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}
/** Decimal strings summed exactly, in hundredths. */
const hundredths = (values: (string | number)[]) => values.reduce<number>((s, v) => s + Math.round(Number(v) * 100), 0);

describe('Download my data, in the browser', () => {
  it('prepares the archive, notifies, downloads it; its CSVs add up to what the API says', async () => {
    const page = await newPage(browser, { width: 360, height: 800 });
    const user = await memberOn(page, undefined, 'Mexico');
    const synced = await syncPurchases(user.email);
    expect(synced).toBeTruthy();
    await outsideWriteSeen();

    await page.goto(settingsPath('your-data'));
    const section = page.getByTestId('data-export');
    await section.getByRole('heading', { name: text.title }).waitFor();
    await section.getByRole('button', { name: text.start, exact: true }).click();
    // Being prepared (the bar, or already the link on a fast machine), then ready: the link and until when.
    const link = section.getByRole('link', { name: text.download });
    await expect
      .poll(async () => (await section.getByRole('progressbar').count()) + (await link.count()), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await link.waitFor({ timeout: 30_000 });
    await section.getByText(/The link works until/).waitFor();
    // No second archive is offered while one is building; once ready, a new one may be made.
    await section.getByRole('button', { name: text.again }).waitFor();

    const notices = notificationsResponseSchema.parse(await getJson(page, apiPaths.notifications)).notifications;
    expect(notices.find((n) => n.title === text.readyTitle)).toBeTruthy();

    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^giftorbit-data-\d{4}-\d\d-\d\d\.zip$/);
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const names = Object.keys(files);
    for (const name of ['account', 'bank-links', 'transactions', 'ledger', 'points', 'payouts', 'notifications'])
      expect(names).toContain(`${name}.json`);
    for (const name of ['follows', 'tickets', 'push-devices', 'sessions']) expect(names).toContain(`${name}.json`);
    const account = JSON.parse(Buffer.from(files['account.json']!).toString('utf8'));
    expect(account).toMatchObject({ email: user.email, username: user.username });
    expect(JSON.stringify(account)).not.toMatch(/argon2|totp|password"/i);

    // The transactions: every row the list shows, in pesos and in dollars, adding up to its totals.
    const rows = readCsv(files['transactions.csv']);
    const listed = rows.filter((r) => r.status !== 'replaced' && r.status !== 'removed');
    const summary = transactionsResponseSchema.parse(await getJson(page, apiPaths.transactions)).summary;
    expect(listed.length).toBe(summary.count);
    expect(listed.length).toBe(PESOS.length);
    expect(hundredths(listed.map((r) => r.round_up_usd!))).toBe(hundredths([summary.roundUps]));
    expect(hundredths(listed.map((r) => r.points_earned!))).toBe(hundredths([summary.pointsEarned]));
    const coins = listed.filter((r) => r.status === 'posted' && r.type === 'debit');
    expect(hundredths(coins.map((r) => r.amount_usd!))).toBe(hundredths([summary.tiktokSpend]));
    expect(rows.map((r) => r.original_currency)).toEqual(PESOS.map(() => 'MXN'));
    expect(rows.map((r) => r.original_amount).sort()).toEqual([...PESOS].sort());
    expect(rows.some((r) => r.description === 'COMPRA TIKTOK MONEDAS, "CDMX"')).toBe(true);
    for (const r of rows) {
      expect(r.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(r.amount_usd).toMatch(/^\d+\.\d\d$/);
    }

    // The ledger: its accounts sum to the dashboard's numbers.
    const ledger = readCsv(files['ledger.csv']);
    const stats = statsSchema.parse(await getJson(page, apiPaths.statsFast));
    const balance = (account: string) => hundredths(ledger.filter((e) => e.account === account).map((e) => e.amount!));
    expect(balance('coin_spend')).toBe(hundredths([stats.totalTikTokSpending]));
    expect(balance('points')).toBe(hundredths([stats.pointsBalance]));
    expect(balance('points_earned')).toBe(hundredths([stats.totalPointsEarned]));
    expect(balance('coin_spend')).toBeGreaterThan(0);

    // The link is the member's: another member's browser gets a 404 for it.
    const ready = dataExportsResponseSchema.parse(await getJson(page, dataExportApiPaths.list)).exports[0]!;
    const stranger = await newPage(browser);
    await memberOn(stranger);
    expect((await stranger.request.get(ready.downloadUrl!)).status()).toBe(404);
    expect((await page.request.get(ready.downloadUrl!)).status()).toBe(200);
    await stranger.close();
    await page.close();
  }, 120_000);
});
