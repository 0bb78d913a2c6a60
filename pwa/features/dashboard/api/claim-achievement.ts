import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { Achievement, AchievementsResponse } from '#shared/schemas/achievements.ts';
import { apiRequest } from '#pwa/lib/api-client.ts';
import { achievementsKeys } from './achievements.ts';
import { activityKeys } from './activity.ts';
import { statsKeys } from './stats.ts';

/** POST /api/achievements/{id}/claim: credits the reward once and answers the updated achievement. */
export const claimAchievement = (id: number) =>
  apiRequest<Achievement | undefined>('POST', apiPaths.achievementClaim(id), {});

export function useClaimAchievement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimAchievement,
    onSuccess: (updated, id) => {
      if (updated) {
        queryClient.setQueryData<AchievementsResponse>(
          achievementsKeys.list(),
          (old) => old && { ...old, achievements: old.achievements.map((a) => (a.id === id ? updated : a)) },
        );
      } else void queryClient.invalidateQueries({ queryKey: achievementsKeys.all });
      // The reward is points: the balance and the activity list change. Not awaited, so the button frees at once.
      void queryClient.invalidateQueries({ queryKey: statsKeys.all });
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
    // Claimed elsewhere already, or gone: show what the server has.
    onError: () => void queryClient.invalidateQueries({ queryKey: achievementsKeys.all }),
  });
}
