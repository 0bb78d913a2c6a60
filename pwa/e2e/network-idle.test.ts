// Issue 11: a visitor's landing page leaves no request open (the signed-out GET /api/user's body is read), so it
// goes network-idle and the connection can be reused.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("a visitor's landing page", () => {
  it('goes network-idle with every response finished, the signed-out user call included', async () => {
    const page = await newPage(browser, { width: 360, height: 780 });
    const open = new Set<string>();
    page.on('request', (r) => open.add(r.url()));
    page.on('requestfinished', (r) => open.delete(r.url()));
    page.on('requestfailed', (r) => open.delete(r.url()));
    const user = page.waitForResponse((r) => r.url().endsWith('/api/user'));
    await page.goto('/');
    expect((await user).status()).toBe(401);
    await page.waitForLoadState('networkidle', { timeout: 10_000 });
    expect([...open]).toEqual([]);
  });
});
