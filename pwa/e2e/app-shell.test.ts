// The app shell: installable, offline once installed, its security headers, and the member's screens under the same
// strict CSP. Apart from the public site's file so the two run side by side.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '#shared/routes.ts';
import { seriousViolations, SWEEP_TIMEOUT_MS } from './accessibility.ts';
import { baseURL, launchBrowser, newPage, newUser, signUp } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
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
      const paths = ['/', '/settings', '/transactions', '/payouts', '/notifications', '/security', '/help'];
      for (const [n, path] of paths.entries()) {
        await page.goto(path);
        await page.locator('h1').first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        // The frame (header, tab bar, footer) on the first page; each page's own content on every page.
        const scope = n === 0 ? 'page' : 'main';
        expect(await seriousViolations(page, `${path} (${colorScheme})`, colorScheme, scope)).toEqual([]);
      }
      expect(cspErrors).toEqual([]);
      await page.close();
    },
    // A sweep of every page with axe: measured 35-50 s beside another browser file on the 2 cores.
    SWEEP_TIMEOUT_MS,
  );
});
