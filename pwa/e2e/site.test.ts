import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CYCLE_MS } from '#shared/constants.ts';
import { notFound } from '#shared/messages/not-found.ts';
import { HOME_TITLE, notFoundTitle, pageTitles } from '#shared/messages/page-titles.ts';
import { landing } from '#shared/messages/landing.ts';
import { demoCard, landingSecurity } from '#shared/messages/landing-page.ts';
import { routes } from '#shared/routes.ts';
import { seriousViolations, SWEEP_TIMEOUT_MS } from './accessibility.ts';
import { launchBrowser, newPage, signUp } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const publicPages = [
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

describe('the public site', () => {
  it('shows the 404 page for an unknown path: what happened in plain words, and the ways home and on', async () => {
    const page = await newPage(browser);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: notFound.title }).waitFor();
    await page.getByText(notFound.body).waitFor();
    expect(await page.getByText(/router/i).count()).toBe(0);
    expect(await page.title()).toBe(notFoundTitle);
    // A visitor's way on is signing in; a member's, the dashboard.
    await page.getByRole('link', { name: notFound.signIn, exact: true }).click();
    await page.waitForURL((url) => url.pathname === routes.login);
    await page.goto('/no/such/page');
    await page.getByRole('link', { name: notFound.home }).click();
    await page.waitForURL((url) => url.pathname === routes.home);
    await signUp(page);
    await page.waitForURL((url) => url.pathname === routes.dashboard);
    await page.goto('/no/such/page');
    await page.getByRole('link', { name: notFound.dashboard }).click();
    await page.waitForURL((url) => url.pathname === routes.dashboard);
    await page.context().close();
  });

  it('claims on the landing only what is true: the $5 and $25 minimums, no invented rating or figures', async () => {
    const page = await newPage(browser);
    await page.goto(routes.home);
    await page.getByText(landing.minimums).waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(/no minimum/i);
    for (const invented of ['4.8/5', '50k+', '$2.5M+', '$150K+'])
      expect(text.toLowerCase()).not.toContain(invented.toLowerCase());
    // No audit the product has not had; insurance named with who gives it and what it covers; round-ups set aside.
    expect(text).not.toContain('SOC 2');
    expect(text).not.toMatch(/FDIC Insured/);
    expect(text).toContain(landingSecurity.fdic.body);
    expect(text).toContain(demoCard.invested);
    await page.context().close();
  });

  it('gives every page its own title, as the tab and the history show it, from the first paint', async () => {
    const page = await newPage(browser);
    const seen = new Map<string, string>();
    for (const path of publicPages.filter((p) => p !== '/no/such/page')) {
      // The title the server sent, before any script ran, where the page has its own HTML.
      const sent = await (await page.request.get(path)).text();
      await page.goto(path);
      await expect.poll(() => page.title()).toBe(pageTitles[path]);
      if (([routes.home, routes.login, routes.signup] as string[]).includes(path))
        expect(sent).toContain(`<title>${pageTitles[path]}`);
      seen.set(path, await page.title());
    }
    expect(new Set(seen.values()).size).toBe(seen.size);
    expect(seen.get(routes.home)).toBe(HOME_TITLE);

    // A member's screens: moving between them by the app's links changes the title too.
    await signUp(page);
    await page.waitForURL((url) => url.pathname === routes.dashboard);
    // A member's home is their dashboard, and its tab says so.
    await expect.poll(() => page.title()).toBe(pageTitles[routes.dashboard]);
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const [link, path] of [
      ['Transactions', routes.transactions],
      ['Dashboard', routes.dashboard],
    ] as const) {
      await main.getByRole('link', { name: link }).click();
      await expect.poll(() => page.title()).toBe(pageTitles[path]);
    }
    // The drawn dashboard comes with its title.
    expect(await (await page.request.get(routes.dashboard)).text()).toContain(`<title>${pageTitles[routes.dashboard]}`);
    await page.context().close();
  });

  it('keeps the chosen theme across a reload', async () => {
    const page = await newPage(browser, { colorScheme: 'light' });
    await page.goto('/about');
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);
    await page.locator('[data-theme-toggle]').first().click();
    expect(await isDark()).toBe(true);
    await page.reload();
    await page.locator('[data-theme-toggle]').first().waitFor();
    expect(await isDark()).toBe(true);
    await page.close();
  });

  it('follows the system theme when nothing is saved', async () => {
    const page = await newPage(browser, { colorScheme: 'dark' });
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.close();
  });

  it('cycles the demo card to the next sample every 3 seconds', async () => {
    const page = await newPage(browser);
    await page.goto('/');
    const card = page.getByTestId('demo-card');
    await card.waitFor();
    const first = await card.getAttribute('data-sample-index');
    const firstText = await card.textContent();
    await page.waitForFunction(
      (start) => document.querySelector('[data-testid=demo-card]')?.getAttribute('data-sample-index') !== start,
      first,
      { timeout: DEMO_CYCLE_MS * 2 },
    );
    expect(Number(await card.getAttribute('data-sample-index'))).toBe((Number(first) + 1) % 10);
    await page.waitForTimeout(400); // past the 300 ms fade
    expect(await card.textContent()).not.toBe(firstText);
    await page.close();
  });

  it('fits every public page into 360 px without sideways scrolling', async () => {
    const page = await newPage(browser, { width: 360, height: 740 });
    for (const path of publicPages) {
      await page.goto(path);
      await page.locator('main').waitFor();
      await page.locator('h1').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
    }
    await page.close();
  });

  // The two themes side by side (two pages of the one browser): axe's analysis is most of this file's time.
  it.concurrent.each(['light', 'dark'] as const)(
    'has no serious or critical accessibility violations (%s)',
    async (colorScheme) => {
      const page = await newPage(browser, { colorScheme });
      for (const [n, path] of publicPages.entries()) {
        await page.goto(path);
        await page.locator('main').waitFor();
        await page.locator('h1').first().waitFor();
        // The frame (header, footer) on the first page; each page's own content on every page.
        const scope = n === 0 ? 'page' : 'main';
        expect(await seriousViolations(page, `${path} (${colorScheme})`, colorScheme, scope)).toEqual([]);
      }
      await page.close();
    },
    // A sweep of every page with axe: measured 35-50 s beside another browser file on the 2 cores.
    SWEEP_TIMEOUT_MS,
  );
});
