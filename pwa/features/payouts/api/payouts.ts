import { useQueries } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { CashOut, Redemption } from '#shared/schemas/payouts.ts';
import { getJson } from '#pwa/lib/api-client.ts';

export const payoutsKeys = {
  all: ['payouts'] as const,
  redemptions: () => [...payoutsKeys.all, 'redemptions'] as const,
  cashOuts: () => [...payoutsKeys.all, 'cash-outs'] as const,
};

/** One line of the list: a redemption or a cash-out, with what both have. */
export type PayoutItem = {
  key: string;
  kind: 'redemption' | 'cash-out';
  source: CashOut['source'] | null;
  gross: string;
  fee: string;
  net: string;
  method: Redemption['payoutMethod'];
  status: Redemption['status'];
  failureReason: string | null;
  estimatedArrival: string | null;
  createdAt: string;
  processedAt: string | null;
  /** Where it went, why it waits, what arrived in the bank account's currency. */
  destination: Redemption['destination'];
  heldReason: string | null;
  arrived: Redemption['arrived'];
};

const fromRedemption = (r: Redemption): PayoutItem => ({
  key: `redemption-${r.id}`,
  kind: 'redemption',
  source: null,
  gross: r.cashValue,
  fee: r.fee,
  net: r.netAmount,
  method: r.payoutMethod,
  status: r.status,
  failureReason: r.failureReason,
  estimatedArrival: r.estimatedArrival,
  createdAt: r.createdAt,
  processedAt: r.processedAt,
  destination: r.destination,
  heldReason: r.heldReason,
  arrived: r.arrived,
});

const fromCashOut = (c: CashOut): PayoutItem => ({
  key: `cash-out-${c.id}`,
  kind: 'cash-out',
  source: c.source,
  gross: c.amount,
  fee: c.fee,
  net: c.netAmount,
  method: c.payoutMethod,
  status: c.status,
  failureReason: c.failureReason,
  estimatedArrival: c.estimatedArrival,
  createdAt: c.createdAt,
  processedAt: c.processedAt,
  destination: c.destination,
  heldReason: c.heldReason,
  arrived: c.arrived,
});

/**
 * GET /api/points/redemptions and GET /api/cash-outs (each the latest 100), as one list, newest first. Refetched
 * on each visit: a payout's status moves on the provider's side.
 */
export function usePayouts() {
  return useQueries({
    queries: [
      {
        queryKey: payoutsKeys.redemptions(),
        queryFn: () => getJson<{ redemptions: Redemption[] }>(apiPaths.redemptions),
        staleTime: 0,
      },
      {
        queryKey: payoutsKeys.cashOuts(),
        queryFn: () => getJson<{ cashOuts: CashOut[] }>(apiPaths.cashOuts),
        staleTime: 0,
      },
    ],
    combine: ([redemptions, cashOuts]) => ({
      isPending: redemptions.isPending || cashOuts.isPending,
      isError: redemptions.isError || cashOuts.isError,
      refetch: () => Promise.all([redemptions.refetch(), cashOuts.refetch()]),
      data:
        redemptions.data && cashOuts.data
          ? [...redemptions.data.redemptions.map(fromRedemption), ...cashOuts.data.cashOuts.map(fromCashOut)].sort(
              (a, b) => b.createdAt.localeCompare(a.createdAt),
            )
          : undefined,
    }),
  });
}
