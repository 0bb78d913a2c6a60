import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { ChangePasswordInput } from '#shared/schemas/auth.ts';
import type { User, UserPatch } from '#shared/schemas/user.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { userKeys } from '../../../lib/current-user.ts';

/** PATCH /api/user: shown at once, rolled back if the server refuses, then the user is refreshed. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UserPatch) => apiRequest<User>('PATCH', apiPaths.user, patch),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: userKeys.current() });
      const previous = queryClient.getQueryData<User | null>(userKeys.current());
      if (previous) queryClient.setQueryData(userKeys.current(), { ...previous, ...patch });
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(userKeys.current(), context.previous);
    },
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.current(), user);
    },
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (input: ChangePasswordInput) => apiRequest('POST', apiPaths.changePassword, input) });
}
