// The storage under the query-cache persister: reads come from memory (loaded from IndexedDB before the first
// render, so @tanstack/query-sync-storage-persister restores synchronously), writes change memory at once and go
// through to IndexedDB in the background, one at a time, the latest value winning over any that waited.
import type { SavedCache } from '#pwa/lib/local-store.ts';

/** What the storage needs of its table (Dexie's `localStore.savedCaches`; an in-memory fake in tests). */
export type SavedCacheTable = {
  get(userId: number): PromiseLike<SavedCache | undefined>;
  put(row: SavedCache): PromiseLike<unknown>;
  delete(userId: number): PromiseLike<void>;
  clear(): PromiseLike<void>;
  toCollection(): { primaryKeys(): PromiseLike<number[]> };
};

export type SavedStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Resolves once every write asked for so far is in IndexedDB. */
  settled(): Promise<void>;
  /** Stops writing (the user signed out or another signed in): nothing more reaches the table. */
  close(): void;
};

type Options = {
  /** Checked before each write: false once this user is no longer the one signed in (in any tab). */
  isCurrent: () => boolean;
  now?: () => number;
};

/**
 * Opens `userId`'s saved cache: other users' caches are deleted first (the cache belongs to whoever is signed
 * in here), then this user's row is read into memory.
 */
export async function openSavedStorage(
  table: SavedCacheTable,
  userId: number,
  options: Options,
): Promise<SavedStorage> {
  const { isCurrent, now = Date.now } = options;
  for (const other of await table.toCollection().primaryKeys()) if (other !== userId) await table.delete(other);
  let value = (await table.get(userId))?.value ?? null;
  let closed = false;
  let writing: Promise<void> = Promise.resolve();
  let queued = false;

  const writeLatest = async () => {
    queued = false;
    if (closed || !isCurrent()) return;
    if (value === null) await table.delete(userId);
    else await table.put({ userId, value, savedAt: now() });
  };
  const write = () => {
    // One write in flight at a time; any number of changes meanwhile make one more write, of the latest value.
    if (queued) return;
    queued = true;
    writing = writing.then(writeLatest).catch((error: unknown) => {
      console.error('[offline] could not save the cache:', error);
    });
  };

  return {
    getItem: () => value,
    setItem: (_key, next) => {
      value = next;
      write();
    },
    removeItem: () => {
      value = null;
      write();
    },
    settled: () => writing,
    close: () => {
      closed = true;
    },
  };
}
