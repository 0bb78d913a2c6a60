// Everything the page's origin keeps in the browser, as text to search: every IndexedDB database's every store
// (keys and values, JSON), localStorage, sessionStorage, and every Cache Storage entry's body; and the secrets
// found there or in the e2e server's files (no password or card number may be kept in either).
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { filesUnder, type Secrets, secretsIn } from '#api/testing/secret-scan.ts';

export type StoredText = {
  where: string;
  text: string;
  /** A precached file of the built app: the same bytes for every user, the code itself rather than data. */
  appCode: boolean;
};

export function storedInBrowser(page: Page): Promise<StoredText[]> {
  return page.evaluate(async () => {
    const found: StoredText[] = [];
    const done = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await done(indexedDB.open(name));
      for (const store of Array.from(db.objectStoreNames)) {
        const rows: unknown[] = [];
        const cursor = db.transaction(store, 'readonly').objectStore(store).openCursor();
        await new Promise<void>((resolve, reject) => {
          cursor.onerror = () => reject(cursor.error);
          cursor.onsuccess = () => {
            if (!cursor.result) return resolve();
            rows.push({ key: cursor.result.key, value: cursor.result.value });
            cursor.result.continue();
          };
        });
        found.push({ where: `IndexedDB ${name}/${store}`, text: JSON.stringify(rows), appCode: false });
      }
      db.close();
    }
    for (const [label, storage] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const)
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i)!;
        found.push({ where: `${label} ${key}`, text: `${key}=${storage.getItem(key)}`, appCode: false });
      }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const text = `${request.url}\n${response ? await response.text() : ''}`;
        found.push({ where: `Cache Storage ${name} ${request.url}`, text, appCode: name.includes('precache') });
      }
    }
    return found;
  });
}

/**
 * Which of `secrets` the browser or the server's DATA_DIR (database, -wal, -shm, the sandboxes' files) keeps,
 * once the saved query cache shows `lastChange` (it is written a throttle after a change). The built app's own
 * precached code lists the sandbox's test card numbers, so only `passwords` are looked for there.
 */
export async function secretsKept(page: Page, secrets: Secrets, passwords: Secrets, lastChange: RegExp) {
  const saved = (stored: StoredText[]) =>
    stored.some((s) => s.where.startsWith('IndexedDB') && lastChange.test(s.text));
  await expect.poll(async () => saved(await storedInBrowser(page)), { timeout: 10_000 }).toBe(true);
  const stored = await storedInBrowser(page);
  // The searches read real data: the service worker's precache is there too.
  expect(stored.some((s) => s.appCode)).toBe(true);
  return [
    ...stored.flatMap((s) => secretsIn(s.text, s.appCode ? passwords : secrets, s.where)),
    ...filesUnder(inject('dataDir')).flatMap((f) => secretsIn(f.bytes, secrets, `the server's ${f.name}`)),
  ];
}

/** The saved caches in the app's IndexedDB, one text per user (null before the app created the table). */
export const savedCaches = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[] | null>((resolve, reject) => {
        const open = indexedDB.open('giftorbit');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('savedCaches')) {
            db.close();
            return resolve(null);
          }
          const all = db.transaction('savedCaches').objectStore('savedCaches').getAll();
          all.onsuccess = () => {
            db.close();
            resolve((all.result as { value: string }[]).map((row) => row.value));
          };
        };
      }),
  );
