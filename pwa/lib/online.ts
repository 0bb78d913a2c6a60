import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** Whether the app is online, as TanStack Query knows it (it pauses queries and the outbox while offline). */
export const useOnline = () =>
  useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    // A screen drawn at build time (pwa/app/prerender.tsx) is drawn online.
    () => true,
  );

/**
 * A request that never reached the server (offline, DNS, connection refused): fetch rejects with a TypeError,
 * unlike an HTTP error status, which is an ApiRequestError. Offline, such a failure is not a sign-out.
 */
export const isNetworkError = (error: unknown) => error instanceof TypeError;
