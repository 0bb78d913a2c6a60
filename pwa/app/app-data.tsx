// The query client's provider, and what happens before the first render: whether the app is online, who is
// probably signed in (the session hint) and, for them, their saved cache read from IndexedDB. Visitors get the
// plain provider and never download the persistence code; a member found later is saved from then on by the
// members' header (pwa/lib/offline/save-for-offline.ts). See docs/decisions/0014-offline-cache-and-outbox.md.
import { onlineManager, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useSyncExternalStore } from 'react';
import { currentUserQuery } from '#pwa/lib/current-user.ts';
import { networkFailed } from '#pwa/lib/offline/connectivity.ts';
import { sessionHint } from '#pwa/lib/session-hint.ts';

/** True while the hinted user's saved cache is restored: nothing renders before it is in. */
let restoring = false;
const listeners = new Set<() => void>();

/**
 * Call once before rendering `AppData`. GET /api/user starts at once when a user is hinted, and on members'
 * screens without one (they always check); a visitor's page without a hint never asks, nor a page the server drew
 * for its member (`drawn`: the user came with it, just now). Settles once `AppData` renders its children (the
 * saved cache read, or none to read).
 */
export function startAppData(
  queryClient: QueryClient,
  { memberScreen, drawn }: { memberScreen: boolean; drawn: boolean },
): Promise<void> {
  // TanStack Query assumes online until an event says otherwise: a page opened offline must know from the start.
  onlineManager.setOnline(navigator.onLine);
  const hint = sessionHint();
  // Its failure is also the first sign of no network: with a saved cache nothing else may ask, and a browser
  // whose navigator.onLine says online (a dead Wi-Fi) would show saved screens without the offline banner.
  if ((hint !== null || memberScreen) && !drawn) queryClient.fetchQuery(currentUserQuery()).catch(networkFailed);
  if (hint === null) return Promise.resolve();
  restoring = true;
  return import('#pwa/lib/offline/persistence.ts')
    .then((m) => m.openPersistence(queryClient, hint))
    .catch((error: unknown) => {
      // IndexedDB refused (some private modes): the app works as before, without an offline copy.
      console.error('[offline] the saved cache could not be opened:', error);
    })
    .then(() => {
      restoring = false;
      listeners.forEach((listener) => listener());
    });
}

/** The query client for the app: restored from the saved cache first when there is one. */
export function AppData({ client, children }: { client: QueryClient; children: ReactNode }) {
  const waiting = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => restoring,
    // The same while React takes over a drawn page (its snapshot must not change the tree under it then); on the
    // server (pwa/app/prerender.tsx) nothing is restored: false.
    () => restoring,
  );
  return waiting ? null : <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
