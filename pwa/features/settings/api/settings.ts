import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { ChangePasswordInput } from '#shared/schemas/auth.ts';
import type { AccountPatch, User, UserPatch } from '#shared/schemas/user.ts';
import { apiRequest } from '#pwa/lib/api-client.ts';
import { userKeys } from '#pwa/lib/current-user.ts';
import { newIdempotencyKey } from '#pwa/lib/idempotency-key.ts';
import { settingsChangeOptions } from '#pwa/lib/offline/settings-change.ts';

/**
 * PATCH /api/user through the outbox: shown at once, sent with an Idempotency-Key now or, offline, when the
 * network returns (pwa/lib/offline/settings-change.ts).
 */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  const mutation = useMutation(settingsChangeOptions(queryClient));
  return {
    mutate: (patch: UserPatch, options?: { onSuccess?: () => void; onSettled?: () => void }) =>
      mutation.mutate({ patch, key: newIdempotencyKey() }, options),
  };
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiRequest('POST', apiPaths.changePassword, input),
  });
}

/**
 * PATCH /api/user/account: the name and username. Online only, not through the outbox: a username can
 * be refused (taken), and the member should hear it there and then, on the field.
 */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: AccountPatch) => apiRequest<User>('PATCH', apiPaths.userAccount, patch),
    onSuccess: (user) => queryClient.setQueryData(userKeys.current(), user),
  });
}
