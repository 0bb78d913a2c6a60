import { ArrowLeft, Bug, RefreshCw, Wrench } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { debugScreen as text } from '#shared/messages/banking.ts';
import { transactionsPage } from '#shared/messages/screens.ts';
import { routes } from '#shared/routes.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { Card } from '#pwa/components/ui/card.tsx';
import { toast } from '#pwa/components/ui/toast-store.ts';
import { ApiRequestError } from '#pwa/lib/api-client.ts';
import { useFinicityDebug } from './api/finicity-debug.ts';
import { useRefreshAccount } from './api/refresh-account.ts';
import { DebugAccounts } from './components/debug-accounts.tsx';

function Section({
  title,
  icon: Icon,
  action,
  children,
}: {
  title: string;
  icon: LucideIcon;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="grid gap-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Icon className="size-5 text-accent" aria-hidden /> {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  );
}

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
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-6 sm:py-8 [&>*]:min-w-0">
      <Link
        to={routes.dashboard}
        className="flex items-center gap-1 justify-self-start text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> {transactionsPage.backToDashboard}
      </Link>
      <h1 className="text-2xl font-bold sm:text-3xl">{text.title}</h1>
      <Section
        title={text.connectionTitle}
        icon={Bug}
        action={
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
    </div>
  );
}
