/// <reference lib="webworker" />
// Web push in the worker: every push shows a notification (Safari revokes a subscription whose pushes show
// nothing), a click brings the app to the screen the push is about, and a subscription the browser replaced is
// sent to the server again.
import { pushMessageText } from '#shared/messages/push.ts';
import { apiPaths } from '#shared/routes.ts';
import type { PushPayload, PushPublicKeyResponse } from '#shared/schemas/push.ts';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';
/** Android draws the badge in the status bar from its alpha channel alone. */
const BADGE = '/icons/badge-96.png';
const FALLBACK: PushPayload = {
  title: pushMessageText.fallbackTitle,
  body: pushMessageText.fallbackBody,
  url: '/',
  tag: 'giftorbit',
};

/** The payload's fields that are text, over the fallback: a push we cannot read still shows something. */
export function readPayload(data: PushMessageData | null): PushPayload {
  let parsed: unknown = null;
  try {
    parsed = data?.json();
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed !== 'object') return FALLBACK;
  const text = (key: keyof PushPayload) => {
    const value = (parsed as Record<string, unknown>)[key];
    return typeof value === 'string' && value !== '' ? value : FALLBACK[key];
  };
  return { title: text('title'), body: text('body'), url: text('url'), tag: text('tag') };
}

/** Only a page of this app: a push never sends anyone elsewhere. */
function sameOrigin(url: unknown): string {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', self.location.origin);
    return target.origin === self.location.origin ? target.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

async function focusOrOpen(url: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(url);
    return;
  }
  // Focus first, while the click still allows it; then the screen the push is about.
  const focused = await open.focus();
  if (focused.url !== url) await focused.navigate(url).catch(() => self.clients.openWindow(url));
}

async function resubscribe(event: PushSubscriptionChangeEvent) {
  const res = await fetch(apiPaths.pushPublicKey, { credentials: 'include' });
  if (!res.ok) return;
  const { publicKey } = (await res.json()) as PushPublicKeyResponse;
  const subscription =
    event.newSubscription ??
    (await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  const json = { 'Content-Type': 'application/json' };
  await fetch(apiPaths.pushSubscriptions, {
    method: 'POST',
    credentials: 'include',
    headers: json,
    body: JSON.stringify(subscription.toJSON()),
  });
  const old = event.oldSubscription?.endpoint;
  if (old && old !== subscription.endpoint)
    await fetch(apiPaths.pushSubscriptions, {
      method: 'DELETE',
      credentials: 'include',
      headers: json,
      body: JSON.stringify({ endpoint: old }),
    });
}

export function handlePushes() {
  self.addEventListener('push', (event) => {
    const push = readPayload(event.data);
    // A newer push of the same kind takes the older one's place, and still alerts (Chromium reads renotify).
    const options = {
      body: push.body,
      icon: ICON,
      badge: BADGE,
      tag: push.tag,
      renotify: true,
      data: { url: push.url },
    };
    event.waitUntil(self.registration.showNotification(push.title, options));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(focusOrOpen(sameOrigin((event.notification.data as { url?: unknown } | null)?.url)));
  });

  self.addEventListener('pushsubscriptionchange', (event) => {
    event.waitUntil(resubscribe(event).catch(() => undefined));
  });
}
