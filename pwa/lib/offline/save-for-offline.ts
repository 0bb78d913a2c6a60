// A member found after the first render (just signed in, or a session without the hint) had nothing to restore:
// their cache is saved from a moment after the screen settled, so the first screen's download stays as it was.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PERSIST_START_DELAY_MS } from '#shared/constants.ts';
import { clearSessionHint, sessionHint } from '#pwa/lib/session-hint.ts';

const loadPersistence = () => import('./persistence.ts');

/** In the members' header: starts saving this member's cache (nothing happens when it is saved already). */
export function useSaveForOffline(userId: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = setTimeout(() => {
      if (sessionHint() !== userId) return;
      void loadPersistence()
        .then((m) => m.persistFromNow(queryClient, userId))
        .catch((error: unknown) => console.error('[offline] the saved cache could not be opened:', error));
    }, PERSIST_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [queryClient, userId]);
}

/** Logout: the hint goes and the saved cache is emptied, before the browser POSTs to /api/logout. */
export async function forgetSessionHere() {
  clearSessionHint();
  await (await loadPersistence()).wipeSavedData();
}
