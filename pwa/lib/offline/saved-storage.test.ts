// The persister's storage: reads from memory, writes through to the table one at a time (latest wins), scoped to
// the signed-in user, silent once that user is gone.
import { describe, expect, it } from 'vitest';
import { openSavedStorage } from './saved-storage.ts';
import { fakeTable } from './testing/fake-table.ts';

const KEY = 'cache';
const row = (userId: number, value: string) => ({ userId, value, savedAt: 1 });
const always = { isCurrent: () => true };

describe('the saved-cache storage', () => {
  it('reads from memory: loaded once, then every write is readable at once, before the table has it', async () => {
    const fake = fakeTable([row(1, 'saved')]);
    const storage = await openSavedStorage(fake.table, 1, always);
    expect(storage.getItem(KEY)).toBe('saved');
    const release = fake.hold();
    storage.setItem(KEY, 'newer');
    expect(storage.getItem(KEY)).toBe('newer');
    expect(fake.data.get(1)?.value).toBe('saved');
    release();
    await storage.settled();
    expect(fake.data.get(1)?.value).toBe('newer');
  });

  it('writes through one at a time: the changes made meanwhile make one more write, of the latest', async () => {
    const fake = fakeTable();
    const storage = await openSavedStorage(fake.table, 1, always);
    const release = fake.hold();
    storage.setItem(KEY, 'a');
    await Promise.resolve();
    for (const value of ['b', 'c', 'd']) storage.setItem(KEY, value);
    release();
    await storage.settled();
    await storage.settled();
    expect(fake.puts.map((p) => p.value)).toEqual(['a', 'd']);
    expect(fake.data.get(1)?.value).toBe('d');
  });

  it("belongs to the signed-in user: another user's saved cache is deleted when it opens", async () => {
    const fake = fakeTable([row(1, "ada's"), row(2, "bob's")]);
    const storage = await openSavedStorage(fake.table, 2, always);
    expect(storage.getItem(KEY)).toBe("bob's");
    expect([...fake.data.keys()]).toEqual([2]);
  });

  it('writes nothing once its user is no longer the one signed in, or once closed (logout)', async () => {
    const fake = fakeTable();
    let signedIn = true;
    const storage = await openSavedStorage(fake.table, 1, { isCurrent: () => signedIn });
    signedIn = false;
    storage.setItem(KEY, 'after sign-out');
    await storage.settled();
    signedIn = true;
    storage.close();
    storage.setItem(KEY, 'after close');
    await storage.settled();
    expect(fake.puts).toEqual([]);
    storage.removeItem(KEY);
    expect(storage.getItem(KEY)).toBeNull();
  });
});
