// The outbox end to end over a fake IndexedDB table: changes made offline show at once and wait (counted), survive
// a reload, then go one at a time, in order, with the keys they were made with; a refusal is undone with a toast;
// logout and another user's sign-in empty the saved cache.
import {
  onlineManager,
  type QueryClient,
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineText } from '#shared/messages/app-shell.ts';
import type { User } from '#shared/schemas/user.ts';
import { shownToast, ToastProbe } from '#pwa/components/ui/testing/toast-probe.tsx';
import { userKeys } from '#pwa/lib/current-user.ts';
import { newIdempotencyKey } from '#pwa/lib/idempotency-key.ts';
import { notificationKeys, useNotificationChange } from '#pwa/lib/notifications.ts';
import { createQueryClient } from '#pwa/lib/query-client.ts';
import { clearSessionHint, setSessionHint } from '#pwa/lib/session-hint.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { usePendingChanges } from './outbox.ts';
import { openPersistence } from './persistence.ts';
import { forgetSessionHere } from './save-for-offline.ts';
import { settingsChangeOptions } from './settings-change.ts';
import { fakeTable } from './testing/fake-table.ts';

const fake = vi.hoisted(() => ({ current: null as null | ReturnType<typeof fakeTable> }));
vi.mock('#pwa/lib/local-store.ts', () => ({
  localStore: {
    get savedCaches() {
      return fake.current!.table;
    },
  },
}));

const ada = { id: 1, name: 'Ada', notifyCreatorUpdates: false, roundUpMultiplier: 1, weeklyCap: null } as User;
const list = {
  notifications: [{ id: 7, type: 'other', title: 'Hi', message: 'Hello', data: {}, read: false, createdAt: '' }],
  unreadCount: 1,
  nextCursor: null,
};

let changes: { settings: (patch: Partial<User>) => void; markAllRead: () => void } | null = null;
function Screen() {
  const queryClient = useQueryClient();
  const settings = useMutation(settingsChangeOptions(queryClient));
  const notifications = useNotificationChange();
  changes = {
    settings: (patch) => settings.mutate({ patch, key: newIdempotencyKey() }),
    markAllRead: () => notifications.mutate({ kind: 'all' }),
  };
  const user = useQuery({ queryKey: userKeys.current(), enabled: false }).data as User | undefined;
  const unread = useQuery({ queryKey: notificationKeys.list(), enabled: false }).data as typeof list | undefined;
  return (
    <p>
      pending {usePendingChanges()}; creator updates {String(user?.notifyCreatorUpdates)}; multiplier{' '}
      {user?.roundUpMultiplier}; cap {String(user?.weeklyCap)}; unread {unread?.unreadCount}
    </p>
  );
}

/** The app as it starts for the hinted user: the saved cache restored, then the screen. */
async function start(seed?: (client: QueryClient) => void) {
  const client = createQueryClient();
  seed?.(client);
  await openPersistence(client, ada.id);
  const view = render(
    <QueryClientProvider client={client}>
      <Screen />
      <ToastProbe />
    </QueryClientProvider>,
  );
  await screen.findByText(/pending/);
  return { client, view };
}
const seedAda = (client: QueryClient) => {
  client.setQueryData(userKeys.current(), ada);
  client.setQueryData(notificationKeys.list(), list);
};
const shown = () => screen.getByText(/pending/).textContent;
const keyOf = (init: RequestInit) => (init.headers as Record<string, string>)['Idempotency-Key'];

beforeEach(() => {
  fake.current = fakeTable();
  setSessionHint(ada.id);
});
afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
  clearSessionHint();
  vi.unstubAllGlobals();
});

describe('the outbox', () => {
  it('queues offline, keeps the queue over a reload, then replays in order with the same keys, once', async () => {
    let onServer = ada;
    const fetchMock = mockApi({
      'PATCH /api/user': (init) => json(200, (onServer = { ...onServer, ...JSON.parse(init.body as string) })),
      'PUT /api/notifications/mark-all-read': () => json(200, { success: true, updated: 1 }),
      'GET /api/notifications': () => json(200, { ...list, unreadCount: 0 }),
    });
    onlineManager.setOnline(false);
    const first = await start(seedAda);
    act(() => changes!.settings({ notifyCreatorUpdates: true }));
    act(() => changes!.settings({ roundUpMultiplier: 3 }));
    act(() => changes!.markAllRead());
    await waitFor(() => expect(shown()).toContain('pending 3; creator updates true; multiplier 3'));
    expect(shown()).toContain('unread 0');
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(JSON.parse(fake.current!.data.get(1)!.value).clientState.mutations).toHaveLength(3));
    const queued = JSON.parse(fake.current!.data.get(1)!.value).clientState.mutations.map(
      (m: { state: { variables: { key: string } } }) => m.state.variables.key,
    );

    // A reload: a new client, the same table. The changes are shown and still waiting.
    first.view.unmount();
    await start();
    await waitFor(() => expect(shown()).toContain('pending 3; creator updates true; multiplier 3'));
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(shown()).toContain('pending 0'));
    const sent = fetchMock.mock.calls.filter(([, init]) => init?.method !== undefined);
    expect(sent.map(([url, init]) => `${init!.method} ${url}`)).toEqual([
      'PATCH /api/user',
      'PATCH /api/user',
      'PUT /api/notifications/mark-all-read',
    ]);
    expect(sent.map(([, init]) => keyOf(init!))).toEqual(queued);
    expect(callsTo(fetchMock, 'PATCH', '/api/user').map(([, init]) => JSON.parse(init.body as string))).toEqual([
      { notifyCreatorUpdates: true },
      { roundUpMultiplier: 3 },
    ]);
    expect(shown()).toContain('creator updates true; multiplier 3');
    await waitFor(() => expect(JSON.parse(fake.current!.data.get(1)!.value).clientState.mutations).toEqual([]));
  });

  it('undoes a replay the server refuses, and says what was undone', async () => {
    mockApi({ 'PATCH /api/user': () => json(409, { message: 'refused' }) });
    onlineManager.setOnline(false);
    await start(seedAda);
    act(() => changes!.settings({ weeklyCap: 20 }));
    await waitFor(() => expect(shown()).toContain('pending 1; creator updates false; multiplier 1; cap 20'));
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(shown()).toContain('pending 0'));
    expect(shown()).toContain('cap null');
    expect(shownToast()).toBe(`${offlineText.undoneTitle}|${offlineText.undone('Weekly cap')}`);
  });

  it('empties the saved cache at logout, and when another user signs in here', async () => {
    mockApi({});
    onlineManager.setOnline(false);
    await start(seedAda);
    act(() => changes!.settings({ weeklyCap: 20 }));
    await waitFor(() => expect(fake.current!.data.size).toBe(1));
    await forgetSessionHere();
    expect(fake.current!.data.size).toBe(0);
    act(() => changes!.settings({ weeklyCap: 50 }));
    await new Promise((r) => setTimeout(r, 10));
    expect(fake.current!.data.size).toBe(0);

    cleanup();
    setSessionHint(ada.id);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    await start(seedAda);
    act(() => changes!.settings({ weeklyCap: 20 }));
    await waitFor(() => expect(fake.current!.data.size).toBe(1));
    act(() => setSessionHint(2));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(fake.current!.data.size).toBe(0);
  });
});
