// The dashboard keeps still while its cards load (Lighthouse once measured a layout shift of 0.26 on a
// phone). Every API answer but the user's is held back for a moment so the loading state paints first; the
// layout shifts Chromium reports until everything has loaded must add up to almost nothing.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '#shared/messages/auth.ts';
import { dashboard } from '#shared/messages/screens.ts';
import { routes } from '#shared/routes.ts';
import { greetingOf, launchBrowser, memberOn, newPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Lighthouse's "good" is under 0.1; a phone's page should come close to none. */
const MOST_SHIFT = 0.02;

/** The layout shifts Chromium recorded on the page so far, added up. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

describe('the dashboard while it loads', () => {
  for (const [width, height] of [
    [412, 823],
    [360, 780],
  ]) {
    it(`does not move what is on a ${width} px screen when the data arrives`, async () => {
      const page = await newPage(browser, { width, height, serviceWorkers: 'block' });
      const user = await memberOn(page);
      await page.waitForURL((u) => !u.pathname.startsWith('/signup'));
      await page.route('**/api/**', async (route) => {
        if (!route.request().url().endsWith('/api/user')) await new Promise((r) => setTimeout(r, 1_500));
        await route.continue();
      });
      await page.goto('/dashboard');
      await greetingOf(page, user.name).waitFor();
      // Every skeleton gone: the cards' (role status) and the numbers'.
      await page
        .locator(`[aria-label="${dashboard.loading}"], [aria-label="Loading"]`)
        .first()
        .waitFor({ state: 'detached', timeout: 15_000 });
      expect(await layoutShift(page)).toBeLessThan(MOST_SHIFT);
      await page.context().close();
    });
  }
});

// The visitor shell shows the header and footer with the page, never before it: a frame painted first and then
// pushed apart by the page's content was a shift of 0.34 on Lighthouse's phone.
describe("a visitor's first page while its scripts load", () => {
  for (const [path, ready] of [
    [routes.home, 'Get Started'],
    [routes.login, auth.signIn],
  ] as const) {
    it(`does not move ${path} when the page's own script arrives late`, async () => {
      const page = await newPage(browser, { width: 412, height: 823, serviceWorkers: 'block' });
      let scripts = 0;
      await page.route('**/*.js', async (route) => {
        // The entry comes at once; every script after it (the page's chunk among them) a moment later.
        if (scripts++ > 0) await new Promise((r) => setTimeout(r, 800));
        await route.continue();
      });
      await page.goto(path);
      await page
        .getByRole(path === routes.home ? 'link' : 'button', { name: ready })
        .first()
        .waitFor();
      expect(await layoutShift(page)).toBeLessThan(MOST_SHIFT);
      await page.context().close();
    });
  }
});
