import { routes } from '#shared/routes.ts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankDialog } from '#shared/messages/banking.ts';
import { transactionsPage as text } from '#shared/messages/screens.ts';
import type { TransactionsResponse } from '#shared/schemas/transactions.ts';
import { makeUser } from '#pwa/lib/testing/make-user.ts';
import { json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderSignedIn } from '#pwa/lib/testing/render.tsx';
import { checking, connectCallback, fakePopup } from '#pwa/features/banking/testing/connect-popup.ts';
import { makeTransaction, pageOf, syncStatus } from '#pwa/features/transactions/testing/transactions.ts';
import { TransactionsRoute } from './transactions.tsx';

/** These tests are about every bank row: the list opens on the coin purchases. */
const EVERY_ROW = `${routes.transactions}?filter=all`;

/** The rows as the only page, with the summary the server would keep over them. */
type Shown = Pick<TransactionsResponse, 'transactions'> & Partial<TransactionsResponse>;
const show = (body: Shown, api: Parameters<typeof mockApi>[0] = {}) => {
  const fetchMock = mockApi({ 'GET /api/transactions': () => json(200, pageOf(body.transactions, body)), ...api });
  renderSignedIn(<TransactionsRoute />, makeUser('USA'), EVERY_ROW);
  return fetchMock;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('TransactionsPage: the bank sync banners', () => {
  it('a connection with nothing synced in production: the yellow Syncing Transaction Data banner', async () => {
    show({ transactions: [], status: syncStatus({ finicityCount: 0, isProduction: true }) });
    expect(await screen.findByRole('region', { name: text.syncingTitle })).toBeTruthy();
    expect(screen.queryByRole('region', { name: text.connected })).toBeNull();
    expect(screen.queryByRole('region', { name: text.notConnected })).toBeNull();
    expect(screen.getByText(text.emptySyncing)).toBeTruthy();
    expect(screen.getByRole('button', { name: text.refresh })).toBeTruthy();
  });

  it('a connection with transactions: Bank Account Connected, and Refresh', async () => {
    show({ transactions: [makeTransaction()], status: syncStatus({ finicityCount: 1, isProduction: true }) });
    const banner = await screen.findByRole('region', { name: text.connected });
    expect(within(banner).getByText(text.connectedBody(1))).toBeTruthy();
    expect(screen.queryByRole('region', { name: text.syncingTitle })).toBeNull();
    expect(screen.getByRole('button', { name: text.refresh })).toBeTruthy();
  });

  it('a bank account another account had before: says its earlier transactions were rewarded there', async () => {
    const listedFrom = '2026-03-10T12:00:00.000Z';
    show({ transactions: [], status: syncStatus({ finicityCount: 0, listedFrom }) });
    const banner = await screen.findByRole('region', { name: text.connected });
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(listedFrom),
    );
    expect(banner.textContent).toContain(text.connectedWaitingBody);
    expect(banner.textContent).toContain(text.listedFrom(day));
  });

  it(
    'no connection: No Bank Account Connected with Connect Bank, no Refresh, ' + 'and the empty list says why',
    async () => {
      show({ transactions: [], status: syncStatus({ hasFinicityConnection: false, finicityCount: 0 }) });
      const banner = await screen.findByRole('region', { name: text.notConnected });
      expect(within(banner).getByRole('button', { name: bankDialog.connectBank })).toBeTruthy();
      expect(screen.queryByRole('button', { name: text.refresh })).toBeNull();
      expect(screen.getByText(text.emptyTitle)).toBeTruthy();
      expect(screen.getByText(text.emptyNotConnected)).toBeTruthy();
    },
  );
});

describe('TransactionsPage: linking from the banner', () => {
  it('keeps the success message for 2 s, then shows the new connection', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const settle = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    show(
      { transactions: [], status: syncStatus({ hasFinicityConnection: false, finicityCount: 0 }) },
      {
        'GET /api/transactions': [
          () => json(200, pageOf([], { status: syncStatus({ hasFinicityConnection: false, finicityCount: 0 }) })),
          () => json(200, pageOf([makeTransaction()])),
        ],
        'GET /api/user': () => json(200, makeUser('USA', { bankAccountConnected: true })),
        'POST /api/finicity/create-connect-url': () => json(200, { connect_url: 'https://connect.example.test/' }),
        'POST /api/finicity/connect-callback': () => json(200, connectCallback([checking])),
        'POST /api/bank-accounts': () => json(201, {}),
      },
    );
    await settle();
    const banner = screen.getByRole('region', { name: text.notConnected });
    fireEvent.click(within(banner).getByRole('button', { name: bankDialog.connectBank }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: bankDialog.connectAccount }));
    await settle();
    popup.closed = true;
    await settle(1_000);
    await settle();
    expect(screen.getByText(bankDialog.successComplete)).toBeTruthy();
    await settle(1_900);
    expect(screen.getByText(bankDialog.successComplete)).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: bankDialog.done }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await settle(50);
    expect(screen.getByRole('region', { name: text.connected })).toBeTruthy();
  });
});
