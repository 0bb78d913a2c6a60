// A member's dashboard arrives drawn by the server with their data (shared/member-frame.ts): header,
// greeting and cards paint before any script has run, and the app then takes that very page over from the same
// data (no second drawing of it, no request for what the page came with, no error), and works.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAWN_SCREEN_ID, initials } from '#shared/member-frame.ts';
import { referralsText } from '#shared/messages/money.ts';
import { apiPaths, routes } from '#shared/routes.ts';
import { accountApiPaths } from '#shared/routes-account.ts';
import { greetingOf, launchBrowser, memberOn, newPage, newUser } from './browser.ts';
import { savedCaches } from './browser-storage.ts';
import { confirmationToken } from './mail.ts';

/**
 * Scripts a drawn dashboard fetches to be taken over: each is a round trip on a phone's HTTP/1.1 connection. The
 * member's language adds four (build/language-texts.ts: what the texts import, the visitor's and the member app's
 * texts, each with its entry): 24, four rounds of a browser's six connections.
 */
const MEMBER_START_FILES = 24;

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
  const user = await memberOn(page);
  await greetingOf(page, user.name).waitFor();
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

/** Invite Friends shows the member's own code (their data, drawn by the server or loaded by the app). */
async function referralCodeShows(page: Page, referralCode?: string) {
  const code =
    referralCode ?? ((await (await page.request.get(apiPaths.user)).json()) as { referralCode: string }).referralCode;
  const referrals = page.getByRole('region', { name: referralsText.title });
  await referrals.getByText(code, { exact: true }).first().waitFor({ timeout: 15_000 });
}

/** The greeting now, marked: `stillTheSame` then says whether the app kept that very element. */
async function markGreeting(page: Page, name: string) {
  const greeting = greetingOf(page, name);
  await greeting.waitFor();
  await greeting.evaluate((h1) => ((window as unknown as { drawnGreeting: Element }).drawnGreeting = h1));
  return {
    stillTheSame: () =>
      greeting.evaluate((h1) => (window as unknown as { drawnGreeting: Element }).drawnGreeting === h1),
  };
}

describe("a member's dashboard on a fresh load", () => {
  it('is drawn by the server with their data: greeting, account button and their code with scripts off', async () => {
    const { page, user, cookies } = await member();
    const { referralCode } = (await (await page.request.get(apiPaths.user)).json()) as { referralCode: string };
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
    await noScript.addCookies(cookies);
    const drawn = await noScript.newPage();
    const res = await drawn.goto(new URL(routes.dashboard, page.url()).href);
    expect(res?.headers()['cache-control']).toBe('no-store');
    // The page's own policy, not the API's (the data was fetched from the API as the page was drawn).
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
    await greetingOf(drawn, user.name).waitFor();
    await drawn
      .getByRole('button', { name: `Account menu for ${user.name}` })
      .getByText(initials(user.name))
      .waitFor();
    await referralCodeShows(drawn, referralCode);
    // Nothing the policy refuses: no style attribute, no script but the data block.
    const html = (await res?.text()) ?? '';
    expect(html).not.toMatch(/<[^>]+\sstyle=/);
    expect(html.match(/<script[^>]*>/g)?.filter((tag) => !/\ssrc=/.test(tag))).toEqual([
      `<script type="application/json" id="${DRAWN_SCREEN_ID}">`,
    ]);
    await noScript.close();
    await page.context().close();
  });

  it('is taken over in place on a new device, from the data it came with, without an error, and works', async () => {
    const { page: signedUpOn, user, cookies } = await member();
    // A browser that has never seen the app: the session cookie only, nothing saved, no service worker yet.
    const context = await browser.newContext({ baseURL: signedUpOn.url(), viewport: { width: 412, height: 823 } });
    await context.addCookies(cookies);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const asked: string[] = [];
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request.url());
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    await page.goto(routes.dashboard, { waitUntil: 'commit' });
    const greeting = await markGreeting(page, user.name);
    await page.waitForLoadState('networkidle');
    // The member app and the dashboard come in few files (build/chunk-groups.ts): 58 before the groups.
    expect(scripts.size).toBeLessThanOrEqual(MEMBER_START_FILES);
    // The app's now: the account menu opens, with the member's email; nothing was asked of the API meanwhile.
    await page.getByRole('button', { name: `Account menu for ${user.name}` }).click();
    await page.getByText(user.email).waitFor();
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    // The same element: React took the server's page over instead of drawing a new one.
    expect(await greeting.stillTheSame()).toBe(true);
    await context.close();
    await signedUpOn.context().close();
  });

  it("is taken over in place, without an error, in a browser that saved the member's data", async () => {
    const { page, user } = await member();
    // The same browser (the session hint, the saved cache with numbers in it), without the worker that would
    // answer from its cache.
    await expect.poll(async () => ((await savedCaches(page)) ?? []).join(''), { timeout: 15_000 }).toContain('"stats"');
    await withoutServiceWorker(page);
    const errors = collectErrors(page);
    const res = await page.goto(routes.dashboard, { waitUntil: 'commit' });
    expect(res?.headers()['cache-control']).toBe('no-store');
    const greeting = await markGreeting(page, user.name);
    await page.waitForLoadState('networkidle');
    await referralCodeShows(page);
    expect(errors).toEqual([]);
    expect(await greeting.stillTheSame()).toBe(true);
    await page.context().close();
  });
  it("on a phone another member used, drops that member's saved data and shows this one's", async () => {
    const { page, user: first } = await member();
    await expect
      .poll(async () => ((await savedCaches(page)) ?? []).join(''), { timeout: 15_000 })
      .toContain(first.email);
    await withoutServiceWorker(page);
    // The second member signs up on the same phone.
    const second = newUser();
    const origin = new URL(page.url()).origin;
    const signup = await page.request.post(apiPaths.signup, {
      headers: { origin },
      data: { ...second, userType: 'gifter', country: 'USA' },
    });
    expect(signup.status()).toBe(202);
    // The first is signed out on the server only (the page keeps what it saved); the link signs the second in.
    expect((await page.request.post(apiPaths.logout, { headers: { origin } })).status()).toBeLessThan(400);
    const signin = await page.request.post(accountApiPaths.verifyEmail, {
      headers: { origin },
      data: { token: await confirmationToken(second.email) },
    });
    expect(signin.status()).toBe(200);
    const errors = collectErrors(page);
    await page.goto(routes.dashboard);
    await greetingOf(page, second.name).waitFor();
    await referralCodeShows(page);
    expect(errors).toEqual([]);
    // Dropped as the app takes the page over (a moment after it shows, on a loaded machine a little later).
    await expect
      .poll(async () => ((await savedCaches(page)) ?? []).join(''), { timeout: 10_000 })
      .not.toContain(first.email);
    await page.context().close();
  });
});
