// The outbox: the writes a member may make offline (settings, notification read / mark-all / delete) are TanStack
// Query mutations under one key and one scope. Offline they pause and are persisted with the query cache; they are
// replayed one at a time, in order, when the network returns, when the app starts and on Background Sync. Each
// carries its Idempotency-Key in its variables, so a replay after a crash or a lost answer is applied once.
import { type QueryClient, useIsMutating } from '@tanstack/react-query';
import { OUTBOX_RETRY_MAX_MS, OUTBOX_SYNC_TAG } from '#shared/constants.ts';
import { isNetworkError } from '#pwa/lib/online.ts';

export const outboxKeys = {
  all: ['outbox'] as const,
  settings: () => [...outboxKeys.all, 'settings'] as const,
  notifications: () => [...outboxKeys.all, 'notifications'] as const,
};

/** One scope: the changes reach the server one at a time, in the order they were made. */
export const outboxScope = { id: 'outbox' };

export const isOutboxMutation = (mutation: { options: { mutationKey?: readonly unknown[] } }) =>
  mutation.options.mutationKey?.[0] === outboxKeys.all[0];

/**
 * A change that met no network is kept and tried again (paused while offline), for as long as it takes. Any answer
 * with an error status is the server's refusal, which rolls the change back (a 5xx frees the key on the server,
 * so nothing was applied).
 */
export const outboxRetry = (_failureCount: number, error: unknown) => isNetworkError(error);

export const outboxRetryDelay = (failureCount: number) => Math.min(1_000 * 2 ** failureCount, OUTBOX_RETRY_MAX_MS);

/** The request headers of one change: its key, the same at every replay. */
export const idempotencyHeaders = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/** How many changes wait to reach the server (paused offline, or on their way). */
export const usePendingChanges = () => useIsMutating({ mutationKey: outboxKeys.all });

/** The other outbox changes of this kind still waiting, oldest first (`key` is the one settling now). */
export function othersPending<V extends { key: string }>(
  queryClient: QueryClient,
  mutationKey: readonly string[],
  key: string,
) {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey, status: 'pending' })
    .map((m) => m.state.variables as V | undefined)
    .filter((v): v is V => v !== undefined && v.key !== key);
}

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/** Asks the browser, where it has Background Sync, to wake the worker when the network is back (pwa/sw/offline.ts). */
export function requestBackgroundSync() {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => {
      // Refused (no permission, or a browser without it): the replay on reconnect and at start still happen.
    });
}
