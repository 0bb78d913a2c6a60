import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { TransactionClassification, TransactionClassificationResult } from '#shared/schemas/transactions.ts';
import { apiRequest } from '#pwa/lib/api-client.ts';
import { transactionsKeys } from './transactions.ts';

/**
 * POST /api/transactions/:id/classification: the member's word on a row. Saying it again changes nothing, so a retry
 * is safe. The list refreshes, and `onChanged` lets the composing screen refresh the rest (the stats, the activity).
 */
export function useClassifyTransaction(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, coinPurchase }: TransactionClassification & { id: number }) =>
      apiRequest<TransactionClassificationResult>('POST', apiPaths.transactionClassification(id), { coinPurchase }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: transactionsKeys.all });
      onChanged?.();
    },
  });
}
