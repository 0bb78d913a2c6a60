// PATCH /api/user as an outbox change: applied to the cached user at once, sent with its Idempotency-Key, rolled
// back (only the fields it changed) with a toast when the server refuses it.
import { onlineManager, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { offlineText, settingLabels, toastText } from '#shared/messages/app-shell.ts';
import { portfolioKeys } from '#pwa/lib/portfolio.ts';
import { settings } from '#shared/messages/screens.ts';
import { apiPaths } from '#shared/routes.ts';
import type { User, UserPatch } from '#shared/schemas/user.ts';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { apiRequest } from '#pwa/lib/api-client.ts';
import { userKeys } from '#pwa/lib/current-user.ts';
import { idempotencyHeaders, othersPending, outboxKeys, outboxRetry, outboxRetryDelay, outboxScope } from './outbox.ts';

export type SettingsChange = { patch: UserPatch; key: string };
/** The changed fields' values before the change, and whether it was made offline (queued). */
type Context = { before: Partial<User>; queued: boolean };

const fieldsOf = (patch: UserPatch) => Object.keys(patch) as (keyof UserPatch)[];

/** The user as the server last said, with the changes still waiting laid over it in order. */
function withPending(queryClient: QueryClient, user: User, settling: string): User {
  const waiting = othersPending<SettingsChange>(queryClient, outboxKeys.settings(), settling);
  return waiting.reduce((u, change) => ({ ...u, ...change.patch }), user);
}

export function settingsChangeOptions(
  queryClient: QueryClient,
): UseMutationOptions<User, Error, SettingsChange, Context> {
  const setUser = (update: (user: User) => User) =>
    queryClient.setQueryData<User | null>(userKeys.current(), (user) => (user ? update(user) : user));
  return {
    mutationKey: outboxKeys.settings(),
    scope: outboxScope,
    retry: outboxRetry,
    retryDelay: outboxRetryDelay,
    mutationFn: ({ patch, key }) => apiRequest<User>('PATCH', apiPaths.user, patch, idempotencyHeaders(key)),
    onMutate: async ({ patch }) => {
      await queryClient.cancelQueries({ queryKey: userKeys.current() });
      const user = queryClient.getQueryData<User | null>(userKeys.current());
      const before: Partial<User> = {};
      for (const field of fieldsOf(patch)) if (user) Object.assign(before, { [field]: user[field] });
      // Sending a choice of investment is choosing it (the set-up checklist's step), as the server records it.
      const chosen = patch.investmentChoice === undefined ? {} : { investmentChosen: true };
      if (user && 'investmentChosen' in chosen) before.investmentChosen = user.investmentChosen;
      setUser((u) => ({ ...u, ...patch, ...chosen }));
      return { before, queued: !onlineManager.isOnline() };
    },
    onSuccess: (user, { patch, key }) => {
      queryClient.setQueryData(userKeys.current(), withPending(queryClient, user, key));
      // The portfolio names the investment new round-ups go to: read again, not left saying the old one.
      if (patch.investmentChoice !== undefined) void queryClient.invalidateQueries({ queryKey: portfolioKeys.all });
    },
    onError: (_error, { patch, key }, context) => {
      if (context) setUser((u) => withPending(queryClient, { ...u, ...context.before }, key));
      if (context?.queued) {
        const what = offlineText.settingsChange(fieldsOf(patch).map((field) => settingLabels[field]));
        toast({ title: offlineText.undoneTitle, description: offlineText.undone(what), variant: 'destructive' });
      } else toast({ title: toastText.errorTitle, description: settings.updateFailed, variant: 'destructive' });
    },
  };
}
