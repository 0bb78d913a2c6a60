import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '#shared/messages/auth.ts';
import { bankAccountsText } from '#shared/messages/banking.ts';
import { dates } from '#shared/messages/common.ts';
import { notificationsText as text } from '#shared/messages/notifications.ts';
import { apiPaths, routes } from '#shared/routes.ts';
import type { Notification, NotificationsResponse } from '#shared/schemas/notifications.ts';
import type { User } from '#shared/schemas/user.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderWithClient } from '#pwa/lib/testing/render.tsx';
import { AppHeader } from './app-header.tsx';

const user = (bankAccountConnected: boolean) =>
  ({
    id: 1,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    username: 'ada',
    userType: 'gifter',
    bankAccountConnected,
  }) as User;

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const note = (id: number, over: Partial<Notification> = {}): Notification => ({
  id,
  type: 'round_up',
  title: `Title ${id}`,
  message: `Message ${id}`,
  data: { url: routes.transactions },
  read: false,
  createdAt: minutesAgo(2),
  ...over,
});
const page = (notifications: Notification[], unreadCount = notifications.filter((n) => !n.read).length) =>
  ({ notifications, unreadCount, nextCursor: null }) satisfies NotificationsResponse;

/** The header over a fake server holding `initial` (its unread count forced with `unread`), which obeys the writes. */
function show(initial: Notification[], unread?: number) {
  let list = [...initial];
  const ok = (body: unknown) => json(200, body);
  const api: Parameters<typeof mockApi>[0] = {
    [`GET ${apiPaths.notifications}`]: () => ok(page(list, unread)),
    [`PUT ${apiPaths.notificationsMarkAllRead}`]: () => {
      list = list.map((n) => ({ ...n, read: true }));
      return ok({ success: true });
    },
  };
  for (const { id } of initial) {
    api[`PUT ${apiPaths.notificationRead(id)}`] = () => {
      list = list.map((n) => (n.id === id ? { ...n, read: true } : n));
      return ok({ success: true });
    };
    api[`DELETE ${apiPaths.notification(id)}`] = () => {
      list = list.filter((n) => n.id !== id);
      return ok({ success: true });
    };
  }
  const fetchMock = mockApi(api);
  renderWithClient(
    <Routes>
      <Route path="*" element={<AppHeader user={user(true)} />} />
      <Route path={routes.transactions} element={<p>Transactions screen</p>} />
    </Routes>,
  );
  return fetchMock;
}
const bell = () => screen.getByRole('button', { name: /^Notifications/ });

beforeEach(() => vi.useRealTimers());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AppHeader', () => {
  it("shows 'Bank Connected' only when a bank is connected", () => {
    mockApi({ [`GET ${apiPaths.notifications}`]: () => json(200, page([])) });
    renderWithClient(<AppHeader user={user(true)} />);
    expect(screen.getByText(bankAccountsText.connectedBadge)).toBeTruthy();
    cleanup();
    renderWithClient(<AppHeader user={user(false)} />);
    expect(screen.queryByText(bankAccountsText.connectedBadge)).toBeNull();
  });
});

describe('Log out', () => {
  it('POSTs a form to /api/logout (a GET signs nobody out), after this browser forgets its saved data', async () => {
    mockApi({ [`GET ${apiPaths.notifications}`]: () => json(200, page([])) });
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    localStorage.setItem('giftorbit:signed-in-user', '1');
    try {
      renderWithClient(<AppHeader user={user(true)} />);
      fireEvent.click(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }));
      fireEvent.click(screen.getByRole('button', { name: auth.logOut }));
      await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
      const form = submit.mock.contexts[0] as HTMLFormElement;
      expect(form.method).toBe('post');
      expect(new URL(form.action).pathname).toBe(apiPaths.logout);
      // Nothing named in the form: the body is empty, as the API's content-type check wants.
      expect([...new FormData(form).keys()]).toEqual([]);
      expect(localStorage.getItem('giftorbit:signed-in-user')).toBeNull();
    } finally {
      submit.mockRestore();
    }
  });
});

describe('the notification bell', () => {
  it("counts the unread, capped at '99+', and says 'No notifications yet' when there are none", async () => {
    show([note(1)], 140);
    await waitFor(() => expect(screen.getByTestId('unread-badge').textContent).toBe('99+'));
    expect(bell().getAttribute('aria-label')).toBe(text.bellLabel(140));
    cleanup();
    show([]);
    fireEvent.click(bell());
    expect(await screen.findByText(text.empty)).toBeTruthy();
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    expect(screen.queryByRole('button', { name: text.markAllRead })).toBeNull();
  });

  it('lists title, message and relative time; marks one read, all read, and deletes one', async () => {
    const calls = show([
      note(3),
      note(2, { createdAt: minutesAgo(180) }),
      note(1, { read: true, createdAt: minutesAgo(3 * 24 * 60) }),
    ]);
    await waitFor(() => expect(screen.getByTestId('unread-badge').textContent).toBe('2'));
    fireEvent.click(bell());
    const panel = screen.getByRole('region', { name: text.title });
    expect(within(panel).getByText('Message 3')).toBeTruthy();
    expect(within(panel).getByText(dates.minutesAgo(2))).toBeTruthy();
    expect(within(panel).getByText(dates.hoursAgo(3))).toBeTruthy();
    expect(within(panel).getByText(dates.daysAgo(3))).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: `${text.markRead}: Title 3` }));
    await waitFor(() => expect(screen.getByTestId('unread-badge').textContent).toBe('1'));
    expect(callsTo(calls, 'PUT', apiPaths.notificationRead(3))).toHaveLength(1);

    fireEvent.click(within(panel).getByRole('button', { name: text.markAllRead }));
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull());
    expect(callsTo(calls, 'PUT', apiPaths.notificationsMarkAllRead)).toHaveLength(1);

    fireEvent.click(within(panel).getByRole('button', { name: `${text.delete}: Title 1` }));
    await waitFor(() => expect(within(panel).queryByText('Message 1')).toBeNull());
    expect(callsTo(calls, 'DELETE', apiPaths.notification(1))).toHaveLength(1);
  });

  it('opens the screen a notification is about, and marks it read', async () => {
    const calls = show([note(7, { title: 'Round-up invested' })]);
    fireEvent.click(bell());
    fireEvent.click(await screen.findByRole('button', { name: /^Round-up invested/ }));
    expect(await screen.findByText('Transactions screen')).toBeTruthy();
    expect(screen.queryByRole('region', { name: text.title })).toBeNull();
    await waitFor(() => expect(callsTo(calls, 'PUT', apiPaths.notificationRead(7))).toHaveLength(1));
  });
});
