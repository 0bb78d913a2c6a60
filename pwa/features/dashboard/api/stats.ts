import { queryOptions, useQuery } from '@tanstack/react-query';
import { STATS_REFETCH_MS } from '#shared/constants.ts';
import { apiPaths } from '#shared/routes.ts';
import type { Stats } from '#shared/schemas/stats.ts';
import { getJson } from '#pwa/lib/api-client.ts';

// Refreshed from outside the dashboard too: a bank linked, unlinked or synced changes the stats
// (pwa/app/use-bank-change-refresh.ts).
export const statsKeys = { all: ['stats'] as const, fast: () => [...statsKeys.all, 'fast'] as const };

export const fastStatsQuery = () =>
  queryOptions({
    queryKey: statsKeys.fast(),
    queryFn: () => getJson<Stats>(apiPaths.statsFast),
    refetchInterval: STATS_REFETCH_MS,
    staleTime: 0,
  });

/** Only while a user exists; every 30 s. */
export const useFastStats = (enabled: boolean) => useQuery({ ...fastStatsQuery(), enabled });
