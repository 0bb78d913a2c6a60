import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_STALE_MS } from '#shared/constants.ts';
import { apiPaths } from '#shared/routes.ts';
import type { User } from '#shared/schemas/user.ts';
import { getJson } from './api-client.ts';

export const userKeys = { all: ['user'] as const, current: () => [...userKeys.all, 'current'] as const };

/** GET /api/user: a 401 is "no user"; cached 10 minutes, not refetched on focus, mount or reconnect. */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: userKeys.current(),
    queryFn: () => getJson<User>(apiPaths.user, { on401: 'null' }),
    staleTime: USER_STALE_MS,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });

export const useCurrentUser = () => useQuery(currentUserQuery());
