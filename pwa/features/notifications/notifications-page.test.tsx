// The notifications page pages through every notification as the API does (older pages by cursor),
// opens the screen each one is about, and reads, marks all read and deletes as the bell's panel does.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationsText as text } from '#shared/messages/notifications.ts';
import { apiPaths, routes } from '#shared/routes.ts';
import type { Notification } from '#shared/schemas/notifications.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderWithClient } from '#pwa/lib/testing/render.tsx';
import { NotificationsPage } from './notifications-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const note = (id: number, read = false): Notification => ({
  id,
  type: 'payout',
  title: `Title ${id}`,
  message: `Message ${id}`,
  data: { url: routes.payouts },
  read,
  createdAt: new Date(Date.UTC(2026, 10, 1) + id * 60_000).toISOString(),
});
const newer = Array.from({ length: 50 }, (_, i) => note(100 - i));
const older = [note(2, true), note(1, true)];

/** The older page is answered when the test says (`answerOlder`), so the loading row can be seen. */
let answerOlder: () => void = () => {};

function show() {
  const olderAnswered = new Promise<void>((resolve) => (answerOlder = resolve));
  const fetchMock = mockApi({
    [`GET ${apiPaths.notifications}`]: () => json(200, { notifications: newer, unreadCount: 50, nextCursor: 'c1' }),
    [`GET ${apiPaths.notifications}?cursor=c1`]: () =>
      olderAnswered.then(() => json(200, { notifications: older, unreadCount: 50, nextCursor: null })),
    [`PUT ${apiPaths.notificationRead(100)}`]: () => json(200, { success: true }),
  });
  renderWithClient(
    <Routes>
      <Route path="/" element={<NotificationsPage />} />
      <Route path={routes.payouts} element={<p>Payouts screen</p>} />
    </Routes>,
  );
  return fetchMock;
}

describe('Notifications page', () => {
  it('shows the first page, then older ones by cursor with a loading row, and ends there', async () => {
    const fetchMock = show();
    const list = await screen.findByRole('list', { name: text.title });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    fireEvent.click(screen.getByRole('button', { name: text.loadMore }));
    expect((await screen.findByRole('status')).textContent).toContain(text.loadingMore);
    answerOlder();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(52));
    expect(within(list).getAllByRole('listitem').at(-1)!.textContent).toContain('Title 1');
    expect(screen.queryByRole('button', { name: text.loadMore })).toBeNull();
    expect(callsTo(fetchMock, 'GET', `${apiPaths.notifications}?cursor=c1`)).toHaveLength(1);
  });

  it('opens the screen a notification is about, marking it read', async () => {
    const fetchMock = show();
    fireEvent.click(await screen.findByRole('button', { name: /^Title 100 ?Message 100/ }));
    await screen.findByText('Payouts screen');
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', apiPaths.notificationRead(100))).toHaveLength(1));
  });
});
