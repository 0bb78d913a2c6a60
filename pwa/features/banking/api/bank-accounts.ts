import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { BankAccountDto } from '#shared/schemas/banks.ts';
import { getJson } from '#pwa/lib/api-client.ts';
import { userKeys } from '#pwa/lib/current-user.ts';
import { bankAccountsKeys, statsKeys, transactionsKeys } from '#pwa/lib/query-keys.ts';

type BankAccountsResponse = { bankAccounts: BankAccountDto[] };

/** GET /api/bank-accounts: the user's linked accounts, refetched on each visit (a link can break meanwhile). */
export const bankAccountsQuery = () =>
  queryOptions({
    queryKey: bankAccountsKeys.list(),
    queryFn: () => getJson<BankAccountsResponse>(apiPaths.bankAccounts) as Promise<BankAccountsResponse>,
    staleTime: 0,
  });

export const useBankAccounts = () => useQuery(bankAccountsQuery());

/**
 * A bank was linked or unlinked: the user (bankAccountConnected, the header badge), the accounts, the
 * transactions with their sync status and the stats all change. Not awaited: the screens refresh on their own.
 */
export function refreshBankData(queryClient: QueryClient) {
  for (const queryKey of [userKeys.all, bankAccountsKeys.all, transactionsKeys.all, statsKeys.all]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
