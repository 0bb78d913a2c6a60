// How the query cache is saved: which queries and mutations, without what, under which buster and for how long.
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { PERSIST_THROTTLE_MS, PERSISTED_CACHE_MAX_AGE_MS } from '#shared/constants.ts';
import { BUILD_ID } from '#pwa/lib/build-id.ts';
import { isOutboxMutation } from './outbox.ts';
import type { SavedStorage } from './saved-storage.ts';

export const CACHE_KEY = 'giftorbit-query-cache';

// Never on the disk, wherever they sit in a query's data: passwords, tokens, card numbers and security codes, and
// any account number that is not masked to its last four digits (the API masks them; this is the second lock).
const SECRET_FIELD = /password|token|secret|cvc|cvv|card_?number/i;
const ACCOUNT_NUMBER = /accountnumber$/i;
const MASKED = /^\*+\d{0,4}$/;

export function withoutSecrets(key: string, value: unknown) {
  if (SECRET_FIELD.test(key)) return undefined;
  if (ACCOUNT_NUMBER.test(key) && typeof value === 'string' && !MASKED.test(value)) return undefined;
  return value;
}

// Written over the shapes they read, so they hold whichever query-core version the persist packages carry.
type SavedQuery = { state: { status: string; data?: unknown }; meta?: Record<string, unknown> };
type SavedMutation = { state: { status: string }; options: { mutationKey?: readonly unknown[] } };

export const dehydrateOptions = {
  // Every query with data, also one whose refetch failed (offline: its last data is what the screen shows, and
  // dropping it would leave the next screen with nothing saved). A query opts out with `meta: { persist: false }`
  // (saved cards, the aggregator's debug view).
  shouldDehydrateQuery: (query: SavedQuery) => query.state.data !== undefined && query.meta?.persist !== false,
  // Only the outbox, and all of it still pending: paused offline, and also one on its way when the page died.
  shouldDehydrateMutation: (mutation: SavedMutation) =>
    isOutboxMutation(mutation) && mutation.state.status === 'pending',
};

/** A query saved after a failed refetch is saved as its last success: restored, it shows its data, no error. */
function asLastSuccess(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error'
      ? {
          ...query,
          state: {
            ...query.state,
            status: 'success' as const,
            error: null,
            fetchFailureCount: 0,
            fetchFailureReason: null,
          },
        }
      : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

const serialize = (client: PersistedClient) => JSON.stringify(asLastSuccess(client), withoutSecrets);

function deserialize(text: string): PersistedClient {
  const client = JSON.parse(text) as PersistedClient;
  // A change that was on its way when the page went is resumed like a paused one (same key: applied once).
  for (const mutation of client.clientState.mutations) mutation.state = { ...mutation.state, isPaused: true };
  return client;
}

/**
 * The persister over `storage`, throttled. A new build (another buster) drops the saved data, whose shape may
 * have changed, but keeps the changes still waiting to be sent: they are requests to a stable API.
 */
export function createSavedCachePersister(storage: SavedStorage): Persister {
  const base = createSyncStoragePersister({
    storage,
    key: CACHE_KEY,
    throttleTime: PERSIST_THROTTLE_MS,
    serialize,
    deserialize,
  });
  return {
    ...base,
    restoreClient: async () => {
      const client = await base.restoreClient();
      if (!client || client.buster === BUILD_ID) return client;
      return { ...client, buster: BUILD_ID, clientState: { queries: [], mutations: client.clientState.mutations } };
    },
  };
}

export const persistOptions = (persister: Persister) => ({
  persister,
  maxAge: PERSISTED_CACHE_MAX_AGE_MS,
  buster: BUILD_ID,
  dehydrateOptions,
});

const snapshot = (queryClient: QueryClient): PersistedClient => ({
  buster: BUILD_ID,
  timestamp: Date.now(),
  clientState: dehydrate(queryClient, dehydrateOptions),
});

/** Saves at once, skipping the throttle: an outbox change must not wait (a crash would lose it). */
export function saveNow(queryClient: QueryClient, storage: SavedStorage) {
  storage.setItem(CACHE_KEY, serialize(snapshot(queryClient)));
}

/**
 * Saves (throttled) on every change of either cache, as PersistQueryClientProvider does after a restore; for a
 * user found after the first render, whose provider had nothing to restore. Returns the unsubscribe.
 */
export function saveOnChange(queryClient: QueryClient, persister: Persister) {
  const save = (event: { type: string }) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated')
      void persister.persistClient(snapshot(queryClient));
  };
  const stops = [queryClient.getQueryCache().subscribe(save), queryClient.getMutationCache().subscribe(save)];
  return () => stops.forEach((stop) => stop());
}
