import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { CashOut, CashOutRequest } from '#shared/schemas/payouts.ts';
import { apiRequest } from '#pwa/lib/api-client.ts';
import { portfolioKeys } from '#pwa/lib/portfolio.ts';
import { withProof } from '#pwa/lib/proof.ts';
import { activityKeys } from './activity.ts';
import { statsKeys } from './stats.ts';

export type CashOutCall = { request: CashOutRequest; idempotencyKey: string };

/**
 * POST /api/cash-outs (201): money out of an investment, to the payout account. The Idempotency-Key makes a double
 * click or a retry after a lost answer one cash-out; past 15 minutes of a session the member proves it first.
 */
export const cashOut = ({ request, idempotencyKey }: CashOutCall) =>
  withProof(() =>
    apiRequest<CashOut>('POST', apiPaths.cashOuts, request, { headers: { 'Idempotency-Key': idempotencyKey } }),
  );

export function useCashOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cashOut,
    onSuccess: () => {
      // The holdings, the value and the chart move; the stats' cashed-out total and the activity too.
      void queryClient.invalidateQueries({ queryKey: portfolioKeys.all });
      void queryClient.invalidateQueries({ queryKey: statsKeys.all });
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });
}
