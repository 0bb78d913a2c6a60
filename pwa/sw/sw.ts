/// <reference lib="webworker" />
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { cachePictures, replayOutboxOnSync } from './offline.ts';
import { handlePushes } from './push.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

setCacheNameDetails({ prefix: 'giftorbit' });

// The app shell, precached; old precaches removed.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every navigation is answered by the shell, except the API (logout is a navigation there).
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/sandbox\//] }));

// A new version installs and waits: the page asks the user first, and their Reload sends SKIP_WAITING
// (pwa/lib/service-worker-updates.ts). The very first install has nothing to wait for and claims the page at once.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

// Offline: pictures in a bounded runtime cache, and Background Sync for the outbox (./offline.ts).
cachePictures();
replayOutboxOnSync();

handlePushes();
