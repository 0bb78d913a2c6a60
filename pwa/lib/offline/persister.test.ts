// What the persister writes: throttled, never a secret, only the outbox's pending changes, and a new build drops
// the saved data but keeps the changes still waiting.
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERSIST_THROTTLE_MS } from '#shared/constants.ts';
import { BUILD_ID } from '#pwa/lib/build-id.ts';
import { createQueryClient } from '#pwa/lib/query-client.ts';
import { outboxKeys, outboxScope } from './outbox.ts';
import { CACHE_KEY, createSavedCachePersister, saveNow, saveOnChange } from './persister.ts';
import { openSavedStorage } from './saved-storage.ts';
import { fakeTable } from './testing/fake-table.ts';

const open = async (fake = fakeTable()) => {
  const storage = await openSavedStorage(fake.table, 1, { isCurrent: () => true });
  return { fake, storage, persister: createSavedCachePersister(storage) };
};
/** A mutation left pending: its function never settles (as offline). */
const pendingMutation = (client: QueryClient, mutationKey: readonly string[], variables: unknown) =>
  void client
    .getMutationCache()
    .build(client, { mutationKey, scope: outboxScope, mutationFn: () => new Promise(() => {}) })
    .execute(variables);

afterEach(() => vi.useRealTimers());

describe('the saved cache', () => {
  it('is written at most once per throttle window, with the latest data', async () => {
    vi.useFakeTimers();
    const { fake, persister } = await open();
    const client = createQueryClient();
    saveOnChange(client, persister);
    for (let n = 1; n <= 10; n++) client.setQueryData(['stats', 'fast'], { pointsBalance: n });
    await vi.advanceTimersByTimeAsync(PERSIST_THROTTLE_MS - 10);
    expect(fake.puts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(20);
    expect(fake.puts).toHaveLength(1);
    expect(JSON.parse(fake.puts[0]!.value).clientState.queries[0].state.data).toEqual({ pointsBalance: 10 });
  });

  it('writes what arrived within a second (a phone losing its signal sooner had none)', async () => {
    vi.useFakeTimers();
    const { fake, persister } = await open();
    const client = createQueryClient();
    saveOnChange(client, persister);
    client.setQueryData(['transactions', 'list'], { pages: [] });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fake.puts).toHaveLength(1);
  });

  it('never holds a password, a token, card data or an account number that is not masked', async () => {
    const { fake, storage } = await open();
    const client = createQueryClient();
    client.setQueryData(['user', 'current'], { id: 1, name: 'Ada', bankAccountNumber: '123456789' });
    client.setQueryData(['bank-accounts', 'list'], { bankAccounts: [{ accountNumber: '****6789' }] });
    client.setQueryData(['odd'], { password: 'Orbit-Rocket9', sessionToken: 'abc', cardNumber: '4242424242424242' });
    await client.prefetchQuery({
      queryKey: ['payment-methods', 'list'],
      queryFn: () => ({ paymentMethods: [{ card: { brand: 'visa', last4: '4242' } }] }),
      meta: { persist: false },
    });
    // A sign-in waiting on the network is not the outbox: its password is never saved.
    pendingMutation(client, ['signin'], { email: 'ada@example.com', password: 'Orbit-Rocket9' });
    pendingMutation(client, outboxKeys.settings(), { patch: { weeklyCap: 20 }, key: 'k-1' });
    saveNow(client, storage);
    await storage.settled();
    const saved = fake.data.get(1)!.value;
    expect(saved).not.toMatch(/Orbit-Rocket9|sessionToken|"abc"|4242|123456789|payment-methods|signin/);
    expect(saved).toContain('****6789');
    const state = JSON.parse(saved).clientState;
    expect(state.mutations.map((m: { state: { variables: unknown } }) => m.state.variables)).toEqual([
      { patch: { weeklyCap: 20 }, key: 'k-1' },
    ]);
  });

  it('from another build: the data is dropped, the changes still waiting are kept (as paused)', async () => {
    const old = createQueryClient();
    old.setQueryData(['stats', 'fast'], { pointsBalance: 1 });
    pendingMutation(old, outboxKeys.settings(), { patch: { weeklyCap: 5 }, key: 'k-2' });
    const { storage, persister } = await open();
    saveNow(old, storage);
    const text = storage.getItem(CACHE_KEY)!.replace(BUILD_ID, 'an-older-build');
    storage.setItem(CACHE_KEY, text);
    const restored = (await persister.restoreClient())!;
    expect(restored.buster).toBe(BUILD_ID);
    expect(restored.clientState.queries).toEqual([]);
    expect(restored.clientState.mutations).toHaveLength(1);
    expect(restored.clientState.mutations[0]!.state.isPaused).toBe(true);
  });

  it('keeps what a screen showed when its refetch met no network (offline, the last data is the truth)', async () => {
    const { fake, storage } = await open();
    const client = createQueryClient();
    client.setQueryData(['stats', 'fast'], { pointsBalance: 7 });
    const offline = () => Promise.reject(new TypeError('offline'));
    await client.fetchQuery({ queryKey: ['stats', 'fast'], queryFn: offline, staleTime: 0 }).catch(() => {});
    expect(client.getQueryState(['stats', 'fast'])!.status).toBe('error');
    saveNow(client, storage);
    await storage.settled();
    const [query] = JSON.parse(fake.data.get(1)!.value).clientState.queries;
    expect(query.state).toMatchObject({ status: 'success', data: { pointsBalance: 7 }, error: null });
    // A query that never had data is still not saved.
    await client.prefetchQuery({ queryKey: ['never'], queryFn: () => Promise.reject(new Error('no')) });
    saveNow(client, storage);
    await storage.settled();
    expect(JSON.parse(fake.data.get(1)!.value).clientState.queries).toHaveLength(1);
  });
});
