// A visitor's page leaves no request open, so it goes network-idle and the connection can be reused.
// Without the session hint a visitor's page does not ask GET /api/user at all; a members' screen
// does, and reads the signed-out 401's body to its end.
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

/** A visitor's fresh page, with the requests still open and every GET /api/user it made. */
async function visitorPage() {
  const page = await newPage(browser, { width: 360, height: 780 });
  const open = new Set<string>();
  const userCalls: number[] = [];
  page.on('request', (r) => open.add(r.url()));
  page.on('requestfinished', (r) => open.delete(r.url()));
  page.on('requestfailed', (r) => open.delete(r.url()));
  page.on('response', (r) => void (r.url().endsWith('/api/user') && userCalls.push(r.status())));
  return { page, open, userCalls };
}

describe("a visitor's pages", () => {
  it('the landing page goes network-idle with every response finished, and asks no user', async () => {
    const { page, open, userCalls } = await visitorPage();
    await page.goto('/');
    await page.waitForLoadState('networkidle', { timeout: 10_000 });
    expect([...open]).toEqual([]);
    expect(userCalls).toEqual([]);
  });

  it("a members' screen asks, reads the signed-out 401 to its end and goes network-idle on /", async () => {
    const { page, open, userCalls } = await visitorPage();
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForLoadState('networkidle', { timeout: 10_000 });
    expect(userCalls).toEqual([401]);
    expect([...open]).toEqual([]);
  });
});
