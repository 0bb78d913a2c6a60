// The member's payout account: read by Settings > Payouts, the redeem dialog and the payouts list;
// onboarding goes to the provider's hosted form (Stripe's, or the sandbox's stand-in) and comes back to Settings.
import { formatInstant } from '#pwa/lib/format.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { payoutAccountText as text } from '#shared/messages/payout-accounts.ts';
import { payoutApiPaths } from '#shared/routes-payouts.ts';
import type { PayoutAccountResponse } from '#shared/schemas/payout-accounts.ts';
import { apiRequest, getJson } from '#pwa/lib/api-client.ts';
import { withProof } from '#pwa/lib/proof.ts';

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

/**
 * A link to the provider's form, then the browser goes there. Changing a ready account sends the password, and with
 * two-factor on the server first asks a recent code or passkey: asked for, then sent again.
 */
export function useStartPayoutOnboarding() {
  return useMutation({
    mutationFn: (password?: string) =>
      withProof(() =>
        apiRequest<{ url: string }>(
          'POST',
          payoutApiPaths.payoutAccountOnboarding,
          password === undefined ? {} : { password },
        ),
      ),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Back from the form: the account's state read from the provider. */
export function useRefreshPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<PayoutAccountResponse>('POST', payoutApiPaths.payoutAccountRefresh),
    onSuccess: async (data) => {
      // A read sent before the member came back may answer after this one: it must not bring the old state back.
      await queryClient.cancelQueries({ queryKey: payoutAccountKeys.all });
      queryClient.setQueryData(payoutAccountKeys.all, data);
    },
  });
}

/** An estimate of `usdCents` in the member's currency at today's rate (units per dollar), or null. */
export function estimateIn(usdCents: number, rate: string | null): number | null {
  const perUsd = rate === null ? NaN : Number(rate);
  return Number.isFinite(perUsd) && perUsd > 0 ? (usdCents / 100) * perUsd : null;
}

/**
 * While payouts to a bank account that just changed wait: 'Payouts to this account start on Mar 6, 3:04 PM: ...'
 * (in the member's time zone); null when they do not wait.
 */
export function payoutsStartLine(account: { payoutsFrom: string | null } | null | undefined, now = Date.now()) {
  const from = account?.payoutsFrom;
  if (!from || Date.parse(from) <= now) return null;
  return text.startsOn(formatInstant(from, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }));
}
