// A member found after the first render (just signed in, or a session without the hint) had nothing to restore:
// their cache is saved from the moment the page is idle (at the latest a second after), so the first screen's
// download stays as it was and what it showed is on the device within a second.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PERSIST_START_DELAY_MS } from '#shared/constants.ts';
import { clearSessionHint, sessionHint } from '#pwa/lib/session-hint.ts';

const loadPersistence = () => import('./persistence.ts');

/** In the members' header: starts saving this member's cache (nothing happens when it is saved already). */
export function useSaveForOffline(userId: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const start = () => {
      if (sessionHint() !== userId) return;
      void loadPersistence()
        .then((m) => m.persistFromNow(queryClient, userId))
        .catch((error: unknown) => console.error('[offline] the saved cache could not be opened:', error));
    };
    // Safari has no requestIdleCallback: there, the latest time.
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(start, { timeout: PERSIST_START_DELAY_MS });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(start, PERSIST_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [queryClient, userId]);
}

/** Logout: the hint goes and the saved cache is emptied, before the browser POSTs to /api/logout. */
export async function forgetSessionHere() {
  clearSessionHint();
  await (await loadPersistence()).wipeSavedData();
}
