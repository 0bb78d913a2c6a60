import { useParams } from 'react-router-dom';
import { useBankChangeRefresh } from '#pwa/app/use-bank-change-refresh.ts';
import { BankAccountsPanel } from '#pwa/features/banking/components/bank-accounts-panel.tsx';
import { SettingsPage } from '#pwa/features/settings/settings-page.tsx';

/** Settings (`/settings`, `/settings/:page`), with banking's accounts and Connect Bank on its Bank Account page. */
export function SettingsRoute() {
  const { page } = useParams();
  const refresh = useBankChangeRefresh();
  return <SettingsPage page={page} bankAccounts={<BankAccountsPanel onChanged={refresh.linkChanged} />} />;
}
