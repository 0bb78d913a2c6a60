import { Bug, RefreshCw, Wrench } from 'lucide-react';
import { debugScreen as text } from '#shared/messages/banking.ts';
import { MemberPage } from '#pwa/components/layout/member-page.tsx';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { TitledCard as Section } from '#pwa/components/ui/titled-card.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { useFinicityDebug } from './api/finicity-debug.ts';
import { useRefreshAccount } from './api/refresh-account.ts';
import { DebugAccounts } from './components/debug-accounts.tsx';

const advice = [text.adviceCreditCards, text.advicePostedOnly, text.adviceBankDelays, text.adviceManualRefresh];

/**
 * /debug-finicity: what the second aggregator reports for this user, and a manual refresh (`onRefreshed`: as
 * for the transactions page's Refresh).
 */
export function DebugPage({ onRefreshed }: { onRefreshed?: () => void }) {
  const debug = useFinicityDebug();
  const refresh = useRefreshAccount(onRefreshed);
  const reload = async () => {
    const result = await debug.refetch();
    if (result.isError) toast({ title: text.loadFailedTitle, description: text.loadFailed, variant: 'destructive' });
  };
  const refreshAccount = () =>
    refresh.mutate(undefined, {
      onSuccess: ({ transactionCount }) =>
        toast({ title: text.refreshedTitle, description: text.refreshedBody(transactionCount) }),
      onError: (error) =>
        toast({
          title: text.refreshFailedTitle,
          description: (error instanceof ApiRequestError ? error.serverMessage : undefined) ?? text.refreshFailedBody,
          variant: 'destructive',
        }),
    });
  return (
    <MemberPage title={text.title}>
      <Section
        title={text.connectionTitle}
        icon={Bug}
        actions={
          <Button variant="outline" size="sm" onClick={reload} disabled={debug.isFetching}>
            <RefreshCw className={`size-4 ${debug.isFetching ? 'animate-spin' : ''}`} aria-hidden /> {text.refreshInfo}
          </Button>
        }
      >
        {debug.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            {text.loading}
          </p>
        ) : debug.isError ? (
          <ErrorAlert>{text.loadFailed}</ErrorAlert>
        ) : (
          <DebugAccounts info={debug.data} />
        )}
      </Section>
      <Section title={text.manualRefreshTitle} icon={Wrench}>
        <div className="grid gap-2 text-sm">
          <p>{text.adviceIntro}</p>
          <ul className="grid list-disc gap-1 pl-5 text-muted-foreground">
            {advice.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <Button onClick={refreshAccount} disabled={refresh.isPending} className="sm:justify-self-start">
          <RefreshCw className={`size-4 ${refresh.isPending ? 'animate-spin' : ''}`} aria-hidden />{' '}
          {refresh.isPending ? text.refreshing : text.refreshAccount}
        </Button>
      </Section>
    </MemberPage>
  );
}
