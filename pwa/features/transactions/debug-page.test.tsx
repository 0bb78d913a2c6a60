import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { debugScreen as text } from '#shared/messages/banking.ts';
import type { DebugInfo } from '#shared/schemas/banks.ts';
import { shownToast } from '#pwa/components/ui/testing/toast-probe.tsx';
import { makeUser } from '#pwa/lib/testing/make-user.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderSignedIn } from '#pwa/lib/testing/render.tsx';
import { DebugPage } from './debug-page.tsx';

const linked: DebugInfo = {
  hasFinicityAccount: true,
  finicityCustomerId: '1005061234',
  accountCount: 2,
  accounts: [
    {
      name: 'FinBank Checking',
      type: 'checking',
      status: 'active',
      balance: 1520.5,
      lastUpdated: null,
      linkedDate: null,
      error: null,
    },
    {
      name: 'FinBank Card',
      type: 'creditCard',
      status: 'error',
      balance: null,
      lastUpdated: null,
      linkedDate: null,
      error: 'Credentials expired',
    },
  ],
};

const render = (api: Parameters<typeof mockApi>[0]) => {
  const fetchMock = mockApi(api);
  renderSignedIn(<DebugPage />, makeUser('USA'));
  return fetchMock;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DebugPage', () => {
  it('shows the link, the customer id and each account with its error line', async () => {
    render({ 'GET /api/finicity-debug': () => json(200, linked) });
    expect(await screen.findByText('1005061234')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeTruthy();
    expect(screen.getByText(text.linkedAccount).nextElementSibling!.textContent).toBe(text.yes);
    expect(screen.getByText(text.accountsTitle(2))).toBeTruthy();
    const [checking, card] = within(screen.getByText(text.accountsTitle(2)).parentElement!).getAllByRole(
      'listitem',
    ) as [HTMLElement, HTMLElement];
    expect(within(checking).getByText('FinBank Checking')).toBeTruthy();
    expect(within(checking).getByText('$1,520.50')).toBeTruthy();
    expect(within(checking).getByText('checking')).toBeTruthy();
    expect(within(card).getByText(text.error('Credentials expired'))).toBeTruthy();
    for (const line of [text.adviceCreditCards, text.advicePostedOnly, text.adviceBankDelays, text.adviceManualRefresh])
      expect(screen.getByText(line)).toBeTruthy();
  });

  it('says No accounts found without a link', async () => {
    render({
      'GET /api/finicity-debug': () =>
        json(200, { hasFinicityAccount: false, finicityCustomerId: null, accountCount: 0, accounts: [] }),
    });
    expect(await screen.findByText(text.noAccounts)).toBeTruthy();
    expect(screen.getByText(text.linkedAccount).nextElementSibling!.textContent).toBe(text.no);
  });

  it('Refresh Debug Info refetches, and says Failed to load debug information when that fails', async () => {
    const fetchMock = render({
      'GET /api/finicity-debug': [() => json(200, linked), () => json(500, { message: 'boom' })],
    });
    await screen.findByText('1005061234');
    fireEvent.click(screen.getByRole('button', { name: text.refreshInfo }));
    await waitFor(() => expect(shownToast()).toBe(`${text.loadFailedTitle}|${text.loadFailed}`));
    expect(callsTo(fetchMock, 'GET', '/api/finicity-debug')).toHaveLength(2);
  });

  it('Refresh Account & Fetch Transactions: Account Refreshed with the count, then the debug data again', async () => {
    const fetchMock = render({
      'GET /api/finicity-debug': () => json(200, linked),
      'POST /api/refresh-account': () => json(200, { transactionCount: 12 }),
    });
    await screen.findByText('1005061234');
    fireEvent.click(screen.getByRole('button', { name: text.refreshAccount }));
    await waitFor(() => expect(shownToast()).toBe(`${text.refreshedTitle}|${text.refreshedBody(12)}`));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/finicity-debug')).toHaveLength(2));
  });

  it("Refresh Failed with the server's message, or 'Failed to refresh account'", async () => {
    render({
      'GET /api/finicity-debug': () => json(200, linked),
      'POST /api/refresh-account': [
        () => json(409, { message: 'No bank account linked' }),
        () => new Response('', { status: 500 }),
      ],
    });
    await screen.findByText('1005061234');
    fireEvent.click(screen.getByRole('button', { name: text.refreshAccount }));
    await waitFor(() => expect(shownToast()).toBe(`${text.refreshFailedTitle}|No bank account linked`));
    fireEvent.click(screen.getByRole('button', { name: text.refreshAccount }));
    await waitFor(() => expect(shownToast()).toBe(`${text.refreshFailedTitle}|${text.refreshFailedBody}`));
  });
});
