import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import { apiRequest } from '#pwa/lib/api-client.ts';
import { bankAccountsKeys, finicityDebugKeys, statsKeys, transactionsKeys } from '#pwa/lib/query-keys.ts';

/** POST /api/refresh-account: asks the bank for new transactions now; answers how many it found. */
export const refreshAccount = () => apiRequest<{ transactionCount: number }>('POST', apiPaths.refreshAccount);

/** SPEC section 7: then the transactions and the debug data are refreshed (and what new rows change). */
export function useRefreshAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshAccount,
    onSuccess: () => {
      for (const queryKey of [transactionsKeys.all, finicityDebugKeys.all, statsKeys.all, bankAccountsKeys.all]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
