import { useBankChangeRefresh } from '#pwa/app/use-bank-change-refresh.ts';
import { BankAccountsPanel } from '#pwa/features/banking/components/bank-accounts-panel.tsx';
import { SettingsPage } from '#pwa/features/settings/settings-page.tsx';

/** Settings, with banking's accounts and Connect Bank in its Bank Account section. */
export function SettingsRoute() {
  const refresh = useBankChangeRefresh();
  return <SettingsPage bankAccounts={<BankAccountsPanel onChanged={refresh.linkChanged} />} />;
}
