import { useBankChangeRefresh } from '#pwa/app/use-bank-change-refresh.ts';
import { ConnectBankButton } from '#pwa/features/banking/components/connect-bank-button.tsx';
import { TransactionsPage } from '#pwa/features/transactions/transactions-page.tsx';

/** Transaction History, with banking's Connect Bank in the 'No Bank Account Connected' banner. */
export function TransactionsRoute() {
  const refresh = useBankChangeRefresh();
  return (
    <TransactionsPage
      connectBank={<ConnectBankButton className="w-full sm:w-auto" onLinked={refresh.linkChanged} />}
      onRefreshed={refresh.synced}
    />
  );
}
