// Offline, a screen never opened on this device has nothing saved: it says so plainly instead of spinning until
// the network returns (then it loads by itself: its queries were only paused).
import { type Query, useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { type ReactNode, useSyncExternalStore } from 'react';
import { offlineText } from '#shared/messages/app-shell.ts';
import { Spinner } from '#pwa/components/ui/spinner.tsx';
import { userKeys } from '#pwa/lib/current-user.ts';
import { notificationKeys } from '#pwa/lib/notifications.ts';
import { isNetworkError, useOnline } from '#pwa/lib/online.ts';

export function NotSavedNotice() {
  return (
    <div role="status" className="mx-auto grid max-w-xl justify-items-center gap-3 px-4 py-16 text-center">
      <CloudOff className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-xl font-semibold">{offlineText.notSavedTitle}</h1>
      <p className="text-muted-foreground">{offlineText.notSavedBody}</p>
    </div>
  );
}

/**
 * The header's queries (the user, the bell) are on every screen: they say nothing about this one. Nor does a query
 * whose screen says itself that it is not kept on the device (`meta.saysOffline`: the cards, in Payment Methods).
 */
const FRAME_QUERIES: readonly unknown[] = [userKeys.all[0], notificationKeys.all[0]];
const onScreen = (query: Query) =>
  query.getObserversCount() > 0 && !FRAME_QUERIES.includes(query.queryKey[0]) && query.meta?.saysOffline !== true;

/** Waiting for the network (paused), or it met none: either way nothing of it is here. */
const missing = (query: Query) =>
  query.state.data === undefined && (query.state.fetchStatus === 'paused' || isNetworkError(query.state.error));

/** True while this screen has nothing saved: queries missing for want of a network, none with data. */
function useNothingSaved() {
  const cache = useQueryClient().getQueryCache();
  const nothingSaved = () => {
    const queries = cache.getAll().filter(onScreen);
    return queries.some(missing) && !queries.some((q) => q.state.data !== undefined);
  };
  // The same at build time (pwa/app/prerender.tsx): the cache is in memory there too.
  return useSyncExternalStore((listener) => cache.subscribe(listener), nothingSaved, nothingSaved);
}

/**
 * A member's screen, or the notice when offline it has nothing saved. The screen stays mounted (hidden) so its
 * queries keep waiting and it shows itself once they answer.
 */
export function OfflineScreen({ children }: { children: ReactNode }) {
  const online = useOnline();
  const nothingSaved = useNothingSaved() && !online;
  return (
    <>
      {nothingSaved && <NotSavedNotice />}
      <div className={nothingSaved ? 'hidden' : 'contents'}>{children}</div>
    </>
  );
}

/** While the signed-in user is not known yet: a spinner, or offline (nothing saved to show) the notice. */
export function WaitingForUser() {
  return useOnline() ? <Spinner /> : <NotSavedNotice />;
}
