// The 'Push notifications on this device' switch over a fake browser (service worker registration, PushManager,
// Notification): permission is asked only on a click; on subscribes with the server's key and posts it, off
// unsubscribes and deletes it; unsupported, blocked and iPhone-not-installed say why instead.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushApiText, pushText } from '#shared/messages/push.ts';
import { apiPaths } from '#shared/routes.ts';
import { shownToast } from '#pwa/components/ui/testing/toast-probe.tsx';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderWithClient } from '#pwa/lib/testing/render.tsx';
import { PUSH_OWNER_KEY } from '#pwa/lib/push-subscription.ts';
import { SUBSCRIBE_TIMEOUT_MS } from './push-device.ts';
import { PushNotificationsSwitch } from './push-notifications-switch.tsx';

const KEY = Buffer.from(Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : i))).toString('base64url');
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Safari/604.1';

type Browser = {
  permission?: NotificationPermission;
  /** What the permission prompt answers. */
  answer?: NotificationPermission;
  /** A subscription this browser already has. */
  existing?: boolean;
  push?: boolean;
  userAgent?: string;
};

function fakeSubscription(endpoint = 'https://push.example/sub/1') {
  const sub = {
    endpoint,
    options: { applicationServerKey: Uint8Array.from(Buffer.from(KEY, 'base64url')).buffer },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: KEY, auth: 'c2VjcmV0LXNlY3JldC0xMg' } }),
    unsubscribe: vi.fn(async () => true),
  };
  return sub;
}

function fakeBrowser({ permission = 'default', answer = 'granted', existing, push = true, userAgent }: Browser) {
  let subscription = existing ? fakeSubscription() : null;
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => (subscription = fakeSubscription())),
  };
  const registration = { pushManager };
  const worker = { ready: Promise.resolve(registration), getRegistration: async () => registration };
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
  if (userAgent) Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
  if (push) vi.stubGlobal('PushManager', class {});
  else Reflect.deleteProperty(window, 'PushManager');
  const notification = {
    permission,
    requestPermission: vi.fn(async () => (notification.permission = answer)),
  };
  vi.stubGlobal('Notification', notification);
  return { pushManager, notification, subscription: () => subscription };
}

const api = (over: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    [`GET ${apiPaths.pushPublicKey}`]: () => json(200, { publicKey: KEY }),
    [`POST ${apiPaths.pushSubscriptions}`]: () => json(201, { success: true }),
    [`DELETE ${apiPaths.pushSubscriptions}`]: () => json(200, { success: true }),
    ...over,
  });

const pushSwitch = () => screen.getByRole('switch', { name: pushText.label });
async function shown() {
  renderWithClient(<PushNotificationsSwitch userId={7} />);
  await waitFor(() => expect(pushSwitch()).not.toHaveProperty('disabled', true));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'userAgent');
  localStorage.clear();
});

describe('the push switch', () => {
  it('asks for permission only when turned on, then subscribes with the server key and saves it', async () => {
    const browser = fakeBrowser({});
    const fetchMock = api();
    await shown();
    expect(pushSwitch().getAttribute('aria-checked')).toBe('false');
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();

    fireEvent.click(pushSwitch());
    await waitFor(() => expect(pushSwitch().getAttribute('aria-checked')).toBe('true'));
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(Buffer.from(options.applicationServerKey as Uint8Array).toString('base64url')).toBe(KEY);
    const [, init] = callsTo(fetchMock, 'POST', apiPaths.pushSubscriptions)[0]!;
    expect(JSON.parse(init.body as string)).toEqual(browser.subscription()!.toJSON());
    expect(localStorage.getItem(PUSH_OWNER_KEY)).toBe('7');
    expect(shownToast()).toContain(pushText.turnedOn);
  });

  it('stays off and saves nothing when the permission prompt is dismissed', async () => {
    const browser = fakeBrowser({ answer: 'default' });
    const fetchMock = api();
    await shown();
    fireEvent.click(pushSwitch());
    await waitFor(() => expect(browser.notification.requestPermission).toHaveBeenCalled());
    await waitFor(() => expect(pushSwitch()).toHaveProperty('disabled', false));
    expect(pushSwitch().getAttribute('aria-checked')).toBe('false');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, 'POST', apiPaths.pushSubscriptions)).toHaveLength(0);
  });

  it('turns off: the server forgets the subscription and the browser drops it', async () => {
    const browser = fakeBrowser({ permission: 'granted', existing: true });
    localStorage.setItem(PUSH_OWNER_KEY, '7');
    const fetchMock = api();
    await shown();
    expect(pushSwitch().getAttribute('aria-checked')).toBe('true');
    const sub = browser.subscription()!;
    fireEvent.click(pushSwitch());
    await waitFor(() => expect(pushSwitch().getAttribute('aria-checked')).toBe('false'));
    const [, init] = callsTo(fetchMock, 'DELETE', apiPaths.pushSubscriptions)[0]!;
    expect(JSON.parse(init.body as string)).toEqual({ endpoint: sub.endpoint });
    expect(sub.unsubscribe).toHaveBeenCalled();
    expect(localStorage.getItem(PUSH_OWNER_KEY)).toBeNull();
  });

  it("is off for another account's subscription on this browser, and turning it on saves that one", async () => {
    const browser = fakeBrowser({ permission: 'granted', existing: true });
    localStorage.setItem(PUSH_OWNER_KEY, '3');
    const fetchMock = api();
    await shown();
    expect(pushSwitch().getAttribute('aria-checked')).toBe('false');
    fireEvent.click(pushSwitch());
    await waitFor(() => expect(pushSwitch().getAttribute('aria-checked')).toBe('true'));
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, 'POST', apiPaths.pushSubscriptions)).toHaveLength(1);
  });

  it("shows the server's reason when it refuses the subscription, and stays off", async () => {
    fakeBrowser({});
    api({ [`POST ${apiPaths.pushSubscriptions}`]: () => json(409, { message: pushApiText.endpointTaken }) });
    await shown();
    fireEvent.click(pushSwitch());
    await waitFor(() => expect(shownToast()).toContain(pushApiText.endpointTaken));
    await waitFor(() => expect(pushSwitch().getAttribute('aria-checked')).toBe('false'));
  });
});

describe('a push service that never answers', () => {
  it('gives up after a while, says so, and can be tried again', async () => {
    const browser = fakeBrowser({});
    api();
    await shown();
    // The browser's subscribe hangs (a phone that lost its signal), the first time only.
    const answerLater = browser.pushManager.subscribe.getMockImplementation()!;
    browser.pushManager.subscribe.mockImplementationOnce(() => new Promise(() => {}));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(pushSwitch());
      await vi.advanceTimersByTimeAsync(SUBSCRIBE_TIMEOUT_MS - 1);
      expect(shownToast()).not.toContain(pushText.turnOnTimedOut);
      await vi.advanceTimersByTimeAsync(2);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(shownToast()).toContain(pushText.turnOnTimedOut));
    await waitFor(() => expect(pushSwitch()).toHaveProperty('disabled', false));
    expect(pushSwitch().getAttribute('aria-checked')).toBe('false');
    browser.pushManager.subscribe.mockImplementation(answerLater);
    fireEvent.click(pushSwitch());
    await waitFor(() => expect(pushSwitch().getAttribute('aria-checked')).toBe('true'));
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(2);
  });
});

describe('where push cannot be turned on', () => {
  it.each([
    ['a browser without push', { push: false }, pushText.unsupported],
    ['iPhone Safari, not on the home screen', { push: false, userAgent: IPHONE }, pushText.iosInstallFirst],
    ['a browser where notifications are blocked', { permission: 'denied' as const }, pushText.denied],
  ])('says why in %s, with the switch disabled', async (_name, browser, note) => {
    const { notification } = fakeBrowser(browser);
    api();
    renderWithClient(<PushNotificationsSwitch userId={7} />);
    expect(await screen.findByText(note)).toBeTruthy();
    expect(pushSwitch()).toHaveProperty('disabled', true);
    expect(notification.requestPermission).not.toHaveBeenCalled();
  });
});
