import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { USER_STALE_MS } from '#shared/constants.ts';
import { apiPaths } from '#shared/routes.ts';
import type { SessionResponse, User } from '#shared/schemas/user.ts';
import { getJson } from './api-client.ts';
import { clearSessionHint, sessionHint, setSessionHint } from './session-hint.ts';

export const userKeys = { all: ['user'] as const, current: () => [...userKeys.all, 'current'] as const };

/** GET /api/user, keeping the session hint in step: a user sets it, a 401 clears it. */
async function fetchCurrentUser() {
  const user = await getJson<User>(apiPaths.user, { on401: 'null' });
  if (user) setSessionHint(user.id);
  else clearSessionHint();
  return user;
}

/**
 * GET /api/user: a 401 is "no user"; cached 10 minutes, not refetched on focus, mount or reconnect. Offline the
 * request waits (a cached user stays signed in); a network error is an error, never a sign-out.
 */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: userKeys.current(),
    queryFn: fetchCurrentUser,
    staleTime: USER_STALE_MS,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });

type CurrentUser = { data: User | null | undefined; isPending: boolean; isError: boolean; error: Error | null };

/**
 * GET /api/user/session: a public page's quiet check when there is no hint (a session from before the hint, or
 * storage the browser cleared, as Safari does after a week away). 200 either way, so a visitor logs no 401.
 */
const sessionQuery = () =>
  queryOptions({
    queryKey: [...userKeys.all, 'session'] as const,
    queryFn: async () => {
      const { user } = await getJson<SessionResponse>(apiPaths.userSession);
      if (user) setSessionHint(user.id);
      return user;
    },
    staleTime: USER_STALE_MS,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });

/** Sign-in or sign-up answered this user: the user query holds them at once, the public check is forgotten. */
export function signedInAs(queryClient: QueryClient, user: User) {
  queryClient.setQueryData(userKeys.current(), user);
  queryClient.removeQueries({ queryKey: sessionQuery().queryKey });
}

const known = (user: User | null): CurrentUser => ({ data: user, isPending: false, isError: false, error: null });

/**
 * The signed-in user, for any screen. With the session hint: GET /api/user. Without it the page is a visitor's
 * at once (nothing waits on the network) while the quiet check runs; a user it finds takes over.
 */
export function useCurrentUser(): CurrentUser {
  const hinted = sessionHint() !== null;
  const query = useQuery({ ...currentUserQuery(), enabled: hinted });
  const session = useQuery({ ...sessionQuery(), enabled: !hinted });
  if (query.data !== undefined) return query;
  if (session.data) return known(session.data);
  return hinted ? query : known(null);
}

/** The members' screens' check: always asks the server (an existing session without a hint still works). */
export const useMemberUser = () => useQuery(currentUserQuery());
