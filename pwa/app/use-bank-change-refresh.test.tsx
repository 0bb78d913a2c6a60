// Money the server moves on its own (a link's import, a sweep, a payout) reaches every money screen without a
// reload: a new money notification in the bell's list refreshes them.
import { useQueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationType } from '#shared/constants.ts';
import { apiPaths } from '#shared/routes.ts';
import { makeUser } from '#pwa/lib/testing/make-user.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderSignedIn } from '#pwa/lib/testing/render.tsx';
import { notificationKeys } from '#pwa/lib/notifications.ts';
import { useFastStats } from '#pwa/features/dashboard/api/stats.ts';
import { useBankChangeRefresh } from './use-bank-change-refresh.ts';

/** A notice made `minutes` from now (before the screen opened when negative). */
const note = (id: number, type: NotificationType, minutes = 1) => ({
  id,
  type,
  title: 'T',
  message: 'M',
  data: null,
  read: false,
  createdAt: new Date(Date.now() + minutes * 60_000).toISOString(),
});
const list = (...notifications: ReturnType<typeof note>[]) =>
  json(200, { notifications, unreadCount: notifications.length, nextCursor: null });

/** A money screen: the stats, and the refresh of its composing route. */
function Screen() {
  const refresh = useBankChangeRefresh();
  const queryClient = useQueryClient();
  useFastStats(true);
  return (
    <>
      <button onClick={() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all })}>poll</button>
      <button onClick={refresh.linkChanged}>linked</button>
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('money screens after money moved on the server', () => {
  it('refresh when the bell brings a money notice made since they opened, once, and not for older ones', async () => {
    const fetchMock = mockApi({
      [`GET ${apiPaths.notifications}`]: [
        () => list(note(5, 'bank_added', -1)),
        () => list(note(5, 'bank_added', -1)),
        () => list(note(6, 'other'), note(5, 'bank_added', -1)),
        () => list(note(7, 'transaction_pulled'), note(6, 'other'), note(5, 'bank_added', -1)),
        () => list(note(7, 'transaction_pulled'), note(6, 'other'), note(5, 'bank_added', -1)),
      ],
      [`GET ${apiPaths.statsFast}`]: () =>
        json(200, { pointsBalance: 0, totalTikTokSpending: 0, totalPointsEarned: 0, totalRedeemed: 0 }),
    });
    renderSignedIn(<Screen />, makeUser('USA'));
    const stats = () => callsTo(fetchMock, 'GET', apiPaths.statsFast).length;
    const polls = () => callsTo(fetchMock, 'GET', apiPaths.notifications).length;
    await waitFor(() => expect(stats()).toBe(1));
    await waitFor(() => expect(polls()).toBe(1));
    // The same list, then a notice that is not about money: nothing to refresh.
    for (const n of [2, 3]) {
      fireEvent.click(screen.getByRole('button', { name: 'poll' }));
      await waitFor(() => expect(polls()).toBe(n));
    }
    expect(stats()).toBe(1);
    // The import's notice: the stats are read again, once.
    fireEvent.click(screen.getByRole('button', { name: 'poll' }));
    await waitFor(() => expect(stats()).toBe(2));
    fireEvent.click(screen.getByRole('button', { name: 'poll' }));
    await waitFor(() => expect(polls()).toBe(5));
    expect(stats()).toBe(2);
  });

  it('refreshes them at once after a link, and reads the bell again soon after for the import', async () => {
    const fetchMock = mockApi({
      [`GET ${apiPaths.notifications}`]: () => list(),
      [`GET ${apiPaths.statsFast}`]: () =>
        json(200, { pointsBalance: 0, totalTikTokSpending: 0, totalPointsEarned: 0, totalRedeemed: 0 }),
    });
    renderSignedIn(<Screen />, makeUser('USA'));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', apiPaths.notifications)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'linked' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', apiPaths.statsFast)).toHaveLength(2));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', apiPaths.notifications)).toHaveLength(2), {
      timeout: 3_000,
    });
  });
});
