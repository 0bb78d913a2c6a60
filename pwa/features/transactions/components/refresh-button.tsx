import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { REFRESH_COOLDOWN_SECONDS } from '#shared/constants.ts';
import { transactionsPage as text } from '#shared/messages/screens.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { useRefreshAccount } from '#pwa/features/transactions/api/refresh-account.ts';

/** A 429 from the server: the seconds it asks to wait (its `retryAfter`) and its words; null for any other error. */
function tooSoon(error: unknown): { seconds: number; message: string } | null {
  if (!(error instanceof ApiRequestError) || error.status !== 429) return null;
  const retryAfter: unknown = (error.body as { retryAfter?: unknown } | null)?.retryAfter;
  const seconds = typeof retryAfter === 'number' && retryAfter > 0 ? Math.ceil(retryAfter) : REFRESH_COOLDOWN_SECONDS;
  return { seconds, message: error.serverMessage ?? text.refreshAgainIn(seconds) };
}

/** Whole seconds left of a wait started with `start(seconds)`, counting down to 0 once a second. */
function useCountdown() {
  const [until, setUntil] = useState<number | null>(null);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (until === null) return;
    const id = setInterval(() => {
      const seconds = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) setUntil(null);
    }, 1000);
    return () => clearInterval(id);
  }, [until]);
  const start = (seconds: number) => {
    setUntil(Date.now() + seconds * 1000);
    setLeft(seconds);
  };
  return [left, start] as const;
}

/**
 * Asks the bank for new transactions now; the list refetches when it answers. The server allows one Refresh per
 * REFRESH_COOLDOWN_SECONDS (the aggregators' calls are paid): after one, or after a 429 saying how long to wait,
 * the button stays disabled and counts down to when it can be pressed again.
 */
export function RefreshButton({ onRefreshed }: { onRefreshed?: () => void }) {
  const refresh = useRefreshAccount(onRefreshed);
  const [secondsLeft, coolDown] = useCountdown();
  const onClick = () =>
    refresh.mutate(undefined, {
      onSuccess: ({ newTransactions }) => {
        coolDown(REFRESH_COOLDOWN_SECONDS);
        toast({ title: text.refreshedTitle, description: text.refreshedBody(newTransactions) });
      },
      onError: (error) => {
        const wait = tooSoon(error);
        if (!wait) {
          toast({ title: text.refreshFailedTitle, description: text.refreshFailedBody, variant: 'destructive' });
          return;
        }
        // Too soon: the server's words say when, and the button counts down to it.
        coolDown(wait.seconds);
        toast({ title: text.refreshFailedTitle, description: wait.message });
      },
    });
  const label = refresh.isPending ? text.refreshing : secondsLeft > 0 ? text.refreshAgainIn(secondsLeft) : text.refresh;
  return (
    <Button variant="outline" size="sm" onClick={onClick} disabled={refresh.isPending || secondsLeft > 0}>
      <RefreshCw className={`size-4 ${refresh.isPending ? 'animate-spin' : ''}`} aria-hidden /> {label}
    </Button>
  );
}
