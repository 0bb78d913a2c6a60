import { useBankChangeRefresh } from '#pwa/app/use-bank-change-refresh.ts';
import { ConnectBankDialog, ConnectBankTrigger } from '#pwa/features/banking/components/connect-bank-button.tsx';
import { useBankConnection } from '#pwa/features/banking/use-bank-connection.ts';
import { TransactionsPage } from '#pwa/features/transactions/transactions-page.tsx';

/**
 * Transaction History, with banking's Connect Bank in the 'No Bank Account Connected' banner. The dialog is kept
 * here, not in the banner, which goes once the bank is linked: the sheet stays to say what the import found.
 */
export function TransactionsRoute() {
  const refresh = useBankChangeRefresh();
  const link = useBankConnection({ onLinked: refresh.linkChanged });
  return (
    <>
      <TransactionsPage
        connectBank={<ConnectBankTrigger flow={link} className="w-full sm:w-auto" />}
        onRefreshed={refresh.synced}
      />
      <ConnectBankDialog flow={link} />
    </>
  );
}
