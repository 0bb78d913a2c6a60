import { useState } from 'react';
import { settings } from '#shared/messages.ts';
import type { User, UserPatch } from '#shared/schemas/user.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { useUpdateUser } from './api/settings.ts';
import { Switch } from './switch.tsx';

/**
 * The user's saved preferences with the changes still being saved laid over them. The draft is React state
 * set inside the event, so a switch or radio moves at once (the query cache reaches React a tick later and
 * would let a controlled input flicker back); clearing it when the save settles shows the server's value,
 * which is also the rollback when it fails.
 */
function usePreferences(user: User) {
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

export function RoundUpPreferences({ user }: { user: User }) {
  const { prefs, save } = usePreferences(user);
  return (
    <div className="grid gap-2">
      <Switch
        label="Automatic round-ups"
        description="Round up every coin purchase and set the spare change aside to invest."
        checked={prefs.autoRoundUpEnabled}
       
        onChange={(autoRoundUpEnabled) => save({ autoRoundUpEnabled })}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Round-up method</legend>
        {(
          [
            ['dollar', 'Next whole dollar', '$3.49 becomes $4.00: 51¢ invested'],
            ['five', 'Nearest $5', '$3.49 becomes $5.00: $1.51 invested'],
          ] as const
        ).map(([value, label, example]) => (
          <label key={value} className="flex cursor-pointer items-center gap-3 rounded-lg border border-input p-3 has-[:checked]:border-primary has-[:checked]:bg-muted">
            <input
              type="radio"
              name="roundUpMethod"
              value={value}
              checked={prefs.roundUpMethod === value}
             
              onChange={() => save({ roundUpMethod: value })}
              className="size-4 accent-[var(--color-primary)]"
            />
            <span>
              <span className="block text-sm font-medium">{label}</span>
              <span className="block text-xs text-muted-foreground">{example}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}

export function NotificationPreferences({ user }: { user: User }) {
  const { prefs, save } = usePreferences(user);
  return (
    <div className="divide-y divide-border">
      <Switch label="Transaction Alerts" description="When we find a coin purchase or round one up." checked={prefs.notifyTransactionAlerts} onChange={(v) => save({ notifyTransactionAlerts: v })} />
      <Switch label="Cash Out Reminders" description="When your points or cash-outs change status." checked={prefs.notifyCashOutReminders} onChange={(v) => save({ notifyCashOutReminders: v })} />
      <Switch label="Creator Updates" description="News from the creator you support." checked={prefs.notifyCreatorUpdates} onChange={(v) => save({ notifyCreatorUpdates: v })} />
    </div>
  );
}
