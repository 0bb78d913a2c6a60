// A tap on a row opens its sheet: the row in full and, on a purchase, the member's word on it. Saying it sends the
// correction, closes the sheet with a toast and reads the list again; a refusal stays in the sheet, in the server's
// words; money in and a refunded purchase offer nothing to say.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { corrections } from '#shared/messages/money.ts';
import { transactionSheetText as text } from '#shared/messages/transactions.ts';
import { apiPaths, routes } from '#shared/routes.ts';
import { ToastProbe, shownToast } from '#pwa/components/ui/testing/toast-probe.tsx';
import { clearToasts } from '#pwa/components/ui/toast-store.ts';
import { makeUser } from '#pwa/lib/testing/make-user.ts';
import { callsTo, json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderSignedIn } from '#pwa/lib/testing/render.tsx';
import { makeTransaction, pageOf } from '#pwa/features/transactions/testing/transactions.ts';
import { TransactionsPage } from './transactions-page.tsx';

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

const store = makeTransaction({ description: 'APPLE.COM/BILL', amount: '9.49', originalAmount: '9.49' });
const coins = makeTransaction({
  description: 'TIKTOK COINS',
  category: 'TikTok',
  roundUpAmount: '0.51',
  pointsEarned: '0.47',
});
const refund = makeTransaction({ description: 'TIKTOK REFUND', category: 'TikTok', type: 'credit' });
const refunded = makeTransaction({ description: 'REFUNDED TIKTOK COINS', category: 'TikTok', refunded: true });

function show(classify: () => Response = () => json(200, { coinPurchase: true, changed: true })) {
  const fetchMock = mockApi({
    'GET /api/transactions': () => json(200, pageOf([store, coins, refund, refunded])),
    [`POST ${apiPaths.transactionClassification(store.id)}`]: classify,
    [`POST ${apiPaths.transactionClassification(coins.id)}`]: () => json(200, { coinPurchase: false, changed: true }),
  });
  renderSignedIn(
    <>
      <TransactionsPage />
      <ToastProbe />
    </>,
    makeUser('USA'),
    `${routes.transactions}?filter=all`,
  );
  return fetchMock;
}

const openRow = async (description: string) => {
  const row = await screen.findByRole('button', { name: new RegExp(`^${description}`) });
  fireEvent.click(row);
  return screen.findByRole('dialog', { name: description });
};

describe('a row’s sheet', () => {
  it("says 'This is a coin purchase' on a row the rules missed, sends it, closes, reads the list again", async () => {
    const fetchMock = show();
    const sheet = await openRow('APPLE.COM/BILL');
    expect(within(sheet).getByText('-$9.49')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: text.markCoin }));
    await waitFor(() => expect(shownToast()).toBe(`${text.markedCoin}|`));
    const sent = callsTo(fetchMock, 'POST', apiPaths.transactionClassification(store.id));
    expect(sent.map(([, init]) => JSON.parse(String(init.body)))).toEqual([{ coinPurchase: true }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/transactions')).toHaveLength(2));
  });

  it("offers 'Not a coin purchase' on a coin purchase, with its round-up and points", async () => {
    const fetchMock = show();
    const sheet = await openRow('TIKTOK COINS');
    expect(within(sheet).getByText('$0.51')).toBeTruthy();
    expect(within(sheet).getByText('0.47 points')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: text.markNotCoin }));
    await waitFor(() => expect(shownToast()).toBe(`${text.markedNotCoin}|`));
    const sent = callsTo(fetchMock, 'POST', apiPaths.transactionClassification(coins.id));
    expect(sent.map(([, init]) => JSON.parse(String(init.body)))).toEqual([{ coinPurchase: false }]);
  });

  it('keeps the sheet open with the server’s reason when the correction is refused', async () => {
    show(() => json(409, { message: corrections.refunded }));
    const sheet = await openRow('APPLE.COM/BILL');
    fireEvent.click(within(sheet).getByRole('button', { name: text.markCoin }));
    expect((await within(sheet).findByRole('alert')).textContent).toBe(corrections.refunded);
    expect(screen.getByRole('dialog', { name: 'APPLE.COM/BILL' })).toBeTruthy();
    expect(shownToast()).toBeNull();
  });

  it('offers nothing to say on money in or on a refunded purchase', async () => {
    show();
    let sheet = await openRow('TIKTOK REFUND');
    expect(within(sheet).queryByRole('button', { name: text.markNotCoin })).toBeNull();
    fireEvent.keyDown(sheet, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    sheet = await openRow('REFUNDED TIKTOK COINS');
    expect(within(sheet).getByText(text.refundedNote)).toBeTruthy();
    expect(within(sheet).queryByRole('button', { name: text.markNotCoin })).toBeNull();
  });
});
