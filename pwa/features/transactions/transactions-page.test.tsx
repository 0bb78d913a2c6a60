import { routes } from '#shared/routes.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { transactionsPage as text } from '#shared/messages/screens.ts';
import { shownToast } from '#pwa/components/ui/testing/toast-probe.tsx';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { makeUser } from '#pwa/lib/testing/make-user.ts';
import { renderSignedIn } from '#pwa/lib/testing/render.tsx';
import { showTransactionsPage } from '#pwa/features/transactions/testing/show-page.tsx';
import { makeTransaction, pageOf, summaryOf, syncStatus } from '#pwa/features/transactions/testing/transactions.ts';
import { TRANSACTION_ROW_HEIGHT } from './components/transaction-row.tsx';
import { TransactionsPage } from './transactions-page.tsx';

/** These tests are about every bank row: the list opens on the coin purchases. */
const EVERY_ROW = `${routes.transactions}?filter=all`;

/** The rows as the only page, with the summary the server would keep over them. */
const show = showTransactionsPage;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
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
      status: syncStatus({ finicityCount: 4 }),
    });
    const list = await screen.findByRole('list', { name: text.listLabel(4) });
    const cards = screen
      .getAllByTestId('summary-card')
      .map((c) => [c.querySelector('h3')!.textContent, c.querySelector('p')!.textContent]);
    expect(cards).toEqual([
      [text.totalTransactions, '4'],
      [text.tiktokPurchases, '1'],
      [text.totalRoundUps, '$0.51'],
      [text.pointsEarned, '0.47 points'],
    ]);
    // The posted purchase is the spend; the pending one is kept apart, labelled pending
    // (docs/product-rules.md section 6).
    expect(screen.getByText(text.tiktokPurchasesHint('$9.49'))).toBeTruthy();
    expect(screen.getByTestId('pending-purchases').textContent).toBe(text.pendingPurchasesNote(1, '$4.34'));

    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    const [coins, refund, again, salary] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(coins).getByText('Today, 3:04 PM')).toBeTruthy();
    expect(within(coins).getByText('-$4.34')).toBeTruthy();
    // Pending beside the date from 640 px, on the line below it on a phone (beside it, it cut the date off).
    expect(
      within(coins)
        .getAllByTestId('pending-badge')
        .map((b) => [b.textContent?.trim(), b.className]),
    ).toEqual([
      [text.pending, expect.stringContaining('hidden sm:inline-flex')],
      [text.pending, expect.stringContaining('inline-flex sm:hidden')],
    ]);
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
    show({ transactions: many, status: syncStatus({ finicityCount: 10_000 }) });
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
    renderSignedIn(<TransactionsPage />, makeUser('USA'), EVERY_ROW);
    expect(await screen.findByText(text.loadFailed)).toBeTruthy();
  });
});

describe('TransactionsPage: a page at a time', () => {
  const rows = (n: number, from: number) =>
    Array.from({ length: n }, (_, i) =>
      makeTransaction({
        description: `Row ${from + i}`,
        date: new Date(Date.UTC(2025, 2, 5) - (from + i) * 60_000).toISOString(),
      }),
    );
  const first = rows(10, 0);
  const second = rows(10, 10);
  const all = [...first, ...second];
  const shownRows = (list: HTMLElement) =>
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');

  it('loads the next page when the end of the list comes near, with a footer while it loads', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = mockApi({
      'GET /api/transactions': () => json(200, pageOf(first, { summary: summaryOf(all), nextCursor: 'c/1' })),
      'GET /api/transactions?cursor=c%2F1': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderSignedIn(<TransactionsPage />, makeUser('USA'), EVERY_ROW);
    // The label and the cards count every row, not only those loaded.
    const list = await screen.findByRole('list', { name: text.listLabel(20) });
    expect(screen.getAllByTestId('summary-card')[0]!.textContent).toContain('20');
    expect(await screen.findByText(text.loadingMore)).toBeTruthy();
    answer(json(200, pageOf(second, { summary: summaryOf(all), nextCursor: null })));
    // The list grows to every row (virtualised: only those on screen are in the DOM), in order.
    await waitFor(() => expect(parseInt(list.style.height, 10)).toBe(20 * TRANSACTION_ROW_HEIGHT));
    const names = shownRows(list).map((t) => /Row \d+/.exec(t)![0]);
    expect(names).toEqual(all.slice(0, names.length).map((tx) => tx.description));
    expect(screen.queryByText(text.loadingMore)).toBeNull();
    // The last page says there is no more: nothing else is asked.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/transactions', '/api/transactions?cursor=c%2F1']);
  });

  it('says so when the next page fails, and Try again loads it', async () => {
    mockApi({
      'GET /api/transactions': () => json(200, pageOf(first, { summary: summaryOf(all), nextCursor: 'c1' })),
      'GET /api/transactions?cursor=c1': [() => json(503, { message: 'busy' }), () => json(200, pageOf(second))],
    });
    renderSignedIn(<TransactionsPage />, makeUser('USA'), EVERY_ROW);
    const list = await screen.findByRole('list', { name: text.listLabel(20) });
    expect(await screen.findByText(text.loadMoreFailed)).toBeTruthy();
    expect(parseInt(list.style.height, 10)).toBe(10 * TRANSACTION_ROW_HEIGHT);
    fireEvent.click(screen.getByRole('button', { name: text.tryAgain }));
    await waitFor(() => expect(parseInt(list.style.height, 10)).toBe(20 * TRANSACTION_ROW_HEIGHT));
    expect(screen.queryByText(text.loadMoreFailed)).toBeNull();
  });
});

describe('TransactionsPage: rows in other currencies', () => {
  const mxn = { currency: 'MXN', originalAmount: '99.00', amount: '5.40', usdRate: '18.3412', rateDate: '2025-06-06' };
  const waiting = { currency: 'UYU', originalAmount: '250.00', amount: null, usdRate: null, rateDate: null };

  it('shows the bank amount then the dollars, the rate as a tooltip, and a waiting row without dollars', async () => {
    show({
      transactions: [
        makeTransaction({ description: 'Oxxo', ...mxn }),
        makeTransaction({
          description: 'Refund',
          type: 'credit',
          currency: 'CLP',
          originalAmount: '19900',
          amount: '21.40',
          usdRate: '929.9065',
          rateDate: '2025-06-05',
        }),
        makeTransaction({ description: 'TikTok coins', category: 'TikTok', ...waiting }),
        makeTransaction({ description: 'Coffee', amount: '5.40', originalAmount: '5.40' }),
      ],
      status: syncStatus({ finicityCount: 4 }),
    });
    const list = await screen.findByRole('list', { name: text.listLabel(4) });
    const [oxxo, refund, coins, coffee] = within(list).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    // The dollars in brackets, as US dollars: never '-MX$99.00 - $5.40', which reads as a subtraction.
    expect(within(oxxo).getByText('-MX$99.00 (US$5.40)').title).toBe(text.rateTitle('18.3412', 'MXN', 'Jun 6'));
    // On a phone (sm:hidden) too, the member's currency first: the pesos beside the description, the dollars below.
    expect(within(oxxo).getByText('-MX$99.00').className).toContain('sm:hidden');
    expect(within(oxxo).getByText('US$5.40').className).toContain('sm:hidden');
    expect(within(oxxo).queryByText(text.awaitingRate)).toBeNull();
    const clp = within(refund).getByText('+CLP 19,900 (US$21.40)');
    expect(clp.closest('.text-success')).not.toBeNull();
    expect(clp.title).toBe('1 USD = 929.9065 CLP on Jun 5');
    expect(within(coins).getByText('-UYU 250.00').title).toBe('');
    expect(within(coins).getByText(text.awaitingRate)).toBeTruthy();
    expect(within(coins).queryByTestId('round-up-badge')).toBeNull();
    expect(within(coffee).getByText('-$5.40').title).toBe('');
    expect(within(coffee).queryByText(text.awaitingRate)).toBeNull();
  });

  it('marks a refunded purchase Refunded and leaves it out of the purchases and the spend', async () => {
    show({
      transactions: [
        makeTransaction({ description: 'Refund', category: 'TikTok', type: 'credit', amount: '9.99' }),
        makeTransaction({ description: 'Coins', category: 'TikTok', amount: '9.99', refunded: true }),
        makeTransaction({ description: 'More coins', category: 'TikTok', amount: '4.50' }),
      ],
      status: syncStatus({ finicityCount: 3 }),
    });
    const list = await screen.findByRole('list', { name: text.listLabel(3) });
    const [refund, coins, more] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(coins).getByTestId('refunded').textContent).toContain(text.refunded);
    expect(within(refund).queryByTestId('refunded')).toBeNull();
    expect(within(more).queryByTestId('refunded')).toBeNull();
    expect(screen.getAllByTestId('summary-card')[1]!.querySelector('p')!.textContent).toBe('1');
    expect(screen.getByText(text.tiktokPurchasesHint('$4.50'))).toBeTruthy();
    expect(screen.queryByTestId('pending-purchases')).toBeNull();
  });

  it('leaves a row waiting for its rate out of the TikTok spend', async () => {
    show({
      transactions: [
        makeTransaction({ category: 'TikTok', roundUpAmount: '0.60', ...mxn }),
        makeTransaction({ category: 'TikTok', ...waiting }),
      ],
      status: syncStatus({ finicityCount: 2 }),
    });
    await screen.findByRole('list', { name: text.listLabel(2) });
    expect(screen.getByText(text.tiktokPurchasesHint('$5.40'))).toBeTruthy();
    expect(screen.getAllByTestId('summary-card')[2]!.textContent).toContain('$0.60');
  });
});

describe('TransactionsPage: Refresh', () => {
  it('says Refreshing..., then Account refreshed with the count, and refetches the list', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = show(
      { transactions: [makeTransaction()], status: syncStatus({ finicityCount: 1 }) },
      { 'POST /api/refresh-account': () => new Promise<Response>((resolve) => (answer = resolve)) },
    );
    fireEvent.click(await screen.findByRole('button', { name: text.refresh }));
    expect(((await screen.findByRole('button', { name: text.refreshing })) as HTMLButtonElement).disabled).toBe(true);
    answer(json(200, { transactionCount: 40, newTransactions: 7 }));
    await waitFor(() => expect(shownToast()).toBe(`${text.refreshedTitle}|${text.refreshedBody(7)}`));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/transactions')).toHaveLength(2));
  });

  it('says Refresh failed when it fails', async () => {
    show(
      { transactions: [makeTransaction()], status: syncStatus({ finicityCount: 1 }) },
      { 'POST /api/refresh-account': () => json(502, { message: 'bank down' }) },
    );
    fireEvent.click(await screen.findByRole('button', { name: text.refresh }));
    await waitFor(() => expect(shownToast()).toBe(`${text.refreshFailedTitle}|${text.refreshFailedBody}`));
  });
});
