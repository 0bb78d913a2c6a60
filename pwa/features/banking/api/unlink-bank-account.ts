import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import { apiRequest } from '#pwa/lib/api-client.ts';
import { refreshBankData } from './bank-accounts.ts';

/** DELETE /api/bank-accounts/{id}: syncing stops, the history stays. */
export const unlinkBankAccount = (id: number) => apiRequest<void>('DELETE', apiPaths.bankAccount(id));

/** `onUnlinked` runs after the bank data is refreshed: the composing screen refreshes the other features' data. */
export function useUnlinkBankAccount(onUnlinked?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkBankAccount,
    onSuccess: () => {
      refreshBankData(queryClient);
      onUnlinked?.();
    },
  });
}
