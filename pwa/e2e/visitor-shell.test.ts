// A visitor's first page (/, /login, /signup) opens in the small visitor shell, without the router or
// the query client, and stays within 100 KB of gzip JavaScript; the full app comes when it is needed: signing in,
// or a session the page finds without the hint (pwa/app/visitor-app.tsx). Byte counts, not timings.
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '#shared/messages/auth.ts';
import { routes } from '#shared/routes.ts';
import { baseURL, greetingOf, launchBrowser, memberOn, newPage, toastWith, openForm } from './browser.ts';

const FIRST_LOAD_BUDGET = 100 * 1024;
// Each file is a round trip on a phone's HTTP/1.1 connection, and a visitor page preloads its files before the first
// paint: grouped (build/chunk-groups.ts), a visitor page fetched 8 scripts (Rolldown's own cut made it 18 to 27). Its
// language's texts add three (build/language-texts.ts: what they import, and their file with its entry), 11 to 12:
// still two rounds of a browser's six connections, as 8 were.
const FIRST_LOAD_FILES = 12;
const SESSION_HINT_KEY = 'giftorbit:signed-in-user';
const FULL_APP = /\/assets\/full-app-[\w-]+\.js$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh visitor's page (no service worker, so only the page's own requests) and the scripts it fetched. */
async function visitor() {
  const context = await browser.newContext({ baseURL: baseURL(), serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (res) => {
    if (res.url().endsWith('.js') && res.ok() && !scripts.has(res.url())) scripts.set(res.url(), res.body());
  });
  return { page, scripts };
}

async function gzipBytes(scripts: Map<string, Promise<Buffer>>) {
  const bodies = await Promise.all(scripts.values());
  return bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
}

async function signIn(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: auth.signIn, exact: true }).click();
}

describe("a visitor's first page", () => {
  let member: Awaited<ReturnType<typeof memberOn>>;
  beforeAll(async () => {
    const page = await newPage(browser);
    member = await memberOn(page);
    await page.waitForURL((url) => url.pathname === routes.dashboard);
    await page.context().close();
  });

  for (const [path, chunk] of [
    [routes.home, 'landing-page'],
    [routes.login, 'login-page'],
    [routes.signup, 'signup-page'],
  ] as const) {
    it(`${path} loads at most 100 KB of gzip JavaScript in ${FIRST_LOAD_FILES} files, not the full app`, async () => {
      const { page, scripts } = await visitor();
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      // The page's chunk is named in the HTML, so it downloads beside the entry instead of after it.
      expect(await response!.text()).toMatch(new RegExp(`<link rel="modulepreload"[^>]+/assets/${chunk}-`));
      await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
      expect([...scripts.keys()].filter((url) => FULL_APP.test(url))).toEqual([]);
      expect(await gzipBytes(scripts)).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
      expect(scripts.size).toBeLessThanOrEqual(FIRST_LOAD_FILES);
      await page.context().close();
    });
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`sends the landing rendered, and takes it over without a mismatch (${colorScheme})`, async () => {
      const context = await browser.newContext({ baseURL: baseURL(), colorScheme, serviceWorkers: 'block' });
      const page = await context.newPage();
      const errors: string[] = [];
      // workbox-window's own complaint when the test blocks service workers is not the page's.
      const blockedWorker = /reading 'waiting'/;
      page.on('console', (m) => void (m.type() === 'error' && !blockedWorker.test(m.text()) && errors.push(m.text())));
      page.on('pageerror', (e) => void (!blockedWorker.test(e.message) && errors.push(e.message)));
      for (const path of [routes.home, routes.login, routes.signup]) {
        const html = await (await page.request.get(path)).text();
        // The landing is in the HTML itself, before any script; a form is not (sent before React has it, the
        // browser would put the password in the address).
        if (path === routes.home) expect(html).toMatch(/<div id="root">.*<h1[^>]*>Turn every coin purchase into/s);
        else expect(html).toContain('<div id="root"></div>');
        await page.goto(path, { waitUntil: 'networkidle' });
        // Hydrated: the theme button answers, and the words change with the theme.
        const toggle = page.locator('[data-theme-toggle]').first();
        const before = await page.evaluate(() => document.documentElement.classList.contains('dark'));
        expect(before).toBe(colorScheme === 'dark');
        await toggle.click();
        await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(!before);
        const name = !before ? 'Switch to light theme' : 'Switch to dark theme';
        await page.getByRole('button', { name }).first().waitFor();
        await page.evaluate(() => localStorage.clear());
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('follows Sign In from the landing page, signs in and opens the dashboard with the welcome toast', async () => {
    const { page, scripts } = await visitor();
    await page.goto(routes.home);
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === routes.login);
    await signIn(page, member);
    await greetingOf(page, member.name).waitFor();
    expect(new URL(page.url()).pathname).toBe(routes.dashboard);
    await toastWith(page, auth.loginSuccessTitle).waitFor();
    // The full app came with the sign-in, not before.
    expect([...scripts.keys()].some((url) => FULL_APP.test(url))).toBe(true);
    // A reload opens straight in the full app: the session hint is set.
    await page.reload();
    await greetingOf(page, member.name).waitFor();
    await page.context().close();
  });

  it("opens a member's dashboard without the form checker, which comes with a form's first check", async () => {
    const { page } = await visitor();
    await openForm(page, routes.login);
    await signIn(page, member);
    await greetingOf(page, member.name).waitFor();
    // A new tab of the signed-in browser, as a member opening the installed app: what its first screen downloads.
    const scripts = new Map<string, Promise<Buffer>>();
    const tab = await page.context().newPage();
    tab.on('response', (res) => {
      if (res.url().endsWith('.js') && res.ok() && !scripts.has(res.url())) scripts.set(res.url(), res.body());
    });
    await tab.goto(routes.home, { waitUntil: 'networkidle' });
    await greetingOf(tab, member.name).waitFor();
    const bodies = await Promise.all(scripts.values());
    // zod (90 KB of gzip) names its types in strings that minifying keeps.
    expect(bodies.filter((body) => body.includes('"$ZodType"') || body.includes('`$ZodType`'))).toEqual([]);
    await page.context().close();
  });

  it('still opens the dashboard at / and leaves /login for a member whose browser lost the session hint', async () => {
    const { page } = await visitor();
    await openForm(page, routes.login);
    await signIn(page, member);
    await greetingOf(page, member.name).waitFor();
    for (const path of [routes.home, routes.login]) {
      await page.evaluate((key) => localStorage.removeItem(key), SESSION_HINT_KEY);
      await page.goto(path);
      await greetingOf(page, member.name).waitFor();
      expect(new URL(page.url()).pathname).toBe(routes.home);
      expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_HINT_KEY)).not.toBeNull();
    }
    await page.context().close();
  });
});
