// The member's payout account (issue 30): read by Settings > Payouts, the redeem dialog and the payouts list;
// onboarding goes to the provider's hosted form (Stripe's, or the sandbox's stand-in) and comes back to Settings.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { payoutApiPaths } from '#shared/routes-payouts.ts';
import type { PayoutAccountResponse } from '#shared/schemas/payout-accounts.ts';
import { apiRequest, getJson } from '#pwa/lib/api-client.ts';

export const payoutAccountKeys = { all: ['payout-account'] as const };

export const payoutAccountQuery = () =>
  queryOptions({
    queryKey: payoutAccountKeys.all,
    // Where money goes is asked fresh, never kept on the device (as saved cards are not).
    meta: { persist: false },
    staleTime: 0,
    queryFn: () => getJson<PayoutAccountResponse>(payoutApiPaths.payoutAccount),
  });

export const usePayoutAccount = () => useQuery(payoutAccountQuery());

/** A link to the provider's form, then the browser goes there (the password when changing a ready account). */
export function useStartPayoutOnboarding() {
  return useMutation({
    mutationFn: (password?: string) =>
      apiRequest<{ url: string }>(
        'POST',
        payoutApiPaths.payoutAccountOnboarding,
        password === undefined ? {} : { password },
      ),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Back from the form: the account's state read from the provider. */
export function useRefreshPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<PayoutAccountResponse>('POST', payoutApiPaths.payoutAccountRefresh),
    onSuccess: (data) => queryClient.setQueryData(payoutAccountKeys.all, data),
  });
}

/** An estimate of `usdCents` in the member's currency at today's rate (units per dollar), or null. */
export function estimateIn(usdCents: number, rate: string | null): number | null {
  const perUsd = rate === null ? NaN : Number(rate);
  return Number.isFinite(perUsd) && perUsd > 0 ? (usdCents / 100) * perUsd : null;
}
