import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { CreatorFollow } from '#shared/schemas/creators.ts';
import { apiRequest } from '#pwa/lib/api-client.ts';
import { creatorKeys } from './creator-profile.ts';

/** POST /api/creator-profile/{username}/follow: follows this creator, replacing any other follow. */
export const followCreator = (username: string) =>
  apiRequest<CreatorFollow>('POST', apiPaths.creatorFollowOf(username));

/** DELETE /api/creator-follow (204). */
export const unfollowCreator = () => apiRequest<undefined>('DELETE', apiPaths.creatorFollow);

/** Both change the follow state and the Supporters of one or two profiles: all are read again. */
function useFollowChange<V>(mutationFn: (v: V) => Promise<CreatorFollow | undefined>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      queryClient.setQueryData<CreatorFollow>(creatorKeys.follow(), answer ?? { followedCreator: null });
      void queryClient.invalidateQueries({ queryKey: creatorKeys.profiles() });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: creatorKeys.follow() }),
  });
}

export const useFollowCreator = () => useFollowChange(followCreator);
export const useUnfollowCreator = () => useFollowChange<void>(unfollowCreator);
