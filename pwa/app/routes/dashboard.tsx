import { useBankChangeRefresh } from '#pwa/app/use-bank-change-refresh.ts';
import { BankAccountsPanel } from '#pwa/features/banking/components/bank-accounts-panel.tsx';
import { SupportedCreatorCard } from '#pwa/features/creators/components/supported-creator-card.tsx';
import { DashboardPage } from '#pwa/features/dashboard/dashboard-page.tsx';

/** The dashboard, with banking's accounts and Connect Bank in its Bank Accounts card, and the supported creator. */
export function DashboardRoute() {
  const refresh = useBankChangeRefresh();
  return (
    <DashboardPage
      bankAccounts={<BankAccountsPanel onChanged={refresh.linkChanged} />}
      supporting={<SupportedCreatorCard />}
    />
  );
}
