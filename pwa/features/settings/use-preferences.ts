import { useState } from 'react';
import { settings } from '#shared/messages/screens.ts';
import type { User, UserPatch } from '#shared/schemas/user.ts';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { useUpdateUser } from './api/settings.ts';

const without = (patch: UserPatch, settled: UserPatch) => {
  const rest = { ...patch };
  for (const key of Object.keys(settled) as (keyof UserPatch)[]) delete rest[key];
  return rest;
};

/**
 * The user's preferences with the change just made laid over them. The change goes into the cached user at once
 * (and, offline, waits in the outbox), but the cache reaches React a tick later and a controlled input would
 * flicker back meanwhile; so the draft is React state set inside the event, kept only while the user it was made
 * on is the one shown. Any new user (the change applied, the server's answer, a rollback) replaces it.
 */
export function usePreferences(user: User) {
  const update = useUpdateUser();
  const [draft, setDraft] = useState<{ on: User; patch: UserPatch }>({ on: user, patch: {} });
  const save = (patch: UserPatch) => {
    setDraft((d) => ({ on: user, patch: { ...(d.on === user ? d.patch : {}), ...patch } }));
    // A failure is told (and undone) by the outbox change itself, mounted or not.
    update.mutate(patch, {
      onSuccess: () => toast({ title: settings.updatedTitle, description: settings.updatedBody }),
      onSettled: () => setDraft((d) => ({ on: d.on, patch: without(d.patch, patch) })),
    });
  };
  return { prefs: draft.on === user ? { ...user, ...draft.patch } : user, save };
}
