// Settings > Close account: what closing would do (read each time the dialog opens), and closing.
import { useQuery } from '@tanstack/react-query';
import { closingApiPaths as paths } from '#shared/routes-closing.ts';
import type { AccountClosed, CloseAccountRequest, ClosingPreview } from '#shared/schemas/closing.ts';
import { apiRequest, getJson } from '#pwa/lib/api-client.ts';
import { forgetSessionHere } from '#pwa/lib/offline/save-for-offline.ts';
import { withProof } from '#pwa/lib/proof.ts';
import { forgetPushHere } from '#pwa/lib/push-subscription.ts';

export const closingKeys = { preview: ['account-closing'] as const };

/** Read fresh whenever the dialog opens: balances move, and what is forfeited must be what is shown. */
export const useClosingPreview = (enabled: boolean) =>
  useQuery({
    queryKey: closingKeys.preview,
    queryFn: () => getJson<ClosingPreview>(paths.preview),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });

/** Closes the account (asking for the session's proof first if the server wants it). */
export const closeAccount = (input: CloseAccountRequest) =>
  withProof(() => apiRequest<AccountClosed>('POST', paths.close, input));

/** As logout does: this browser's saved data and push subscription go (the server has ended the session). */
export const forgetThisBrowser = () => Promise.allSettled([forgetSessionHere(), forgetPushHere()]);
