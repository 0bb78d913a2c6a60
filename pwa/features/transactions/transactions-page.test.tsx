import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bankDialog, transactionsPage as text } from '#shared/messages.ts';
import type { Transaction, TransactionsResponse } from '#shared/schemas/transactions.ts';
import { callsTo, json, makeUser, mockApi, renderSignedIn, shownToast } from '#pwa/features/banking/test-kit.tsx';
import { TransactionsPage } from './transactions-page.tsx';

let nextId = 1;
/** A row as GET /api/transactions answers it; by default an ordinary card purchase. */
const makeTransaction = (over: Partial<Transaction> = {}): Transaction => {
  const id = nextId++;
  return {
    id,
    description: `Purchase ${id}`,
    amount: '12.34',
    type: 'debit',
    category: 'Other',
    source: 'finicity',
    pending: false,
    roundUpAmount: '0.00',
    pointsEarned: '0.00',
    date: '2025-03-05T15:04:00.000Z',
    finicityTransactionId: `f-${id}`,
    belvoTransactionId: null,
    createdAt: '2025-03-05T15:05:00.000Z',
    ...over,
  };
};

const status = (over: Partial<TransactionsResponse['status']> = {}): TransactionsResponse['status'] => ({
  hasFinicityConnection: true,
  isProduction: false,
  finicityCount: 3,
  ...over,
});

const show = (body: TransactionsResponse, api: Parameters<typeof mockApi>[0] = {}) => {
  const fetchMock = mockApi({ 'GET /api/transactions': () => json(200, body), ...api });
  renderSignedIn(<TransactionsPage />, makeUser('USA'));
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
    show({ transactions: [], status: status({ finicityCount: 0, isProduction: true }) });
    expect(await screen.findByRole('region', { name: text.syncingTitle })).toBeTruthy();
    expect(screen.queryByRole('region', { name: text.connected })).toBeNull();
    expect(screen.queryByRole('region', { name: text.notConnected })).toBeNull();
    expect(screen.getByText(text.emptySyncing)).toBeTruthy();
    expect(screen.getByRole('button', { name: text.refresh })).toBeTruthy();
  });

  it('a connection with transactions: Bank Account Connected, and Refresh', async () => {
    show({ transactions: [makeTransaction()], status: status({ finicityCount: 1, isProduction: true }) });
    const banner = await screen.findByRole('region', { name: text.connected });
    expect(within(banner).getByText(text.connectedBody(1))).toBeTruthy();
    expect(screen.queryByRole('region', { name: text.syncingTitle })).toBeNull();
    expect(screen.getByRole('button', { name: text.refresh })).toBeTruthy();
  });

  it('no connection: No Bank Account Connected with Connect Bank, no Refresh, and the empty list says why', async () => {
    show({ transactions: [], status: status({ hasFinicityConnection: false, finicityCount: 0 }) });
    const banner = await screen.findByRole('region', { name: text.notConnected });
    expect(within(banner).getByRole('button', { name: bankDialog.connectBank })).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.refresh })).toBeNull();
    expect(screen.getByText(text.emptyTitle)).toBeTruthy();
    expect(screen.getByText(text.emptyNotConnected)).toBeTruthy();
  });
});

describe('TransactionsPage: linking from the banner', () => {
  it('keeps the success message for 2 s, then shows the new connection', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const settle = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
    const popup = { closed: false, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const account = {
      id: 'a1',
      name: 'FinBank Checking',
      number: '1234',
      type: 'checking',
      institutionName: 'FinBank',
    };
    show(
      { transactions: [], status: status({ hasFinicityConnection: false, finicityCount: 0 }) },
      {
        'GET /api/transactions': [
          () => json(200, { transactions: [], status: status({ hasFinicityConnection: false, finicityCount: 0 }) }),
          () => json(200, { transactions: [makeTransaction()], status: status({ finicityCount: 1 }) }),
        ],
        'GET /api/user': () => json(200, makeUser('USA', { bankAccountConnected: true })),
        'POST /api/finicity/create-connect-url': () => json(200, { connect_url: 'https://connect.example.test/' }),
        'POST /api/finicity/connect-callback': () =>
          json(200, { success: true, accounts: [account], account: { name: account.name } }),
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
    await settle(100);
    expect(screen.queryByRole('dialog')).toBeNull();
    await settle(50);
    expect(screen.getByRole('region', { name: text.connected })).toBeTruthy();
  });
});

describe('TransactionsPage: the summary and the list', () => {
  it('sums the cards from the list and shows each row with its date, sign, Pending and round-up badge', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 5, 18, 0));
    const today = new Date(2025, 2, 5, 15, 4).toISOString();
    const yesterday = new Date(2025, 2, 4, 9, 30).toISOString();
    const earlier = new Date(2025, 1, 20, 12, 0).toISOString();
    show({
      transactions: [
        makeTransaction({
          description: 'TikTok coins',
          category: 'TikTok',
          amount: '4.34',
          roundUpAmount: '0.66',
          pointsEarned: '0.22',
          date: today,
          pending: true,
        }),
        makeTransaction({
          description: 'TikTok refund',
          category: 'TikTok',
          type: 'credit',
          amount: '4.34',
          roundUpAmount: '-0.66',
          pointsEarned: '-0.22',
          date: yesterday,
        }),
        makeTransaction({
          description: 'TikTok coins again',
          category: 'TikTok',
          amount: '9.49',
          roundUpAmount: '0.51',
          pointsEarned: '0.47',
          date: earlier,
        }),
        makeTransaction({ description: 'Salary', type: 'credit', amount: '2000.00', date: earlier }),
      ],
      status: status({ finicityCount: 4 }),
    });
    const list = await screen.findByRole('list', { name: text.listLabel(4) });
    const cards = screen
      .getAllByTestId('summary-card')
      .map((c) => [c.querySelector('h3')!.textContent, c.querySelector('p')!.textContent]);
    expect(cards).toEqual([
      [text.totalTransactions, '4'],
      [text.tiktokPurchases, '2'],
      [text.totalRoundUps, '$0.51'],
      [text.pointsEarned, '0.47'],
    ]);
    expect(screen.getByText(text.tiktokPurchasesHint('$9.49'))).toBeTruthy();

    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    const [coins, refund, again, salary] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(coins).getByText('Today, 3:04 PM')).toBeTruthy();
    expect(within(coins).getByText('-$4.34')).toBeTruthy();
    expect(within(coins).getByText(text.pending)).toBeTruthy();
    expect(within(coins).getByTestId('round-up-badge').textContent).toContain(text.roundUp('+$0.66'));
    expect(within(refund).getByText('Yesterday, 9:30 AM')).toBeTruthy();
    expect(within(refund).getByText('+$4.34').className).toContain('text-success');
    expect(within(refund).getByTestId('round-up-badge').textContent).toContain(text.roundUp('-$0.66'));
    expect(within(refund).queryByText(text.pending)).toBeNull();
    expect(within(again).getByText('Feb 20, 12:00 PM')).toBeTruthy();
    expect(within(salary).getByText('+$2,000.00')).toBeTruthy();
    expect(within(salary).queryByTestId('round-up-badge')).toBeNull();
  });

  it('keeps fewer than 200 rows in the DOM with 10,000 transactions', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      makeTransaction({
        category: i % 6 === 0 ? 'TikTok' : 'Other',
        roundUpAmount: i % 6 === 0 ? '0.50' : '0.00',
        date: new Date(Date.UTC(2025, 2, 5) - i * 3_600_000).toISOString(),
      }),
    );
    show({ transactions: many, status: status({ finicityCount: 10_000 }) });
    const list = await screen.findByRole('list', { name: text.listLabel(10_000) });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(200);
    expect(rows[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(rows[0]!.getAttribute('aria-setsize')).toBe('10000');
    // The list is as tall as all its rows, so the page scrolls through all of them.
    expect(parseInt(list.style.height, 10)).toBeGreaterThan(10_000 * 50);
    expect(screen.getAllByTestId('summary-card')[0]!.textContent).toContain('10,000');
    expect(screen.getAllByTestId('summary-card')[2]!.textContent).toContain('$833.50');
  });

  it('shows the failure when the list cannot load', async () => {
    mockApi({ 'GET /api/transactions': () => json(500, { message: 'boom' }) });
    renderSignedIn(<TransactionsPage />, makeUser('USA'));
    expect(await screen.findByText(text.loadFailed)).toBeTruthy();
  });
});

describe('TransactionsPage: Refresh', () => {
  it('says Refreshing..., then Account refreshed with the count, and refetches the list', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = show(
      { transactions: [makeTransaction()], status: status({ finicityCount: 1 }) },
      { 'POST /api/refresh-account': () => new Promise<Response>((resolve) => (answer = resolve)) },
    );
    fireEvent.click(await screen.findByRole('button', { name: text.refresh }));
    expect(((await screen.findByRole('button', { name: text.refreshing })) as HTMLButtonElement).disabled).toBe(true);
    answer(json(200, { transactionCount: 7 }));
    await waitFor(() => expect(shownToast()).toBe(`${text.refreshedTitle}|${text.refreshedBody(7)}`));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/transactions')).toHaveLength(2));
  });

  it('says Refresh failed when it fails', async () => {
    show(
      { transactions: [makeTransaction()], status: status({ finicityCount: 1 }) },
      { 'POST /api/refresh-account': () => json(502, { message: 'bank down' }) },
    );
    fireEvent.click(await screen.findByRole('button', { name: text.refresh }));
    await waitFor(() => expect(shownToast()).toBe(`${text.refreshFailedTitle}|${text.refreshFailedBody}`));
  });
});
