/// <reference lib="webworker" />
// The worker's part of offline use: pictures kept in a bounded cache, and Background Sync waking the open pages to
// send the changes waiting in their outbox. The API itself is never cached here: the page's persisted query cache
// owns the data (docs/decisions/0014-offline-cache-and-outbox.md).
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  OUTBOX_REPLAY_MESSAGE,
  OUTBOX_SYNC_TAG,
  PICTURE_CACHE_ENTRIES,
  PICTURE_CACHE_MAX_AGE_S,
} from '#shared/constants.ts';
import { apiPaths } from '#shared/routes.ts';

declare const self: ServiceWorkerGlobalScope;

/** The runtime cache's name, with the app's prefix like the precache's. */
export const PICTURE_CACHE = 'giftorbit-pictures';

/** Profile pictures and uploads: a stored picture's name is never reused for other bytes, so cache-first is safe. */
export function cachePictures() {
  registerRoute(
    ({ url }) => url.origin === self.location.origin && url.pathname.startsWith(`${apiPaths.profilePictures}/`),
    new CacheFirst({
      cacheName: PICTURE_CACHE,
      plugins: [
        new ExpirationPlugin({
          maxEntries: PICTURE_CACHE_ENTRIES,
          maxAgeSeconds: PICTURE_CACHE_MAX_AGE_S,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}

/** Not in TypeScript's WebWorker lib yet. */
type SyncEvent = ExtendableEvent & { tag: string };

/**
 * The browser fires the outbox's sync when the network is back: every open page is told to send what waits.
 * With no page open nothing is lost: the changes are in IndexedDB and go when the app next starts.
 */
export function replayOutboxOnSync() {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(
      self.clients.matchAll({ type: 'window' }).then((pages) => {
        for (const page of pages) page.postMessage({ type: OUTBOX_REPLAY_MESSAGE });
      }),
    );
  });
}
