import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#shared/routes.ts';
import type { CreatorProfile, CreatorProfileUpdateInput, UploadResult } from '#shared/schemas/creators.ts';
import { apiRequest } from '#pwa/lib/api-client.ts';
import { userKeys } from '#pwa/lib/current-user.ts';
import { creatorKeys } from './creator-profile.ts';

/** PUT /api/creator-profile: only the changed fields; answers the updated profile. */
export const updateCreatorProfile = (changes: CreatorProfileUpdateInput) =>
  apiRequest<CreatorProfile>('PUT', apiPaths.creatorProfile, changes);

/** POST /api/upload/profile-picture (multipart, field profilePicture): it becomes the user's picture at once. */
export const uploadProfilePicture = (file: File) => {
  const form = new FormData();
  form.append('profilePicture', file);
  return apiRequest<UploadResult>('POST', apiPaths.uploadProfilePicture, form);
};

/** The user and the profile are refreshed after a profile change. */
function useProfileChange<V, R>(mutationFn: (v: V) => Promise<R>, onAnswer?: (answer: R) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      onAnswer?.(answer);
      void queryClient.invalidateQueries({ queryKey: creatorKeys.profiles() });
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

export function useUpdateCreatorProfile() {
  const queryClient = useQueryClient();
  return useProfileChange(updateCreatorProfile, (profile) =>
    queryClient.setQueryData(creatorKeys.profile(profile.username), profile),
  );
}

export const useUploadProfilePicture = () => useProfileChange(uploadProfilePicture);
