// `npm run screenshots -- http://localhost:3000 MAILBOX`: every screen at 360 and 1280 px, light and dark, into
// ./screenshots. MAILBOX: the mail sandbox's address the server printed at start, with its key (the members it makes
// are confirmed by their link).
// With DATA_DIR set to the server's, each member first gets 90 days of generated bank history (and a test
// card, so round-ups are invested), so the money screens are seen with numbers in them. LOCALES=es-419,pt-BR takes
// them in those languages too (the browser's and the member's), into files named with the language; WIDTHS=360 at
// one width.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { OUTSIDE_WRITES_SEEN_MS } from '#db/generation.ts';
import { openDatabase } from '#db/index.ts';
import { createPaymentProviders } from '#api/providers/payments/index.ts';
import { sandboxPriceProvider } from '#api/providers/prices/sandbox.ts';
import { sandboxRateProvider } from '#api/providers/rates/sandbox.ts';
import { ingestBatch } from '#api/services/money/engine.ts';
import { generateProviderTransactions } from '#api/providers/banks/sandbox/generate-history.ts';
import { accountApiPaths, accountScreens } from '#shared/routes-account.ts';
import { apiPaths } from '#shared/routes.ts';
import { statementScreens } from '#shared/routes-statements.ts';
import { chromium, type Page } from 'playwright-core';
import { isLocale } from '#shared/i18n/locales.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

const base = process.argv[2] ?? 'http://localhost:3000';
/** The mail sandbox's mailbox, with its key, as the server printed it at start ('Mail sandbox (no SMTP_URL): ...'). */
const mailbox = process.argv[3] ?? process.env.MAILBOX_URL ?? '';
if (!mailbox)
  throw new Error('Give the mailbox address the server printed at start: npm run screenshots -- URL MAILBOX');
const out = 'screenshots';
const publicPaths = [
  '/',
  '/about',
  '/ambassadors',
  '/security',
  '/privacy',
  '/terms',
  '/contact',
  '/help',
  '/login',
  '/signup',
  '/no/such/page',
];
const memberPaths = ['/', '/settings', '/transactions', '/payouts', '/notifications', '/security', '/help'];
// This month's statement and this year's tax summary.
memberPaths.push(
  statementScreens.month(new Date().toISOString().slice(0, 7)),
  statementScreens.tax(new Date().getUTCFullYear()),
);
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--headless', ...CHROMIUM_FLAGS],
});
const locales = (process.env.LOCALES ?? 'en-US').split(',').filter(isLocale);
const widths = (process.env.WIDTHS ?? '360,1280').split(',').map(Number);
for (const [locale, width, colorScheme] of locales.flatMap((l) =>
  widths.flatMap((w) => (['light', 'dark'] as const).map((c) => [l, w, c] as const)),
)) {
  const name = (p: string) =>
    `${p === '/' ? 'home' : p.slice(1).replaceAll('/', '-')}${locale === 'en-US' ? '' : `-${locale}`}`;
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: 800 }, colorScheme, locale });
  const page = await context.newPage();
  for (const path of publicPaths) await shoot(page, path, `public-${name(path)}-${width}-${colorScheme}`);
  const n = `${width}${colorScheme}${Date.now().toString(36)}`;
  const res = await page.request.post(`${base}/api/auth/signup`, {
    data: {
      name: 'Nova Star',
      username: `nova_${n}`,
      email: `nova_${n}@example.com`,
      country: 'USA',
      locale,
      userType: 'creator',
      password: 'Orbit-Rocket9',
    },
    headers: { origin: base },
  });
  if (!res.ok()) throw new Error(`signup failed: ${res.status()} ${await res.text()}`);
  // Signed in by the confirmation link, read from the mail sandbox's mailbox (its address is printed at start).
  const inbox = await (await fetch(`${mailbox}&to=${encodeURIComponent(`nova_${n}@example.com`)}`)).text();
  const token = new RegExp(`${accountScreens.verifyEmail}#([A-Za-z0-9_-]+)`).exec(inbox)?.[1];
  const verified = await page.request.post(`${base}${accountApiPaths.verifyEmail}`, {
    data: { token },
    headers: { origin: base },
  });
  if (!verified.ok()) throw new Error(`confirmation failed: ${verified.status()} ${await verified.text()}`);
  const me = (await (await page.request.get(`${base}${apiPaths.user}`)).json()) as { id: number };
  if (process.env.DATA_DIR) await playBankHistory(process.env.DATA_DIR, me.id);
  for (const path of memberPaths) await shoot(page, path, `member-${name(path)}-${width}-${colorScheme}`);
  await context.close();
}
await browser.close();
console.log(`Screenshots in ./${out}`);

/** `path` once its heading shows, into ./screenshots/`file`.png. */
async function shoot(page: Page, path: string, file: string) {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${file}.png`, fullPage: process.env.FULL_PAGE === '1' });
}

async function playBankHistory(dataDir: string, userId: number) {
  const { sqlite } = openDatabase(join(dataDir, 'giftorbit.sqlite'));
  sqlite.prepare("UPDATE users SET stripe_payment_method_id = 'pm_card_visa' WHERE id = ?").run(userId);
  const rows = generateProviderTransactions({
    seed: userId,
    start: Date.now() - 90 * 86_400_000,
    days: 90,
    coinShare: 0.4,
  });
  const money = {
    sqlite,
    now: Date.now,
    providers: { prices: sandboxPriceProvider, rates: sandboxRateProvider, ...createPaymentProviders({}) },
  };
  for (let i = 0; i < rows.length; i += 50) await ingestBatch(money, userId, rows.slice(i, i + 50));
  sqlite.close();
  // The server sees a write from outside it within OUTSIDE_WRITES_SEEN_MS (db/generation.ts).
  await new Promise((resolve) => setTimeout(resolve, OUTSIDE_WRITES_SEEN_MS + 50));
}
