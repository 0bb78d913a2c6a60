import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { CreatorProfile } from '#shared/schemas/creators.ts';
import { getJson } from '#pwa/lib/api-client.ts';

export const creatorKeys = {
  all: ['creators'] as const,
  profiles: () => [...creatorKeys.all, 'profile'] as const,
  /** Usernames are unique whatever their case: /Ana and /ana are one profile. */
  profile: (username: string) => [...creatorKeys.profiles(), username.toLowerCase()] as const,
  follow: () => [...creatorKeys.all, 'follow'] as const,
  search: (q: string) => [...creatorKeys.all, 'search', q.trim().toLowerCase()] as const,
  home: () => [...creatorKeys.all, 'home'] as const,
};

/** GET /api/creator-profile/{username}: public; a 404 (unknown name, or a gifter's) is an ApiRequestError. */
export const creatorProfileQuery = (username: string) =>
  queryOptions({
    queryKey: creatorKeys.profile(username),
    queryFn: () => getJson<CreatorProfile>(apiPaths.creatorProfileOf(username)),
    // Totals move with every follower's purchase: read again on each visit.
    staleTime: 0,
  });

export const useCreatorProfile = (username: string) => useQuery(creatorProfileQuery(username));
