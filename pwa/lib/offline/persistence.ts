// The persisted query cache and the outbox, wired to IndexedDB. Loaded with a dynamic import only when a user is
// (probably) signed in, so visitors never download Dexie (docs/decisions/0014-offline-cache-and-outbox.md).
import { type QueryClient } from '@tanstack/react-query';
import { OUTBOX_REPLAY_MESSAGE } from '#shared/constants.ts';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { userKeys } from '#pwa/lib/current-user.ts';
import { localStore } from '#pwa/lib/local-store.ts';
import { notificationChangeOptions } from '#pwa/lib/notifications.ts';
import { onSessionHintChange, sessionHint } from '#pwa/lib/session-hint.ts';
import { watchConnectivity } from './connectivity.ts';
import { isOutboxMutation, outboxKeys, requestBackgroundSync } from './outbox.ts';
import { createSavedCachePersister, persistOptions, saveNow, saveOnChange } from './persister.ts';
import { openSavedStorage, type SavedStorage } from './saved-storage.ts';
import { settingsChangeOptions } from './settings-change.ts';

/** Registered by key, so a change restored from IndexedDB after a reload has its mutation function again. */
export function registerOutbox(queryClient: QueryClient) {
  queryClient.setMutationDefaults(outboxKeys.settings(), settingsChangeOptions(queryClient));
  queryClient.setMutationDefaults(outboxKeys.notifications(), notificationChangeOptions(queryClient));
}

let stopActive: (() => void) | null = null;
/** The user whose cache is being saved in this tab, if any. */
let savingFor: number | null = null;

/** Everything that keeps this user's cache saved, and what undoes it. */
async function open(queryClient: QueryClient, userId: number) {
  stopActive?.();
  registerOutbox(queryClient);
  const storage = await openSavedStorage(localStore.savedCaches, userId, { isCurrent: () => sessionHint() === userId });
  const persister = createSavedCachePersister(storage);
  const stops = [
    watchConnectivity(queryClient),
    watchOutbox(queryClient, storage),
    listenForBackgroundSync(queryClient),
    onSessionHintChange((id) => {
      if (id !== userId) void leave(queryClient, id);
    }),
    () => storage.close(),
  ];
  savingFor = userId;
  stopActive = () => {
    savingFor = null;
    stops.forEach((stop) => stop());
  };
  return { storage, options: persistOptions(persister) };
}

/** An outbox change is saved the moment it is made or changes state, not a throttle later. */
function watchOutbox(queryClient: QueryClient, storage: SavedStorage) {
  const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    if (!isOutboxMutation(event.mutation)) return;
    saveNow(queryClient, storage);
    if (event.mutation.state.isPaused) requestBackgroundSync();
  });
  // A phone may end a hidden app without warning: whatever changed in the last second is written now.
  const onHidden = () => document.visibilityState === 'hidden' && saveNow(queryClient, storage);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', onHidden);
  };
}

/** The worker's Background Sync wakes an open page to send what waits (pwa/sw/offline.ts). */
function listenForBackgroundSync(queryClient: QueryClient) {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === OUTBOX_REPLAY_MESSAGE)
      void queryClient.resumePausedMutations();
  };
  container?.addEventListener('message', onMessage);
  return () => container?.removeEventListener('message', onMessage);
}

/** Signed out (a 401 or logout) or another user signed in: this user's saved cache and queued changes go. */
async function leave(queryClient: QueryClient, next: number | null) {
  await wipeSavedData();
  queryClient.getMutationCache().clear();
  if (next !== null) window.location.reload();
  else queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userKeys.all[0] });
}

/** Stops saving and empties IndexedDB (logout). */
export async function wipeSavedData() {
  stopActive?.();
  stopActive = null;
  await localStore.savedCaches.clear();
}

/**
 * The hinted user's saved cache, restored before the first render (so the first render is already the restored
 * screen, never redrawn once restoring ends), then kept saved. Restored data is marked stale (refetched when a
 * screen shows it online) and waiting changes are sent. A saved copy that cannot be read is dropped.
 */
export async function openPersistence(queryClient: QueryClient, userId: number) {
  const { options } = await open(queryClient, userId);
  try {
    await persistQueryClientRestore({ queryClient, ...options });
  } catch (error) {
    console.error('[offline] the saved cache could not be restored:', error);
  }
  // Only what was restored, fetched before this page opened: not what this page fetched or came with (a page the
  // server drew, pwa/main.tsx), which the restore keeps as the newer data.
  void queryClient.invalidateQueries({
    refetchType: 'none',
    predicate: (query) => query.state.dataUpdatedAt < performance.timeOrigin,
  });
  keepSaving(persistQueryClientSubscribe({ queryClient, ...options }));
  void queryClient.resumePausedMutations();
}

/** `unsubscribe` stops with the rest of what saves this user's cache. */
function keepSaving(unsubscribe: () => void) {
  const stopOthers = stopActive;
  stopActive = () => {
    unsubscribe();
    stopOthers?.();
  };
}

/** A member found without a hint (just signed in): nothing to restore; saved from now on (once). */
export async function persistFromNow(queryClient: QueryClient, userId: number) {
  if (savingFor === userId) return;
  const { storage, options } = await open(queryClient, userId);
  keepSaving(saveOnChange(queryClient, options.persister));
  saveNow(queryClient, storage);
}
