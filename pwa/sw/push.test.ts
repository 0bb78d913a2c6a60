// The worker's push handlers over a fake worker scope: every push shows a notification (a fallback for one it cannot
// read); a click focuses an open window of the app on the push's screen, or opens one; a replaced subscription is
// posted to the server and the old one deleted.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushMessageText } from '#shared/messages/push.ts';
import { apiPaths } from '#shared/routes.ts';
import { handlePushes } from './push.ts';

const ORIGIN = 'https://giftorbit.example';
type Handler = (event: Record<string, unknown>) => void;
type FakeWindow = { url: string; focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> };

function fakeWindow(url: string): FakeWindow {
  const w: FakeWindow = { url, focus: vi.fn(async () => w), navigate: vi.fn(async () => w) };
  return w;
}

function fakeWorker(windows: FakeWindow[] = []) {
  const handlers = new Map<string, Handler>();
  const subscribed = { endpoint: 'https://push.example/new', toJSON: () => ({ endpoint: 'https://push.example/new' }) };
  const scope = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    registration: {
      showNotification: vi.fn(async () => undefined),
      pushManager: { subscribe: vi.fn(async () => subscribed) },
    },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  vi.stubGlobal('self', scope);
  handlePushes();
  /** Dispatches `type` and waits for what the handler gave waitUntil. */
  const fire = async (type: string, event: Record<string, unknown> = {}) => {
    const waits: Promise<unknown>[] = [];
    handlers.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  return { scope, fire };
}

const data = (value: unknown) => ({
  json: () => (typeof value === 'string' ? JSON.parse(value) : value),
});
const click = (url: unknown) => ({ notification: { data: { url }, close: vi.fn() } });

afterEach(() => vi.unstubAllGlobals());

describe('a push', () => {
  it("shows the payload with the app's icon and badge, opening its screen", async () => {
    const { scope, fire } = fakeWorker();
    await fire('push', { data: data({ title: 'Payout sent', body: '$25.00', url: '/dashboard', tag: 'payouts' }) });
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Payout sent', {
      body: '$25.00',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      tag: 'payouts',
      renotify: true,
      data: { url: '/dashboard' },
    });
  });

  it.each([
    ['no data', null],
    ['text that is not JSON', data('{oops')],
    ['JSON without the fields', data({ hello: 1 })],
  ])('with %s still shows a notification', async (_name, body) => {
    const { scope, fire } = fakeWorker();
    await fire('push', { data: body });
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      pushMessageText.fallbackTitle,
      expect.objectContaining({ body: pushMessageText.fallbackBody, data: { url: '/' } }),
    );
  });
});

describe('a click on the notification', () => {
  it('focuses a window already on the app and takes it to the screen', async () => {
    const open = fakeWindow(`${ORIGIN}/settings`);
    const { scope, fire } = fakeWorker([fakeWindow('https://elsewhere.example/'), open]);
    await fire('notificationclick', click('/transactions'));
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/transactions`);
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens the screen when no window of the app is open, and never another site', async () => {
    const { scope, fire } = fakeWorker();
    await fire('notificationclick', click('/dashboard'));
    await fire('notificationclick', click('https://evil.example/'));
    expect(scope.clients.openWindow.mock.calls).toEqual([[`${ORIGIN}/dashboard`], [`${ORIGIN}/`]]);
  });
});

describe('a replaced subscription', () => {
  it('is saved on the server with the key it answers, and the old endpoint deleted', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === apiPaths.pushPublicKey ? Response.json({ publicKey: 'BKEY' }) : new Response(null, { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { scope, fire } = fakeWorker();
    await fire('pushsubscriptionchange', {
      oldSubscription: { endpoint: 'https://push.example/old' },
      newSubscription: null,
    });
    expect(scope.registration.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: 'BKEY',
    });
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit | undefined][];
    const sent = calls.filter(([, init]) => init?.method).map(([url, init]) => [init!.method, url, init!.body]);
    expect(sent).toEqual([
      ['POST', apiPaths.pushSubscriptions, JSON.stringify({ endpoint: 'https://push.example/new' })],
      ['DELETE', apiPaths.pushSubscriptions, JSON.stringify({ endpoint: 'https://push.example/old' })],
    ]);
    expect(calls.every(([, init]) => init?.credentials === 'include')).toBe(true);
  });
});
