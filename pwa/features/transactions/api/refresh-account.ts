import type { RefreshResponse } from '#shared/schemas/banks.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import { apiRequest } from '#pwa/lib/api-client.ts';
import { finicityDebugKeys } from './finicity-debug.ts';
import { transactionsKeys } from './transactions.ts';

/** POST /api/refresh-account: asks the bank for new transactions now; answers how many it found. */
export const refreshAccount = () => apiRequest<RefreshResponse>('POST', apiPaths.refreshAccount);

/** POST /api/sandbox/coin-purchase: a test bank makes a coin purchase now, and the account is synced. */
export const sandboxCoinPurchase = () => apiRequest<RefreshResponse>('POST', apiPaths.sandboxCoinPurchase);

/**
 * After a refresh, the transactions and the debug data are refreshed. New rows change what other features
 * show too (the stats, the accounts' last sync): `onRefreshed` lets the composing screen refresh those.
 */
export const useRefreshAccount = (onRefreshed?: () => void) => useSyncing(refreshAccount, onRefreshed);

/** The test bank's coin purchase, then what a refresh refreshes. */
export const useSandboxPurchase = (onRefreshed?: () => void) => useSyncing(sandboxCoinPurchase, onRefreshed);

function useSyncing(mutationFn: () => Promise<RefreshResponse>, onRefreshed?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      for (const queryKey of [transactionsKeys.all, finicityDebugKeys.all]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      onRefreshed?.();
    },
  });
}
