// Logout and push: the next person to sign in on this browser must not receive the previous account's pushes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '#shared/routes.ts';
import { forgetPushHere, PUSH_OWNER_KEY } from './push-subscription.ts';
import { callsTo, json, mockApi } from './testing/mock-api.ts';

function browserWith(subscription: { endpoint: string; unsubscribe: () => Promise<boolean> } | null) {
  const registration = { pushManager: { getSubscription: async () => subscription } };
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: async () => registration },
    configurable: true,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  localStorage.clear();
});

describe('forgetPushHere (logout)', () => {
  it("removes this browser's subscription on the server, then drops it, and forgets whose it was", async () => {
    const unsubscribe = vi.fn(async () => true);
    browserWith({ endpoint: 'https://push.example/sub/1', unsubscribe });
    localStorage.setItem(PUSH_OWNER_KEY, '7');
    const fetchMock = mockApi({ [`DELETE ${apiPaths.pushSubscriptions}`]: () => json(200, { success: true }) });

    await forgetPushHere();

    const [[, deleted] = []] = callsTo(fetchMock, 'DELETE', apiPaths.pushSubscriptions);
    expect(JSON.parse(String(deleted?.body))).toEqual({ endpoint: 'https://push.example/sub/1' });
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(localStorage.getItem(PUSH_OWNER_KEY)).toBeNull();
  });

  it('still drops the subscription when the server cannot be reached (offline)', async () => {
    const unsubscribe = vi.fn(async () => true);
    browserWith({ endpoint: 'https://push.example/sub/2', unsubscribe });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );

    await forgetPushHere();

    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('does nothing more without a subscription or without service workers', async () => {
    const fetchMock = mockApi({});
    browserWith(null);
    await forgetPushHere();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    await forgetPushHere();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
