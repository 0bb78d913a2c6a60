import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { AchievementsResponse } from '#shared/schemas/achievements.ts';
import { apiRequest } from '#pwa/lib/api-client.ts';
import { achievementsKeys } from './achievements.ts';

/** POST /api/achievements/{id}/dismiss: hides it (204). */
export const dismissAchievement = (id: number) => apiRequest<void>('POST', apiPaths.achievementDismiss(id), {});

export function useDismissAchievement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissAchievement,
    onSuccess: (_, id) => {
      queryClient.setQueryData<AchievementsResponse>(
        achievementsKeys.list(),
        (old) => old && { ...old, achievements: old.achievements.filter((a) => a.id !== id) },
      );
    },
  });
}
