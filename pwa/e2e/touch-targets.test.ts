// What a finger taps on a phone is at least 44 x 44 px (WCAG 2.5.5): every button, chip, switch, field and link of
// the landing and of the member's main screens, measured in Chromium as a touch screen at 360 px. A link inside a
// sentence is exempt (WCAG 2.5.8), as is what is not drawn (the skip link until it has the focus).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, routes } from '#shared/routes.ts';
import { launchBrowser, memberOn, newPage, newUser } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The controls of the page smaller than 44 x 44 px, as 'path: WxH tag "name"'. */
const tooSmall = (page: Page, path: string) =>
  page.evaluate((path) => {
    const controls = 'a[href], button, input:not([type=hidden]):not([type=radio]), select, textarea, summary, label';
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(controls)) {
      // A label is a control when it holds the radio it stands for (the chips).
      if (el.tagName === 'LABEL' && !el.querySelector('input[type=radio]')) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') {
        const block = el.parentElement?.closest('p, li, div, span, td');
        if ((block?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length) continue;
      }
      if (box.width < 44 || box.height < 44) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        found.push(`${path}: ${Math.round(box.width)}x${Math.round(box.height)} ${el.tagName.toLowerCase()} "${name}"`);
      }
    }
    return found;
  }, path);

describe('touch targets', () => {
  it('are at least 44 x 44 px on the landing and on every main screen of a member with a bank', async () => {
    const page = await newPage(browser, { width: 360, height: 740, touch: true });
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    await page.goto(routes.home);
    await page.locator('h1').first().waitFor();
    const small = await tooSmall(page, routes.home);

    await memberOn(page, newUser(), 'Mexico');
    const origin = new URL(page.url()).origin;
    const linked = await page.request.post(apiPaths.belvoCreateLink, {
      headers: { origin },
      data: { institution: 'erebor_mx_retail', username: 'bnk100', password: 'full' },
    });
    expect(linked.status()).toBe(200);
    for (const path of [
      routes.dashboard,
      routes.transactions,
      routes.settings,
      routes.notifications,
      routes.payouts,
      routes.help,
    ]) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      // The list's chips are measured too: they come with the bank's rows.
      if (path === routes.transactions) await page.getByRole('radio').first().waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      small.push(...(await tooSmall(page, path)));
    }
    expect(small).toEqual([]);
  });
});
