import { settings } from '#shared/messages.ts';
import type { User, UserPatch } from '#shared/schemas/user.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { useUpdateUser } from './api/settings.ts';
import { Switch } from './switch.tsx';

/** Saves one change; the control already shows it (optimistic), so nothing is disabled while it saves. */
function useSave() {
  const update = useUpdateUser();
  return (patch: UserPatch) =>
    update.mutate(patch, {
      onSuccess: () => toast({ title: settings.updatedTitle, description: settings.updatedBody }),
      onError: () => toast({ title: 'Error', description: settings.updateFailed, variant: 'destructive' }),
    });
}

export function RoundUpPreferences({ user }: { user: User }) {
  const save = useSave();
  return (
    <div className="grid gap-2">
      <Switch
        label="Automatic round-ups"
        description="Round up every coin purchase and set the spare change aside to invest."
        checked={user.autoRoundUpEnabled}
       
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
              checked={user.roundUpMethod === value}
             
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
  const save = useSave();
  return (
    <div className="divide-y divide-border">
      <Switch label="Transaction Alerts" description="When we find a coin purchase or round one up." checked={user.notifyTransactionAlerts} onChange={(v) => save({ notifyTransactionAlerts: v })} />
      <Switch label="Cash Out Reminders" description="When your points or cash-outs change status." checked={user.notifyCashOutReminders} onChange={(v) => save({ notifyCashOutReminders: v })} />
      <Switch label="Creator Updates" description="News from the creator you support." checked={user.notifyCreatorUpdates} onChange={(v) => save({ notifyCreatorUpdates: v })} />
    </div>
  );
}
