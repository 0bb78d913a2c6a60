import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { CreatorHome, CreatorSearch } from '#shared/schemas/creators.ts';
import { getJson } from '#pwa/lib/api-client.ts';
import { useCurrentUser } from '#pwa/lib/current-user.ts';
import { creatorKeys } from './creator-profile.ts';

/** GET /api/creators?q=: creators to support; the previous answer stays on screen while the next one comes. */
export const useCreatorSearch = (q: string) =>
  useQuery({
    queryKey: creatorKeys.search(q),
    queryFn: () => getJson<CreatorSearch>(`${apiPaths.creatorSearch}?q=${encodeURIComponent(q.trim())}`),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** GET /api/creator-home: asked only for a signed-in creator (idle for anyone else). */
export function useCreatorHome() {
  const { data: user } = useCurrentUser();
  return useQuery({
    queryKey: creatorKeys.home(),
    queryFn: () => getJson<CreatorHome>(apiPaths.creatorHome),
    enabled: user?.userType === 'creator',
    staleTime: 0,
  });
}
