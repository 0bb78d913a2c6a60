import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tabBarText as text } from '#shared/messages/app-shell.ts';
import { apiPaths, routes } from '#shared/routes.ts';
import type { User } from '#shared/schemas/user.ts';
import { json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderWithClient } from '#pwa/lib/testing/render.tsx';
import { TabBar } from './tab-bar.tsx';

const member = (userType: User['userType']) =>
  ({ id: 1, name: 'Ada Lovelace', username: 'ada', userType, bankAccountConnected: true }) as User;

function show(userType: User['userType'], unreadCount: number, at: string) {
  mockApi({ [`GET ${apiPaths.notifications}`]: () => json(200, { notifications: [], unreadCount, nextCursor: null }) });
  renderWithClient(<TabBar user={member(userType)} />, undefined, at);
  const bar = screen.getByRole('navigation', { name: text.label });
  const tabs = () => within(bar).getAllByRole('link');
  return { bar, tabs, where: () => tabs().map((a) => a.getAttribute('href')) };
}

beforeEach(() => vi.useRealTimers());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the tab bar', () => {
  it('takes a gifter home, to Activity, Payouts, Alerts (with its unread count), Settings; marks where', async () => {
    const { bar, tabs, where } = show('gifter', 3, routes.payouts);
    expect(where()).toEqual([
      routes.dashboard,
      routes.transactions,
      routes.payouts,
      routes.notifications,
      routes.settings,
    ]);
    expect(tabs().map((a) => a.getAttribute('aria-current'))).toEqual([null, null, 'page', null, null]);
    // The badge's number is said after the tab's name; until the count comes, the tab is its name alone.
    await waitFor(() =>
      expect(within(bar).getByRole('link', { name: `${text.alerts}${text.unread(3)}` })).toBeTruthy(),
    );
    expect(within(bar).getByText('3')).toBeTruthy();
  });

  it('gives a creator their profile where a gifter has Alerts, and no badge without unread notifications', async () => {
    const { bar, where } = show('creator', 0, routes.dashboard);
    expect(where()).toEqual([
      routes.dashboard,
      routes.profile('ada'),
      routes.transactions,
      routes.payouts,
      routes.settings,
    ]);
    expect(within(bar).getByRole('link', { name: text.home }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(within(bar).queryByText(/unread/)).toBeNull());
  });
});
