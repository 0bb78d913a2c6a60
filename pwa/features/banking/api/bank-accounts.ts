import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { BankAccountDto } from '#shared/schemas/banks.ts';
import { getJson } from '#pwa/lib/api-client.ts';
import { userKeys } from '#pwa/lib/current-user.ts';

type BankAccountsResponse = { bankAccounts: BankAccountDto[] };

export const bankAccountsKeys = {
  all: ['bank-accounts'] as const,
  list: () => [...bankAccountsKeys.all, 'list'] as const,
};

/** GET /api/bank-accounts: the user's linked accounts, refetched on each visit (a link can break meanwhile). */
export const bankAccountsQuery = () =>
  queryOptions({
    queryKey: bankAccountsKeys.list(),
    queryFn: () => getJson<BankAccountsResponse>(apiPaths.bankAccounts),
    staleTime: 0,
  });

export const useBankAccounts = () => useQuery(bankAccountsQuery());

/**
 * A bank was linked or unlinked: the user (bankAccountConnected, the header badge) and the accounts change.
 * Not awaited: the screens refresh on their own. What other features show (the transactions with their sync
 * status, the stats) is theirs to refresh: the screen that composes them passes `onLinked` / `onUnlinked`.
 */
export function refreshBankData(queryClient: QueryClient) {
  for (const queryKey of [userKeys.all, bankAccountsKeys.all]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
