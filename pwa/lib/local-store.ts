// The one IndexedDB database of the app (Dexie). Versions are added, never edited: a browser still on an older
// version upgrades through each one, so a change to the schema is a new `version(n)` below the others.
import { Dexie, type EntityTable } from 'dexie';

/** One signed-in user's persisted query cache: the serialised TanStack Query client, as the persister wrote it. */
export type SavedCache = { userId: number; value: string; savedAt: number };

export const localStore = new Dexie('giftorbit') as Dexie & { savedCaches: EntityTable<SavedCache, 'userId'> };

localStore.version(1).stores({ savedCaches: 'userId' });
