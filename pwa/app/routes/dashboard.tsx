import { setupChecklist } from '#shared/messages/screens.ts';
import { useBankChangeRefresh } from '#pwa/app/use-bank-change-refresh.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { BankAccountsPanel } from '#pwa/features/banking/components/bank-accounts-panel.tsx';
import { ConnectBankButton } from '#pwa/features/banking/components/connect-bank-button.tsx';
import { SupportedCreatorCard } from '#pwa/features/creators/components/supported-creator-card.tsx';
import { DashboardPage } from '#pwa/features/dashboard/dashboard-page.tsx';
import { usePushSwitch } from '#pwa/features/settings/push-notifications-switch.tsx';
import { useCurrentUser } from '#pwa/lib/current-user.ts';

/** Push that cannot be turned on here (no support, iOS outside the installed app, blocked): not asked for. */
const UNAVAILABLE = new Set(['unsupported', 'ios-install', 'denied']);

/**
 * The dashboard, with banking's accounts and Connect Bank in its Bank Accounts card, the supported creator, and
 * the set-up checklist's steps that belong to banking (Connect Bank) and settings (this device's push).
 */
export function DashboardRoute() {
  const refresh = useBankChangeRefresh();
  const { data: user } = useCurrentUser();
  const push = usePushSwitch(user?.id ?? 0);
  const alerts = {
    done: push.state === 'on' || UNAVAILABLE.has(push.state),
    action: (
      <Button
        size="sm"
        variant="outline"
        disabled={push.busy || push.state === 'loading'}
        onClick={() => void push.flip(true)}
      >
        {setupChecklist.alertsAction}
      </Button>
    ),
  };
  return (
    <DashboardPage
      bankAccounts={<BankAccountsPanel onChanged={refresh.linkChanged} />}
      supporting={<SupportedCreatorCard />}
      setup={{
        connectBank: <ConnectBankButton size="sm" variant="outline" onLinked={refresh.linkChanged} />,
        alerts,
      }}
    />
  );
}
