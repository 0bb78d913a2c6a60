import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { TransactionsResponse } from '#shared/schemas/transactions.ts';
import { getJson } from '#pwa/lib/api-client.ts';

export const transactionsKeys = {
  all: ['transactions'] as const,
  list: () => [...transactionsKeys.all, 'list'] as const,
};

/** GET /api/transactions: every visible row, newest first, with the bank sync status. */
export const transactionsQuery = () =>
  queryOptions({
    queryKey: transactionsKeys.list(),
    queryFn: () => getJson<TransactionsResponse>(apiPaths.transactions),
    staleTime: 0,
  });

export const useTransactions = () => useQuery(transactionsQuery());
