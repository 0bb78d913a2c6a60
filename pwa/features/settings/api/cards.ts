import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { PaymentMethodsResponse, SavedCardDto } from '#shared/schemas/cards.ts';
import { apiRequest, getJson } from '#pwa/lib/api-client.ts';

export const cardKeys = { all: ['payment-methods'] as const, list: () => [...cardKeys.all, 'list'] as const };

/** GET /api/stripe/payment-methods: the saved cards (brand, last 4, expiry; never a number) and the form to use. */
export const paymentMethodsQuery = () =>
  queryOptions({
    queryKey: cardKeys.list(),
    // Saved cards are never written to the device's offline copy (only last4, but no card data at all is kept).
    // Offline, Payment Methods says so itself (pwa/components/layout/offline-screen.tsx leaves the page showing).
    meta: { persist: false, saysOffline: true },
    queryFn: () => getJson<PaymentMethodsResponse>(apiPaths.paymentMethods),
  });

export const usePaymentMethods = () => useQuery(paymentMethodsQuery());

export const createSetupIntent = () =>
  apiRequest<{ client_secret: string; setup_intent_id: string }>('POST', apiPaths.createSetupIntent);

export const savePaymentMethod = (paymentMethodId: string) =>
  apiRequest<SavedCardDto>('POST', apiPaths.savePaymentMethod, { paymentMethodId });

/** Set default or remove; the list is read again after either. */
export function useCardChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'default' | 'remove'; id: string }) =>
      kind === 'default'
        ? apiRequest('POST', apiPaths.setDefaultPaymentMethod, { paymentMethodId: id })
        : apiRequest('DELETE', apiPaths.paymentMethod(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardKeys.all }),
  });
}
