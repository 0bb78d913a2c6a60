import { routes } from '#shared/routes.ts';
import type { TransactionsResponse } from '#shared/schemas/transactions.ts';
import { makeUser } from '#pwa/lib/testing/make-user.ts';
import { json, mockApi } from '#pwa/lib/testing/mock-api.ts';
import { renderSignedIn } from '#pwa/lib/testing/render.tsx';
import { TransactionsPage } from '#pwa/features/transactions/transactions-page.tsx';
import { pageOf } from './transactions.ts';

/** What GET /api/transactions answers: these rows as the only page, with the summary the server would keep. */
export type Shown = Pick<TransactionsResponse, 'transactions'> & Partial<TransactionsResponse>;

/**
 * The page for a US member on every bank row (All bank transactions; the list opens on the coin purchases), the API
 * answering `body` and whatever else `api` says; returns the fetch mock.
 */
export function showTransactionsPage(body: Shown, api: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({ 'GET /api/transactions': () => json(200, pageOf(body.transactions, body)), ...api });
  renderSignedIn(<TransactionsPage />, makeUser('USA'), `${routes.transactions}?filter=all`);
  return fetchMock;
}
