import { queryOptions, useQuery } from '@tanstack/react-query';
import { STATS_REFETCH_MS } from '#shared/constants.ts';
import { apiPaths } from '#shared/routes.ts';
import type { Stats } from '#shared/schemas/stats.ts';
import { getJson } from '#pwa/lib/api-client.ts';
import { statsKeys } from '#pwa/lib/query-keys.ts';

export const fastStatsQuery = () =>
  queryOptions({
    queryKey: statsKeys.fast(),
    queryFn: () => getJson<Stats>(apiPaths.statsFast) as Promise<Stats>,
    refetchInterval: STATS_REFETCH_MS,
    staleTime: 0,
  });

/** Only while a user exists (SPEC section 6); every 30 s. */
export const useFastStats = (enabled: boolean) => useQuery({ ...fastStatsQuery(), enabled });
