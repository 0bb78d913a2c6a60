import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { TransactionsResponse } from '#shared/schemas/transactions.ts';
import { getJson } from '#pwa/lib/api-client.ts';

export const transactionsKeys = {
  all: ['transactions'] as const,
  list: () => [...transactionsKeys.all, 'list'] as const,
};

/** The URL of one page: the first without a cursor, each next one with the cursor the page before gave. */
export const transactionsPageUrl = (cursor: string | null) =>
  cursor === null ? apiPaths.transactions : `${apiPaths.transactions}?cursor=${encodeURIComponent(cursor)}`;

/**
 * GET /api/transactions, a page at a time (newest first, 50 rows each): the first page carries the sync status
 * and the summary cards, every page the cursor of the next one (null on the last).
 */
export const transactionsQuery = () =>
  infiniteQueryOptions({
    queryKey: transactionsKeys.list(),
    queryFn: ({ pageParam }) => getJson<TransactionsResponse>(transactionsPageUrl(pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

export const useTransactions = () => useInfiniteQuery(transactionsQuery());
