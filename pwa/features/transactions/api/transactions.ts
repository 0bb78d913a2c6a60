import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { TransactionFilter } from '#shared/constants.ts';
import type { TransactionsResponse } from '#shared/schemas/transactions.ts';
import { getJson } from '#pwa/lib/api-client.ts';

export const transactionsKeys = {
  all: ['transactions'] as const,
  list: () => [...transactionsKeys.all, 'list'] as const,
};

/** Which rows the list shows: the whole list when `filter` is 'all' and `q` empty. */
export type TransactionSelection = { filter: TransactionFilter; q: string };
export const WHOLE_LIST: TransactionSelection = { filter: 'all', q: '' };
/** What the list opens on: the coin purchases (every bank row is the 'all' filter). */
export const FIRST_VIEW: TransactionSelection = { filter: 'coin_purchases', q: '' };
const isWhole = ({ filter, q }: TransactionSelection) => filter === 'all' && q === '';

/** The URL of one page: the first without a cursor, each next one with the cursor the page before gave. */
export const transactionsPageUrl = (cursor: string | null, selection: TransactionSelection = WHOLE_LIST) => {
  const params = new URLSearchParams();
  if (selection.filter !== 'all') params.set('filter', selection.filter);
  if (selection.q) params.set('q', selection.q);
  if (cursor !== null) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `${apiPaths.transactions}?${query}` : apiPaths.transactions;
};

/**
 * GET /api/transactions, a page at a time (newest first, 50 rows each): the first page carries the sync status
 * and the summary cards, every page the cursor of the next one (null on the last).
 */
export const transactionsQuery = (selection: TransactionSelection = WHOLE_LIST) =>
  infiniteQueryOptions({
    // The whole list keeps the key the drawn pages and the saved cache know; a selection is a list of its own.
    queryKey: isWhole(selection)
      ? transactionsKeys.list()
      : [...transactionsKeys.list(), selection.filter, selection.q],
    queryFn: ({ pageParam }) => getJson<TransactionsResponse>(transactionsPageUrl(pageParam, selection)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

export const useTransactions = (selection: TransactionSelection = WHOLE_LIST) =>
  useInfiniteQuery({ ...transactionsQuery(selection), placeholderData: (previous) => previous });
