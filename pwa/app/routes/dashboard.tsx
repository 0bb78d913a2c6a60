import { useState } from 'react';
import { pushText } from '#shared/messages/push.ts';
import { setupChecklist } from '#shared/messages/screens.ts';
import { useBankChangeRefresh } from '#pwa/app/use-bank-change-refresh.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { BankAccountsPanel } from '#pwa/features/banking/components/bank-accounts-panel.tsx';
import { ConnectBankDialog, ConnectBankTrigger } from '#pwa/features/banking/components/connect-bank-button.tsx';
import { useBankConnection } from '#pwa/features/banking/use-bank-connection.ts';
import { CreatorHomeCard } from '#pwa/features/creators/components/creator-home-card.tsx';
import { SupportedCreatorCard } from '#pwa/features/creators/components/supported-creator-card.tsx';
import { DashboardPage } from '#pwa/features/dashboard/dashboard-page.tsx';
import { alertsSkipped, type PushState, skipAlerts } from '#pwa/features/settings/push-device.ts';
import { usePushSwitch } from '#pwa/features/settings/push-notifications-switch.tsx';
import { useCurrentUser } from '#pwa/lib/current-user.ts';

/** Why push cannot be turned on here, in words the member can act on (allow it, or install the app first). */
const BLOCKED: Partial<Record<PushState, string>> = {
  unsupported: pushText.unsupported,
  'ios-install': pushText.iosInstallFirst,
  denied: pushText.denied,
};

/**
 * The dashboard, with banking's accounts and Connect Bank in its Bank Accounts card, the supported creator, and
 * the set-up checklist's steps that belong to banking (Connect Bank) and settings (this device's push). Alerts that
 * cannot be turned on here keep their step, saying why and how, until the member turns them on or skips it.
 */
export function DashboardRoute() {
  const refresh = useBankChangeRefresh();
  // Kept here, not in the set-up step, which is done once a bank is linked: the sheet stays to say what was found.
  const link = useBankConnection({ onLinked: refresh.linkChanged });
  const { data: user } = useCurrentUser();
  const push = usePushSwitch(user?.id ?? 0);
  const [skippedNow, setSkippedNow] = useState(false);
  const skipped = skippedNow || (user !== undefined && user !== null && alertsSkipped(user.id));
  const blocked = BLOCKED[push.state];
  const alerts = {
    done: push.state === 'on' || skipped,
    action: (
      <div className="grid justify-items-start gap-2">
        {blocked ? (
          <p className="text-sm">{blocked}</p>
        ) : (
          <Button
            size="sm"
            variant="outline"
            disabled={push.busy || push.state === 'loading'}
            onClick={() => void push.flip(true)}
          >
            {setupChecklist.alertsAction}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            if (user) skipAlerts(user.id);
            setSkippedNow(true);
          }}
        >
          {setupChecklist.alertsSkip}
        </Button>
      </div>
    ),
  };
  return (
    <>
      <DashboardPage
        bankAccounts={<BankAccountsPanel onChanged={refresh.linkChanged} />}
        supporting={<SupportedCreatorCard />}
        creatorHome={<CreatorHomeCard />}
        setup={{
          connectBank: <ConnectBankTrigger flow={link} size="sm" variant="outline" />,
          alerts,
        }}
      />
      <ConnectBankDialog flow={link} />
    </>
  );
}
