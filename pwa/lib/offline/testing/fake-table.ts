// The saved-cache table in memory (happy-dom has no IndexedDB): what was put, in order, and a gate to hold writes.
import type { SavedCache } from '#pwa/lib/local-store.ts';
import type { SavedCacheTable } from '#pwa/lib/offline/saved-storage.ts';

export function fakeTable(rows: SavedCache[] = []) {
  const data = new Map(rows.map((row) => [row.userId, row]));
  const puts: SavedCache[] = [];
  let gate: Promise<void> = Promise.resolve();
  const table: SavedCacheTable = {
    get: async (userId) => data.get(userId),
    put: async (row) => {
      puts.push(row);
      await gate;
      data.set(row.userId, row);
    },
    delete: async (userId) => void data.delete(userId),
    clear: async () => data.clear(),
    toCollection: () => ({ primaryKeys: async () => [...data.keys()] }),
  };
  /** Holds every write until the returned function is called. */
  const hold = () => {
    let release = () => {};
    gate = new Promise((resolve) => (release = resolve));
    return () => release();
  };
  return { table, data, puts, hold };
}
