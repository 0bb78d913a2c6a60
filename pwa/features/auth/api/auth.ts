import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST_LOGIN_REDIRECT_MS } from '#shared/constants.ts';
import { apiPaths } from '#shared/routes.ts';
import type { SigninInput, SignupData } from '#shared/schemas/auth.ts';
import type { User } from '#shared/schemas/user.ts';
import { apiRequest } from '#pwa/lib/api-client.ts';
import { userKeys } from '#pwa/lib/current-user.ts';
import { setSessionHint } from '#pwa/lib/session-hint.ts';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** After sign-in or sign-up: the user query is refreshed, 100 ms pass, then the caller redirects. */
function useSessionMutation<I>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => apiRequest<User>('POST', path, input),
    onSuccess: async (user) => {
      setSessionHint(user.id);
      queryClient.setQueryData(userKeys.current(), user);
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      await wait(POST_LOGIN_REDIRECT_MS);
    },
  });
}

export const useSignup = () => useSessionMutation<SignupData>(apiPaths.signup);
export const useSignin = () => useSessionMutation<SigninInput>(apiPaths.signin);
