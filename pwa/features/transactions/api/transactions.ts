import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { TransactionsResponse } from '#shared/schemas/transactions.ts';
import { getJson } from '#pwa/lib/api-client.ts';
import { transactionsKeys } from '#pwa/lib/query-keys.ts';

/** GET /api/transactions: every visible row, newest first, with the bank sync status. */
export const transactionsQuery = () =>
  queryOptions({
    queryKey: transactionsKeys.list(),
    queryFn: () => getJson<TransactionsResponse>(apiPaths.transactions) as Promise<TransactionsResponse>,
    staleTime: 0,
  });

export const useTransactions = () => useQuery(transactionsQuery());
