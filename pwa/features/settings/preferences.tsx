import { settingLabels } from '#shared/messages/app-shell.ts';
import { settingsPage as text } from '#shared/messages/settings-page.ts';
import type { User } from '#shared/schemas/user.ts';
import { Switch } from './switch.tsx';
import { usePreferences } from './use-preferences.ts';

export function NotificationPreferences({ user }: { user: User }) {
  const { prefs, save } = usePreferences(user);
  return (
    <div className="divide-y divide-border">
      <Switch
        label={settingLabels.notifyTransactionAlerts}
        description={text.transactionAlertsHint}
        checked={prefs.notifyTransactionAlerts}
        onChange={(v) => save({ notifyTransactionAlerts: v })}
      />
      <Switch
        label={settingLabels.notifyCashOutReminders}
        description={text.cashOutRemindersHint}
        checked={prefs.notifyCashOutReminders}
        onChange={(v) => save({ notifyCashOutReminders: v })}
      />
      <Switch
        label={settingLabels.notifyCreatorUpdates}
        description={text.creatorUpdatesHint}
        checked={prefs.notifyCreatorUpdates}
        onChange={(v) => save({ notifyCreatorUpdates: v })}
      />
    </div>
  );
}
