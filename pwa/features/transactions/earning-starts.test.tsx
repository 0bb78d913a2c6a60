// Earning starts at the link: the history it brought is marked 'Before you joined' and earns nothing, and in test
// mode the test bank can make a coin purchase now, which earns.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { banking } from '#shared/messages/banking.ts';
import { apiPaths } from '#shared/routes.ts';
import { transactionsPage as text } from '#shared/messages/screens.ts';
import { shownToast } from '#pwa/components/ui/testing/toast-probe.tsx';
import { callsTo, json } from '#pwa/lib/testing/mock-api.ts';
import { showTransactionsPage } from '#pwa/features/transactions/testing/show-page.tsx';
import { makeTransaction, pageOf, syncStatus } from '#pwa/features/transactions/testing/transactions.ts';

const show = showTransactionsPage;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TransactionsPage: before you joined', () => {
  it('marks a coin purchase from before the link, with no round-up, and counts it in the spend', async () => {
    show({
      transactions: [
        makeTransaction({ description: 'New coins', category: 'TikTok', amount: '4.50', roundUpAmount: '0.50' }),
        makeTransaction({ description: 'Old coins', category: 'TikTok', amount: '9.99', beforeLink: true }),
        makeTransaction({ description: 'Old coffee', amount: '3.00', beforeLink: true }),
      ],
      status: syncStatus({ finicityCount: 3 }),
    });
    const list = await screen.findByRole('list', { name: text.listLabel(3) });
    const [fresh, old, coffee] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(old).getByTestId('before-link').textContent).toContain(text.beforeLink);
    expect(within(old).queryByTestId('round-up-badge')).toBeNull();
    expect(within(fresh).queryByTestId('before-link')).toBeNull();
    expect(within(fresh).getByTestId('round-up-badge')).toBeTruthy();
    // Only coin purchases say it: the rest of the bank's history earns nothing anyway.
    expect(within(coffee).queryByTestId('before-link')).toBeNull();
    expect(screen.getAllByTestId('summary-card')[1]!.querySelector('p')!.textContent).toBe('2');
  });
});

describe('TransactionsPage: the test bank buys coins', () => {
  it('offers it in test mode only, and lists the purchase it made', async () => {
    const bought = makeTransaction({ description: 'TIKTOK COINS', category: 'TikTok', roundUpAmount: '0.01' });
    let rows = [makeTransaction({ description: 'Old coins', category: 'TikTok', beforeLink: true })];
    const fetchMock = show(
      { transactions: rows, status: syncStatus() },
      {
        'GET /api/transactions': () => json(200, pageOf(rows, { status: syncStatus() })),
        'POST /api/sandbox/coin-purchase': () => {
          rows = [bought, ...rows];
          return json(200, { transactionCount: 2, newTransactions: 1 });
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: text.sandboxPurchase }));
    await waitFor(() => expect(shownToast()).toBe(`${text.sandboxPurchasedTitle}|${text.sandboxPurchasedBody}`));
    expect(callsTo(fetchMock, 'POST', apiPaths.sandboxCoinPurchase)).toHaveLength(1);
    const list = await screen.findByRole('list', { name: text.listLabel(2) });
    expect(within(list).getByText('TIKTOK COINS')).toBeTruthy();
  });

  it("says the server's words when it refuses, and is not offered against a real bank", async () => {
    show(
      { transactions: [], status: syncStatus() },
      {
        'POST /api/sandbox/coin-purchase': () => json(429, { message: banking.refreshTooSoon(8), retryAfter: 8 }),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: text.sandboxPurchase }));
    await waitFor(() => expect(shownToast()).toBe(`${text.refreshFailedTitle}|${banking.refreshTooSoon(8)}`));
    cleanup();
    show({ transactions: [], status: syncStatus({ isProduction: true }) });
    expect(await screen.findByRole('button', { name: text.refresh })).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.sandboxPurchase })).toBeNull();
  });
});
