import type { RefreshResponse } from '#shared/schemas/banks.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import { apiRequest } from '#pwa/lib/api-client.ts';
import { finicityDebugKeys } from './finicity-debug.ts';
import { transactionsKeys } from './transactions.ts';

/** POST /api/refresh-account: asks the bank for new transactions now; answers how many it found. */
export const refreshAccount = () => apiRequest<RefreshResponse>('POST', apiPaths.refreshAccount);

/**
 * After a refresh, the transactions and the debug data are refreshed. New rows change what other features
 * show too (the stats, the accounts' last sync): `onRefreshed` lets the composing screen refresh those.
 */
export function useRefreshAccount(onRefreshed?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshAccount,
    onSuccess: () => {
      for (const queryKey of [transactionsKeys.all, finicityDebugKeys.all]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      onRefreshed?.();
    },
  });
}
