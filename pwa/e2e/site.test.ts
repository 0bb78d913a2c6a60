import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CYCLE_MS } from '#shared/constants.ts';
import { notFound } from '#shared/messages/not-found.ts';
import { HOME_TITLE, notFoundTitle, pageTitles } from '#shared/messages/page-titles.ts';
import { landing } from '#shared/messages/landing.ts';
import { routes } from '#shared/routes.ts';
import { baseURL, launchBrowser, newPage, newUser, signUp } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Axe's serious and critical findings on the page as it is, one line each. */
async function seriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

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
      for (const path of publicPages) {
        await page.goto(path);
        await page.locator('main').waitFor();
        await page.locator('h1').first().waitFor();
        expect(await seriousViolations(page, `${path} (${colorScheme})`)).toEqual([]);
      }
      await page.close();
    },
  );
});

describe('the app shell', () => {
  it('is an installable PWA: manifest with icons, a service worker in control', async () => {
    const manifest = await (await fetch(`${baseURL()}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ short_name: 'GiftOrbit', display: 'standalone', start_url: '/' });
    const sizes = manifest.icons.map(
      (i: { sizes: string; purpose?: string }) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`,
    );
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable']));
    for (const icon of manifest.icons)
      expect((await fetch(`${baseURL()}${icon.src}`)).headers.get('content-type')).toBe('image/png');
    // Shortcuts to the two daily screens, and one screenshot per form factor for the richer install dialog.
    type Shortcut = { name: string; url: string };
    expect(manifest.shortcuts.map((s: Shortcut) => [s.name, s.url])).toEqual([
      ['Transactions', routes.transactions],
      ['Dashboard', routes.dashboard],
    ]);
    type Shot = { src: string; sizes: string; form_factor: string };
    expect(manifest.screenshots.map((s: Shot) => s.form_factor)).toEqual(['narrow', 'wide']);
    for (const shot of manifest.screenshots as Shot[]) {
      const png = Buffer.from(await (await fetch(`${baseURL()}${shot.src}`)).arrayBuffer());
      // A PNG's own width and height (IHDR) are what the manifest says.
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(shot.sizes);
    }
    expect(await (await fetch(`${baseURL()}/robots.txt`)).text()).toContain('User-agent');

    const page = await newPage(browser);
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.close();
  });

  it('serves the app shell offline once installed', async () => {
    const page = await newPage(browser);
    await page.goto('/about');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.context().setOffline(true);
    await page.goto('/privacy');
    await page.locator('main').waitFor();
    await page.context().setOffline(false);
    await page.close();
  });

  it('answers every page with the security headers', async () => {
    const res = await fetch(`${baseURL()}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.concurrent.each(['light', 'dark'] as const)(
    'works for a signed-in member under the same strict CSP, accessible and 360 px wide (%s)',
    async (colorScheme) => {
      const page = await newPage(browser, { width: 360, height: 740, colorScheme });
      const cspErrors: string[] = [];
      page.on(
        'console',
        (m) => m.type() === 'error' && /Content Security Policy/i.test(m.text()) && cspErrors.push(m.text()),
      );
      // Long, unbreakable name and email: they must wrap, not widen the page.
      const user = newUser();
      await signUp(page, {
        ...user,
        name: `Maximiliana Esperanza ${user.name}`,
        email: `maximiliana.esperanza.${user.email}`,
      });
      await page.waitForURL((url) => url.pathname === '/dashboard');
      for (const path of ['/', '/settings', '/transactions', '/payouts', '/notifications', '/security', '/help']) {
        await page.goto(path);
        await page.locator('h1').first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page, `${path} (${colorScheme})`)).toEqual([]);
      }
      expect(cspErrors).toEqual([]);
      await page.close();
    },
  );
});
