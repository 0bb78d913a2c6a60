import type { User } from '#shared/schemas/user.ts';
import { Switch } from './switch.tsx';
import { usePreferences } from './use-preferences.ts';

export function NotificationPreferences({ user }: { user: User }) {
  const { prefs, save } = usePreferences(user);
  return (
    <div className="divide-y divide-border">
      <Switch
        label="Transaction Alerts"
        description="When we find a coin purchase or round one up."
        checked={prefs.notifyTransactionAlerts}
        onChange={(v) => save({ notifyTransactionAlerts: v })}
      />
      <Switch
        label="Cash Out Reminders"
        description="When your points or cash-outs change status."
        checked={prefs.notifyCashOutReminders}
        onChange={(v) => save({ notifyCashOutReminders: v })}
      />
      <Switch
        label="Creator Updates"
        description="News from the creator you support."
        checked={prefs.notifyCreatorUpdates}
        onChange={(v) => save({ notifyCreatorUpdates: v })}
      />
    </div>
  );
}
