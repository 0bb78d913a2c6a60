// navigator.onLine can say online with no network (a captive portal, a dead Wi-Fi, a page opened offline in some
// browsers), so the 'offline' event never comes. A request that met no network is taken as the truth: the app goes
// offline (queries and the outbox pause, the banner shows) and checks every few seconds until a request answers.
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { CONNECTIVITY_CHECK_MS } from '#shared/constants.ts';
import { apiPaths } from '#shared/routes.ts';
import { isNetworkError } from '#pwa/lib/online.ts';

let checking: ReturnType<typeof setTimeout> | null = null;

function checkSoon() {
  checking ??= setTimeout(async () => {
    checking = null;
    if (onlineManager.isOnline()) return;
    try {
      await fetch(apiPaths.health, { cache: 'no-store' });
      onlineManager.setOnline(true);
    } catch {
      checkSoon();
    }
  }, CONNECTIVITY_CHECK_MS);
}

/** Marks the app offline (and starts checking) when a request met no network. */
export function networkFailed(error: unknown) {
  if (!isNetworkError(error) || !onlineManager.isOnline()) return;
  onlineManager.setOnline(false);
  checkSoon();
}

/** Watches the queries' failures for a missing network; returns the unsubscribe. */
export function watchConnectivity(queryClient: QueryClient) {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') networkFailed(event.action.error);
  });
}
