import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { ActivityResponse } from '#shared/schemas/activity.ts';
import { getJson } from '#pwa/lib/api-client.ts';

export const RECENT_ACTIVITY_LIMIT = 10;

export const activityKeys = {
  all: ['activity'] as const,
  recent: (limit: number) => [...activityKeys.all, 'recent', limit] as const,
};

/** GET /api/activity?limit=: the newest ledger lines first. */
export const recentActivityQuery = (limit = RECENT_ACTIVITY_LIMIT) =>
  queryOptions({
    queryKey: activityKeys.recent(limit),
    queryFn: () => getJson<ActivityResponse>(`${apiPaths.activity}?limit=${limit}`),
    staleTime: 0,
  });

export const useRecentActivity = (limit = RECENT_ACTIVITY_LIMIT) => useQuery(recentActivityQuery(limit));
