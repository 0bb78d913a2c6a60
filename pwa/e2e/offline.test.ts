// Offline: screens already seen render from the saved cache with the offline banner and the member
// still signed in; a screen never seen says so; a setting and 'mark all read' made offline are shown at once,
// survive a reload, and reach the server exactly once when the network returns; a refused replay is undone with a
// toast; profile pictures come from a bounded runtime cache; logout empties IndexedDB.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsPath } from '#shared/routes.ts';
import { offlineText } from '#shared/messages/app-shell.ts';
import { auth } from '#shared/messages/auth.ts';
import { cardText } from '#shared/messages/cards.ts';
import { notificationsText } from '#shared/messages/notifications.ts';
import { debugScreen } from '#shared/messages/banking.ts';
import { transactionsPage } from '#shared/messages/screens.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { baseURL, greetingOf, launchBrowser, memberOn, openDashboard, toastWith } from './browser.ts';
import { savedCaches } from './browser-storage.ts';
import { outsideWriteSeen, serverDatabase } from './server-database.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A bank sync of two coin purchases into the running server's database: rows, and notifications with them. */
const syncTwoPurchases = (email: string) =>
  serverDatabase((sqlite) => {
    const { id } = sqlite.prepare('SELECT id FROM users WHERE email = ?').get(email.toLowerCase()) as { id: number };
    const date = new Date(Date.now() - 3_600_000).toISOString();
    ingest(
      sqlite,
      id,
      [1, 2].map((n) => coinPurchase({ id: `offline-${id}-${n}`, date })),
      Date.now(),
    );
    return id;
  });

/** The requests the server took with an Idempotency-Key, per method and path, for this user. */
const keyedRequests = (userId: number) =>
  serverDatabase((sqlite) => sqlite.prepare(KEYED).all(userId) as { method: string; path: string }[]);
const KEYED = 'SELECT method, path FROM idempotency_keys WHERE user_id = ? ORDER BY created_at';

/** A member with two synced purchases, who has opened the dashboard, transactions, settings and the bell. */
async function memberWhoLooked(context: BrowserContext, { worker = true } = {}) {
  const page = await context.newPage();
  const user = await memberOn(page);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  const userId = syncTwoPurchases(user.email);
  await outsideWriteSeen();
  // The worker controls the page from its first install: offline navigations get the app shell.
  if (worker) await page.waitForFunction(() => navigator.serviceWorker?.controller != null);
  await page.reload();
  // Moving through the app as a member does (links, not reloads), so the cache holds every screen seen.
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Dashboard' }).click();
  await greetingOf(page, user.name).waitFor();
  await main.getByRole('link', { name: 'Transactions' }).click();
  // The dashboard (its Recent Activity names the same purchases) stays while the list's screen comes: its own
  // heading first, then its rows (left before they came, the list's request goes with it, and nothing is saved).
  await page.waitForURL((url) => url.pathname === '/transactions');
  await page.getByRole('heading', { name: transactionsPage.title, level: 1 }).waitFor();
  await page.getByRole('main').getByText('TIKTOK COINS', { exact: false }).first().waitFor();
  await page.getByRole('button', { name: `Account menu for ${user.name}` }).click();
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  // Settings' pages, each from the list: their data is saved as it is seen.
  for (const name of ['Security', 'Bank Account', 'Payment Methods']) {
    await page.getByRole('main').getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.goBack();
  }
  await page.getByRole('main').getByRole('link', { name: 'Notifications', exact: true }).click();
  await page.getByRole('switch', { name: 'Creator Updates' }).waitFor();
  // Saved to IndexedDB (throttled, and started a moment after a sign-in): everything seen is in it, Settings too.
  const seen = ['"transactions"', '"stats"', '"notifications"', '"bank-accounts"', '"security"'];
  const missing = async () => {
    const saved = ((await savedCaches(page)) ?? []).join('');
    return seen.filter((key) => !saved.includes(key));
  };
  await expect.poll(missing, { timeout: 45_000 }).toEqual([]);
  return { page, user, userId };
}

/**
 * Offline for the page and for anything behind it, and the app showing it. Playwright's offline mode and its
 * routes are not airtight for a page the service worker controls: now and then a request the worker passes on
 * is neither refused nor routed (measured: about one in six). So a test acts only once the app itself says it
 * is offline (its banner): from then on a change is queued without any request, which is what it tests.
 */
async function setOffline(context: BrowserContext, offline: boolean, page?: Page) {
  // The route is in place before the page hears 'offline', and gone before it hears 'online': the app refetches
  // on 'online' at once, and a refetch the route still refused took the app offline again for its 10 s check
  // (CI failed on that: Connect Bank stayed disabled).
  if (offline) {
    await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
  } else {
    await context.unroute('**/api/**');
    await context.setOffline(false);
  }
  if (page) await offlineBanner(page).waitFor({ state: offline ? 'visible' : 'detached' });
}

/** `serviceWorkers: 'block'` for a test that fakes the server's answers with a route, which the worker can bypass. */
const newContext = (serviceWorkers: 'allow' | 'block' = 'allow') =>
  browser.newContext({ baseURL: baseURL(), viewport: { width: 1280, height: 800 }, serviceWorkers });
const offlineBanner = (page: Page) => page.getByTestId('offline-banner');
const pendingBadge = (page: Page) => page.getByTestId('pending-changes');

describe('offline reading', () => {
  it('renders screens already seen from the saved cache, signed in, with the banner; a new one says so', async () => {
    const context = await newContext();
    const { page, user } = await memberWhoLooked(context);
    const saved = (await savedCaches(page))!.join('');
    // Nothing secret on the disk: no password, no card data, no session.
    expect(saved).not.toContain(user.password);
    expect(saved).not.toMatch(/payment-methods|sessionToken|password/i);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Transactions' }).click();
    await setOffline(context, true);
    const started = Date.now();
    await page.reload();
    await page.getByText('TIKTOK COINS', { exact: false }).first().waitFor();
    const shownIn = Date.now() - started;
    await offlineBanner(page).waitFor();
    expect(await offlineBanner(page).textContent()).toContain(offlineText.banner(''));
    // A figure, not an assertion (the machines are shared and noisy): the target is under a second.
    console.log(`[offline] /transactions from the saved cache in ${shownIn} ms`);
    // Still signed in: the members' header with the user's menu.
    await page.getByRole('button', { name: `Account menu for ${user.name}` }).waitFor();

    await page.goto('/dashboard');
    await greetingOf(page, user.name).waitFor();
    await page.goto(settingsPath('notifications'));
    await page.getByRole('switch', { name: 'Creator Updates' }).waitFor();
    // Cards are never saved on the device: Payment Methods says so rather than showing an empty list.
    await page.goto(settingsPath('payment-methods'));
    await page.getByTestId('cards-offline').filter({ hasText: cardText.offline }).waitFor();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page
      .getByRole('region', { name: notificationsText.title, exact: true })
      .getByRole('listitem')
      .first()
      .waitFor();

    // Never opened here: no spinner, a plain notice; and it loads by itself once back online.
    await page.goto('/debug-finicity');
    await page.getByRole('heading', { name: offlineText.notSavedTitle }).waitFor();
    await setOffline(context, false);
    await page.getByRole('heading', { name: debugScreen.title }).waitFor();
    expect(await offlineBanner(page).count()).toBe(0);
    await context.close();
  });
});

describe('the outbox', () => {
  it('queues a setting and mark-all-read offline, keeps them over a reload, sends each once when online', async () => {
    const context = await newContext();
    const { page, userId } = await memberWhoLooked(context);
    await setOffline(context, true, page);
    const creatorUpdates = page.getByRole('switch', { name: 'Creator Updates' });
    await creatorUpdates.click();
    expect(await creatorUpdates.getAttribute('aria-checked')).toBe('true');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('button', { name: notificationsText.markAllRead }).click();
    await page.getByTestId('unread-badge').waitFor({ state: 'detached' });
    await expect.poll(() => pendingBadge(page).textContent()).toContain(offlineText.pending(2));
    // The saved cache is written a moment later (throttled): a reload before that shows the screens as they were.
    const savedWithChanges = async () => {
      const saved = ((await savedCaches(page)) ?? []).join('');
      return /unreadCount\\?":0/.test(saved) && /notifyCreatorUpdates\\?":true/.test(saved);
    };
    await expect.poll(savedWithChanges, { timeout: 10_000 }).toBe(true);
    expect(keyedRequests(userId)).toEqual([]);

    // A reload offline keeps both: shown as changed, still waiting. (Not asked of the server here: at a reload,
    // Chromium's emulated offline let one request through in about one CI run in ten, never locally in 25 runs
    // under load. The app stays right if it does: the change shows as waiting and its key makes it count once.)
    await page.reload();
    await expect.poll(() => pendingBadge(page).textContent()).toContain(offlineText.pending(2));
    expect(await page.getByRole('switch', { name: 'Creator Updates' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('unread-badge').count()).toBe(0);

    await setOffline(context, false);
    await pendingBadge(page).waitFor({ state: 'detached' });
    const user = await page.evaluate(() => fetch('/api/user').then((r) => r.json()));
    expect(user.notifyCreatorUpdates).toBe(true);
    const list = await page.evaluate(() => fetch('/api/notifications').then((r) => r.json()));
    expect(list.unreadCount).toBe(0);
    // In the order they were made, once each (a replay of either would have found its key already there).
    expect(keyedRequests(userId)).toEqual([
      { method: 'PATCH', path: '/api/user' },
      { method: 'PUT', path: '/api/notifications/mark-all-read' },
    ]);
    await page.reload();
    expect(await page.getByRole('switch', { name: 'Creator Updates' }).getAttribute('aria-checked')).toBe('true');
    expect(keyedRequests(userId)).toHaveLength(2);
    await context.close();
  });

  it('undoes a change the server refuses, with a toast saying what was undone', async () => {
    const context = await newContext('block');
    const { page } = await memberWhoLooked(context, { worker: false });
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Round-Up Preferences', exact: true }).click();
    await setOffline(context, true, page);
    const roundUps = page.getByRole('switch', { name: 'Automatic round-ups' });
    const before = await roundUps.getAttribute('aria-checked');
    await roundUps.click();
    expect(await roundUps.getAttribute('aria-checked')).not.toBe(before);
    await page.route('**/api/user', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 409, contentType: 'application/json', body: '{"message":"refused"}' })
        : route.fallback(),
    );
    await setOffline(context, false);
    await toastWith(page, offlineText.undone('Automatic round-ups')).waitFor();
    await expect.poll(() => roundUps.getAttribute('aria-checked')).toBe(before);
    await pendingBadge(page).waitFor({ state: 'detached' });
    await context.close();
  });

  it('disables the writes that need the network, saying why', async () => {
    const context = await newContext();
    const { page } = await memberWhoLooked(context);
    await openDashboard(page);
    await setOffline(context, true);
    const connect = page.getByRole('button', { name: /Connect Bank/ }).first();
    await expect.poll(() => connect.isDisabled()).toBe(true);
    expect(await connect.textContent()).toContain(offlineText.writeDisabled);
    await setOffline(context, false);
    await expect.poll(() => connect.isDisabled()).toBe(false);
    await context.close();
  });
});

describe('the worker and the device', () => {
  it('keeps profile pictures in a bounded cache of its own, never the API; logout empties IndexedDB', async () => {
    const context = await newContext();
    const { page } = await memberWhoLooked(context);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer();
    const imageUrl = await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append('profilePicture', new File([bytes], 'me.png', { type: 'image/png' }));
      const res = await fetch('/api/upload/profile-picture', { method: 'POST', body: form });
      return ((await res.json()) as { imageUrl: string }).imageUrl;
    }, png.toString('base64'));
    expect(await page.evaluate((url) => fetch(url).then((r) => r.status), imageUrl)).toBe(200);
    const cached = () =>
      page.evaluate(async () => {
        const names = await caches.keys();
        const urls: string[] = [];
        for (const name of names) for (const r of await (await caches.open(name)).keys()) urls.push(r.url);
        return { names, urls };
      });
    await expect.poll(async () => (await cached()).urls.some((u) => u.endsWith(imageUrl))).toBe(true);
    const { names, urls } = await cached();
    expect(names).toContain('giftorbit-pictures');
    expect(names.every((name) => name.startsWith('giftorbit'))).toBe(true);
    expect(urls.filter((u) => new URL(u).pathname.startsWith('/api/') && !u.includes('/profile-pictures/'))).toEqual(
      [],
    );
    await setOffline(context, true);
    expect(await page.evaluate((url) => fetch(url).then((r) => r.status), imageUrl)).toBe(200);
    await setOffline(context, false);

    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('button', { name: auth.logOut }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await savedCaches(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('giftorbit:signed-in-user'))).toBeNull();
    await context.close();
  });
});

describe('a fresh visitor', () => {
  it('never asks GET /api/user on the public pages', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/user') asked.push(r.url());
    });
    for (const path of ['/', '/login', '/help']) {
      await page.goto(path, { waitUntil: 'networkidle' });
    }
    expect(asked).toEqual([]);
    await page.goto('/transactions', { waitUntil: 'networkidle' });
    expect(asked).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
