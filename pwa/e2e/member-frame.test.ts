// A member's dashboard arrives drawn by the server (issue 11, shared/member-frame.ts): their header and greeting
// paint before any script has run, and the app then takes that very page over (no second drawing of it, no
// error), the cards below the numbers in idle moments of their own, each loading its data and working.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_USER_ID, initials } from '#shared/member-frame.ts';
import { referralsText } from '#shared/messages/money.ts';
import { dashboard } from '#shared/messages/screens.ts';
import { apiPaths, routes } from '#shared/routes.ts';
import { launchBrowser, newPage, newUser, signUp } from './browser.ts';
import { savedCaches } from './browser-storage.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A member signed up in their own browser, and that browser's session cookie. */
async function member() {
  const page = await newPage(browser, { width: 412, height: 823 });
  const user = await signUp(page);
  await page.getByRole('heading', { name: dashboard.greeting(user.name) }).waitFor();
  return { page, user, cookies: await page.context().cookies() };
}

/** Every console error and uncaught exception on the page, from now on. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The app's worker registered, then gone: the next navigation reaches the server, which draws the page. */
async function withoutServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.getRegistrations().then((all) => all.length > 0));
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
  });
}

/** The last part taken over (Invite Friends) shows the member's code once it has loaded it. */
async function referralCodeShows(page: Page) {
  const { referralCode } = (await (await page.request.get('/api/user')).json()) as { referralCode: string };
  const referrals = page.getByRole('region', { name: referralsText.title });
  await referrals.getByText(referralCode, { exact: true }).first().waitFor({ timeout: 15_000 });
}

describe("a member's dashboard on a fresh load", () => {
  it('is drawn by the server: the greeting and the account button show with scripts off', async () => {
    const { page, user, cookies } = await member();
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
    await noScript.addCookies(cookies);
    const drawn = await noScript.newPage();
    const res = await drawn.goto(new URL(routes.dashboard, page.url()).href);
    expect(res?.headers()['cache-control']).toBe('no-store');
    await drawn.getByRole('heading', { name: dashboard.greeting(user.name) }).waitFor();
    await drawn
      .getByRole('button', { name: `Account menu for ${user.name}` })
      .getByText(initials(user.name))
      .waitFor();
    expect(await drawn.locator(`#${FRAME_USER_ID}`).count()).toBe(1);
    await noScript.close();
    await page.context().close();
  });

  it('is taken over in place on a new device, without an error, and every card loads and works', async () => {
    const { page: signedUpOn, user, cookies } = await member();
    // A browser that has never seen the app: the session cookie only, nothing saved, no service worker yet.
    const context = await browser.newContext({ baseURL: signedUpOn.url(), viewport: { width: 412, height: 823 } });
    await context.addCookies(cookies);
    const page = await context.newPage();
    const errors = collectErrors(page);
    // Held back, so the page the server drew is on screen before the app has anything to change in it.
    await page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto(routes.dashboard, { waitUntil: 'commit' });
    const greeting = page.getByRole('heading', { name: dashboard.greeting(user.name) });
    await greeting.waitFor();
    await greeting.evaluate((h1) => ((window as unknown as { drawnGreeting: Element }).drawnGreeting = h1));
    await referralCodeShows(page);
    expect(errors).toEqual([]);
    // The same element: React took the server's page over instead of drawing a new one.
    const same = await greeting.evaluate(
      (h1) => (window as unknown as { drawnGreeting: Element }).drawnGreeting === h1,
    );
    expect(same).toBe(true);
    // And it is the app's now: the account menu opens, with the member's email.
    await page.getByRole('button', { name: `Account menu for ${user.name}` }).click();
    await page.getByText(user.email).waitFor();
    await context.close();
    await signedUpOn.context().close();
  });

  it("is drawn afresh, without an error, over a browser that saved the member's data", async () => {
    const { page, user } = await member();
    // The same browser (the session hint, the saved cache with numbers in it), without the worker that would
    // answer from its cache.
    await expect.poll(async () => ((await savedCaches(page)) ?? []).join(''), { timeout: 15_000 }).toContain('"stats"');
    await withoutServiceWorker(page);
    const errors = collectErrors(page);
    const res = await page.goto(routes.dashboard);
    expect(res?.headers()['cache-control']).toBe('no-store');
    await page.getByRole('heading', { name: dashboard.greeting(user.name) }).waitFor();
    await referralCodeShows(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
  it("on a phone another member used, drops that member's saved data and shows this one's", async () => {
    const { page, user: first } = await member();
    await expect
      .poll(async () => ((await savedCaches(page)) ?? []).join(''), { timeout: 15_000 })
      .toContain(first.email);
    await withoutServiceWorker(page);
    // The second member signs up on the same phone (their session cookie replaces the first one's).
    const second = newUser();
    const origin = new URL(page.url()).origin;
    const signup = await page.request.post(apiPaths.signup, {
      headers: { origin },
      data: { ...second, userType: 'gifter', country: 'USA' },
    });
    expect(signup.status()).toBe(201);
    const errors = collectErrors(page);
    await page.goto(routes.dashboard);
    await page.getByRole('heading', { name: dashboard.greeting(second.name) }).waitFor();
    await referralCodeShows(page);
    expect(errors).toEqual([]);
    expect(((await savedCaches(page)) ?? []).join('')).not.toContain(first.email);
    await page.context().close();
  });
});
