// The list's filter (All, Coin purchases, Refunds, Pending) and search ask the server for those rows,
// keep them in the address, and say so when nothing matches; the summary cards stay the whole list's.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

function show() {
  const fetchMock = mockApi({
    'GET /api/transactions': () => json(200, whole),
    'GET /api/transactions?filter=refunds': () => json(200, { ...whole, transactions: [refund] }),
    'GET /api/transactions?filter=refunds&q=tiktok': () => json(200, { ...whole, transactions: [refund] }),
    'GET /api/transactions?q=nothing': () => json(200, { ...whole, transactions: [] }),
  });
  renderSignedIn(<TransactionsPage />, makeUser('USA'));
  return fetchMock;
}
/** The list's rows (each says its place in the list). */
const rows = () => screen.getAllByRole('listitem').filter((li) => li.hasAttribute('aria-posinset'));

describe('TransactionsPage: filter and search', () => {
  it('asks for the chosen rows, then the words typed once typing pauses, and keeps the whole summary', async () => {
    const fetchMock = show();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('radio', { name: text.filters.refunds }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]!.textContent).toContain('TIKTOK REFUND');
    fireEvent.change(screen.getByRole('searchbox', { name: text.searchLabel }), { target: { value: ' tiktok ' } });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/transactions?filter=refunds&q=tiktok')).toHaveLength(1));
    // One request for the pause, not one per key.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('q='))).toHaveLength(1);
    // The cards are the whole list's, whatever the filter.
    expect(screen.getByText('3', { selector: 'p' })).toBeTruthy();
  });

  it('says when nothing matches, and All brings the whole list back', async () => {
    show();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.change(screen.getByRole('searchbox', { name: text.searchLabel }), { target: { value: 'nothing' } });
    expect(await screen.findByText(text.noMatch)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: text.clearSearch }));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });
});
