import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { CreatorFollow } from '#shared/schemas/creators.ts';
import { getJson } from '#pwa/lib/api-client.ts';
import { useCurrentUser } from '#pwa/lib/current-user.ts';
import { creatorKeys } from './creator-profile.ts';

/** GET /api/creator-follow: the creator the signed-in gifter follows, and the 1% sent to them so far. */
export const creatorFollowQuery = () =>
  queryOptions({
    queryKey: creatorKeys.follow(),
    queryFn: () => getJson<CreatorFollow>(apiPaths.creatorFollow),
    staleTime: 0,
  });

/**
 * The signed-in gifter's follow (`data.followedCreator`, null when none). Asked only for signed-in
 * gifters; for anyone else the query stays idle (`data` undefined).
 */
export function useCreatorFollow() {
  const { data: user } = useCurrentUser();
  return useQuery({ ...creatorFollowQuery(), enabled: user?.userType === 'gifter' });
}
