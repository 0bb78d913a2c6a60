import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { DebugInfo } from '#shared/schemas/banks.ts';
import { getJson } from '#pwa/lib/api-client.ts';

export const finicityDebugKeys = {
  all: ['finicity-debug'] as const,
  info: () => [...finicityDebugKeys.all, 'info'] as const,
};

/** GET /api/finicity-debug: the second aggregator's view of the user's link and accounts. */
export const finicityDebugQuery = () =>
  queryOptions({
    queryKey: finicityDebugKeys.info(),
    // The aggregator's raw view (customer and account ids): never written to the device's offline copy.
    meta: { persist: false },
    queryFn: () => getJson<DebugInfo>(apiPaths.finicityDebug),
    staleTime: 0,
  });

export const useFinicityDebug = () => useQuery(finicityDebugQuery());
