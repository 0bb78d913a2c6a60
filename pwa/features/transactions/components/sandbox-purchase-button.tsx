import { Coins } from 'lucide-react';
import { transactionsPage as text } from '#shared/messages/screens.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { useSandboxPurchase } from '#pwa/features/transactions/api/refresh-account.ts';

/**
 * Test mode only: the test bank makes a coin purchase now and the account syncs, so a member trying the app sees a
 * purchase earn (the history the link brought earns nothing). The list and the dashboard refresh when it answers.
 */
export function SandboxPurchaseButton({ onRefreshed }: { onRefreshed?: () => void }) {
  const purchase = useSandboxPurchase(onRefreshed);
  const onClick = () =>
    purchase.mutate(undefined, {
      onSuccess: () => toast({ title: text.sandboxPurchasedTitle, description: text.sandboxPurchasedBody }),
      onError: (error) =>
        toast({
          title: text.refreshFailedTitle,
          description: (error instanceof ApiRequestError && error.serverMessage) || text.sandboxPurchaseFailed,
          variant: 'destructive',
        }),
    });
  return (
    <Button variant="outline" size="sm" className="whitespace-nowrap" onClick={onClick} disabled={purchase.isPending}>
      <Coins className={`size-4 ${purchase.isPending ? 'animate-pulse' : ''}`} aria-hidden /> {text.sandboxPurchase}
    </Button>
  );
}
