import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { RedeemRequest, Redemption } from '#shared/schemas/payouts.ts';
import { apiRequest } from '#pwa/lib/api-client.ts';
import { withProof } from '#pwa/lib/proof.ts';
import { achievementsKeys } from './achievements.ts';
import { activityKeys } from './activity.ts';
import { statsKeys } from './stats.ts';

export type RedeemCall = { request: RedeemRequest; idempotencyKey: string };

/**
 * POST /api/points/redeem (201). The Idempotency-Key makes a double click or a retry after a lost answer
 * one redemption, not two.
 */
export const redeemPoints = ({ request, idempotencyKey }: RedeemCall) =>
  withProof(() =>
    apiRequest<Redemption>('POST', apiPaths.redeem, request, { headers: { 'Idempotency-Key': idempotencyKey } }),
  );

export function useRedeemPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemPoints,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: statsKeys.all });
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
      // A first redemption unlocks an achievement.
      void queryClient.invalidateQueries({ queryKey: achievementsKeys.all });
    },
  });
}
