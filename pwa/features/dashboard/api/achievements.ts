import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { AchievementsResponse } from '#shared/schemas/achievements.ts';
import { getJson } from '#pwa/lib/api-client.ts';

export const achievementsKeys = {
  all: ['achievements'] as const,
  list: () => [...achievementsKeys.all, 'list'] as const,
};

/** GET /api/achievements: unlocked (not dismissed) and still locked. */
export const achievementsQuery = () =>
  queryOptions({
    queryKey: achievementsKeys.list(),
    queryFn: () => getJson<AchievementsResponse>(apiPaths.achievements),
    staleTime: 0,
  });

export const useAchievements = () => useQuery(achievementsQuery());
