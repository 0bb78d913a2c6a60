// A bank linked, unlinked or synced changes what several features show, and features do not know each other's
// data. Each refreshes its own; the screens that compose them refresh the rest with these.
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { bankAccountsKeys } from '#pwa/features/banking/api/bank-accounts.ts';
import { statsKeys } from '#pwa/features/dashboard/api/stats.ts';
import { transactionsKeys } from '#pwa/features/transactions/api/transactions.ts';

export function useBankChangeRefresh() {
  const queryClient = useQueryClient();
  // Not awaited: the screens refresh on their own.
  const invalidate = (keys: QueryKey[]) => () => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  return {
    /** After banking refreshed the user and the accounts: the transactions with their sync status, the stats. */
    linkChanged: invalidate([transactionsKeys.all, statsKeys.all]),
    /** After transactions refreshed its list and the debug data: the stats, the accounts' last sync. */
    synced: invalidate([statsKeys.all, bankAccountsKeys.all]),
  };
}
