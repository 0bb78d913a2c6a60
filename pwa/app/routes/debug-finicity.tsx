import { useBankChangeRefresh } from '#pwa/app/use-bank-change-refresh.ts';
import { DebugPage } from '#pwa/features/transactions/debug-page.tsx';

/** The aggregator's debug screen; its manual refresh changes the stats and the accounts as well. */
export function DebugFinicityRoute() {
  const refresh = useBankChangeRefresh();
  return <DebugPage onRefreshed={refresh.synced} />;
}
