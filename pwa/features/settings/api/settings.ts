import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { ChangePasswordInput } from '#shared/schemas/auth.ts';
import type { User, UserPatch } from '#shared/schemas/user.ts';
import { apiRequest } from '#pwa/lib/api-client.ts';
import { userKeys } from '#pwa/lib/current-user.ts';

/** PATCH /api/user; the user is refreshed afterwards. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UserPatch) => apiRequest<User>('PATCH', apiPaths.user, patch),
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.current(), user);
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiRequest('POST', apiPaths.changePassword, input),
  });
}
