// The list opens on the coin purchases; its filter (Coin purchases, Refunds, Pending, All bank transactions) and
// search ask the server for those rows, keep them in the address, and say so when nothing matches; the summary
// cards stay the whole list's.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '#shared/routes.ts';
import { transactionFilterText as text } from '#shared/messages/transactions.ts';
import { makeUser } from '#pwa/lib/testing/make-user.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderSignedIn } from '#pwa/lib/testing/render.tsx';
import { makeTransaction, pageOf } from '#pwa/features/transactions/testing/transactions.ts';
import { TransactionsPage } from './transactions-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const coins = makeTransaction({ description: 'TIKTOK COINS', category: 'TikTok' });
const refund = makeTransaction({ description: 'TIKTOK REFUND', category: 'TikTok', type: 'credit' });
const coffee = makeTransaction({ description: 'Coffee' });
const whole = pageOf([coins, refund, coffee]);

function show(only = [coins]) {
  const fetchMock = mockApi({
    'GET /api/transactions': () => json(200, whole),
    'GET /api/transactions?filter=coin_purchases': () => json(200, { ...whole, transactions: only }),
    'GET /api/transactions?filter=refunds': () => json(200, { ...whole, transactions: [refund] }),
    'GET /api/transactions?filter=refunds&q=tiktok': () => json(200, { ...whole, transactions: [refund] }),
    'GET /api/transactions?filter=coin_purchases&q=nothing': () => json(200, { ...whole, transactions: [] }),
  });
  renderSignedIn(
    <>
      <TransactionsPage />
      <Location />
    </>,
    makeUser('USA'),
    routes.transactions,
  );
  return { fetchMock };
}

/** Where the page keeps its selection: the address. */
function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}
/** The list's rows (each says its place in the list). */
const rows = () => screen.getAllByRole('listitem').filter((li) => li.hasAttribute('aria-posinset'));

describe('TransactionsPage: filter and search', () => {
  it('opens on the coin purchases, first of the chips; every bank row is the last, kept in the address', async () => {
    const { fetchMock } = show();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]!.textContent).toContain('TIKTOK COINS');
    expect(callsTo(fetchMock, 'GET', '/api/transactions')).toHaveLength(0);
    const chips = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(chips.map((c) => c.labels?.[0]?.textContent)).toEqual([
      text.filters.coin_purchases,
      text.filters.refunds,
      text.filters.pending,
      text.filters.all,
    ]);
    expect(chips[0]!.checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: text.filters.all }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByTestId('location').textContent).toBe('/transactions?filter=all');
  });

  it('says when the bank sent rows but no coin purchase yet, and where the rest are', async () => {
    show([]);
    expect(await screen.findByText(text.noCoinPurchases)).toBeTruthy();
    expect(screen.getByRole('radio', { name: text.filters.all })).toBeTruthy();
  });

  it('asks for the chosen rows, then the words typed once typing pauses, and keeps the whole summary', async () => {
    const { fetchMock } = show();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('radio', { name: text.filters.refunds }));
    await waitFor(() => expect(rows()[0]!.textContent).toContain('TIKTOK REFUND'));
    expect(rows()).toHaveLength(1);
    fireEvent.change(screen.getByRole('searchbox', { name: text.searchLabel }), { target: { value: ' tiktok ' } });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/transactions?filter=refunds&q=tiktok')).toHaveLength(1));
    // One request for the pause, not one per key.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('q='))).toHaveLength(1);
    // The cards are the whole list's, whatever the filter.
    expect(screen.getByText('3', { selector: 'p' })).toBeTruthy();
  });

  it('says when nothing matches, and clearing the search brings the coin purchases back', async () => {
    show();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.change(screen.getByRole('searchbox', { name: text.searchLabel }), { target: { value: 'nothing' } });
    expect(await screen.findByText(text.noMatch)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: text.clearSearch }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});
