/// <reference lib="webworker" />
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

setCacheNameDetails({ prefix: 'giftorbit' });

// The app shell, precached; old precaches removed. Runtime caches, push and the outbox come in later issues.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every navigation is answered by the shell, except the API (logout is a navigation there).
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/sandbox\//] }));

// A new version takes over at once, so the first page is controlled without a reload.
self.skipWaiting();
clientsClaim();
