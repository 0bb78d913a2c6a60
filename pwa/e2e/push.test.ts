// Web push for real: the server's delivery job sends a sync of 50 purchases as one push to a local fake push service,
// which decrypts it with the subscriber's private key; and a push delivered to the app's real service worker
// (Chromium's DevTools protocol, as a push service would) shows a notification with the app's icon and badge.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pushMessageText } from '#shared/messages/push.ts';
import { apiPaths, routes } from '#shared/routes.ts';
import type { PushPayload } from '#shared/schemas/push.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { type FakePushService, startFakePushService } from '#api/providers/push/testing/fake-push-service.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { baseURL, launchBrowser, memberOn, newUser } from './browser.ts';
import { serverDatabase } from './server-database.ts';

let browser: Browser;
let fake: FakePushService;
beforeAll(async () => {
  [browser, fake] = await Promise.all([launchBrowser(), startFakePushService()]);
});
afterAll(async () => {
  await browser?.close();
  await fake?.close();
});
// Each test's context goes, passed or not: a worker left registered in one would answer the next one's pushes.
afterEach(async () => {
  await Promise.all(browser.contexts().map((c) => c.close()));
});

describe('the server', () => {
  it('sends a sync of 50 purchases to the push service as one push, encrypted for the subscription', async () => {
    const context = await browser.newContext({ baseURL: baseURL() });
    const page = await context.newPage();
    const user = await memberOn(page, newUser());
    await page.waitForURL((url) => url.pathname === routes.dashboard);
    const subscription = fake.subscriber();
    const saved = await page.request.post(apiPaths.pushSubscriptions, { data: subscription });
    expect(saved.status()).toBe(201);

    const id = serverDatabase(
      (s) => (s.prepare('SELECT id FROM users WHERE email = ?').get(user.email.toLowerCase()) as { id: number }).id,
    );
    const day = new Date().toISOString();
    const rows = Array.from({ length: 50 }, (_, i) =>
      coinPurchase({ id: `push-e2e-${id}-${i}`, amount: -9.01, date: day }),
    );
    const before = fake.received.length;
    serverDatabase((s) => ingest(s, id, rows, Date.now()));

    const [push] = (await fake.waitFor(before + 1, 15_000)).slice(before);
    expect(push!.path).toBe(new URL(subscription.endpoint).pathname);
    expect(push!.headers).toMatchObject({ ttl: '86400', urgency: 'normal' });
    const payload = JSON.parse(push!.payload!) as PushPayload;
    expect(payload).toMatchObject({ url: routes.transactions, tag: 'transactions' });
    expect(payload.body).toMatch(/\(\+\d+ more updates\)$/);
    // One push, not one per purchase: nothing else arrives while the delivery job keeps running.
    await page.waitForTimeout(4_500);
    expect(fake.received.length).toBe(before + 1);
  });
});

/** The registration id of the app's worker, as the DevTools protocol names it. */
async function workerRegistration(context: BrowserContext) {
  const page = context.pages()[0]!;
  const cdp = await context.newCDPSession(page);
  const origin = new URL(baseURL()).origin;
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && r.scopeURL === `${origin}/`);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await found;
  return (data: string) => cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
}

type Shown = { title: string; body: string; tag: string; icon: string; badge: string; data: unknown };

describe('the service worker', () => {
  it('shows every push it receives, with the app icon and badge, and a readable one as sent', async () => {
    const context = await browser.newContext({ baseURL: baseURL(), permissions: ['notifications'] });
    const page = await context.newPage();
    await page.goto(routes.about);
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    const deliver = await workerRegistration(context);
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n): Shown => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          icon: n.icon,
          badge: n.badge,
          data: n.data,
        })),
      );

    const payload: PushPayload = {
      title: 'Round-ups invested',
      body: '$5.94 invested',
      url: '/dashboard',
      tag: 'investments',
    };
    await deliver(JSON.stringify(payload));
    await expect.poll(shown, { timeout: 10_000 }).toHaveLength(1);
    const origin = new URL(baseURL()).origin;
    expect((await shown())[0]).toEqual({
      title: payload.title,
      body: payload.body,
      tag: payload.tag,
      icon: `${origin}/icons/icon-192.png`,
      badge: `${origin}/icons/badge-96.png`,
      data: { url: payload.url },
    });

    // A push that cannot be read still shows something (Safari revokes a subscription whose pushes show nothing).
    await deliver('not json');
    await expect.poll(shown, { timeout: 10_000 }).toHaveLength(2);
    expect((await shown()).map((n) => n.title)).toContain(pushMessageText.fallbackTitle);
    expect((await shown()).map((n) => n.body)).toContain(pushMessageText.fallbackBody);
    // The icons the notification names are served.
    for (const icon of ['/icons/icon-192.png', '/icons/badge-96.png'])
      expect((await page.request.get(icon)).headers()['content-type']).toBe('image/png');
  });
});
