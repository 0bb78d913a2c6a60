import { useState } from 'react';
import { settings } from '#shared/messages/screens.ts';
import type { User, UserPatch } from '#shared/schemas/user.ts';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { useUpdateUser } from './api/settings.ts';

/**
 * The user's saved preferences with the changes still being saved laid over them. The draft is React state
 * set inside the event, so a switch or radio moves at once (the query cache reaches React a tick later and
 * would let a controlled input flicker back); clearing it when the save settles shows the server's value,
 * which is also the rollback when it fails.
 */
export function usePreferences(user: User) {
  const update = useUpdateUser();
  const [draft, setDraft] = useState<UserPatch>({});
  const save = (patch: UserPatch) => {
    setDraft((d) => ({ ...d, ...patch }));
    update.mutate(patch, {
      onSuccess: () => toast({ title: settings.updatedTitle, description: settings.updatedBody }),
      onError: () => toast({ title: 'Error', description: settings.updateFailed, variant: 'destructive' }),
      onSettled: () =>
        setDraft((d) => {
          const rest = { ...d };
          for (const key of Object.keys(patch) as (keyof UserPatch)[]) delete rest[key];
          return rest;
        }),
    });
  };
  return { prefs: { ...user, ...draft }, save };
}
