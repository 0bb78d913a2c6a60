import { RefreshCw } from 'lucide-react';
import { transactionsPage as text } from '#shared/messages/screens.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { useRefreshAccount } from '#pwa/features/transactions/api/refresh-account.ts';

/** Asks the bank for new transactions now; the list refetches when it answers. */
export function RefreshButton({ onRefreshed }: { onRefreshed?: () => void }) {
  const refresh = useRefreshAccount(onRefreshed);
  const onClick = () =>
    refresh.mutate(undefined, {
      onSuccess: ({ transactionCount }) =>
        toast({ title: text.refreshedTitle, description: text.refreshedBody(transactionCount) }),
      onError: () =>
        toast({ title: text.refreshFailedTitle, description: text.refreshFailedBody, variant: 'destructive' }),
    });
  return (
    <Button variant="outline" size="sm" onClick={onClick} disabled={refresh.isPending}>
      <RefreshCw className={`size-4 ${refresh.isPending ? 'animate-spin' : ''}`} aria-hidden />{' '}
      {refresh.isPending ? text.refreshing : text.refresh}
    </Button>
  );
}
