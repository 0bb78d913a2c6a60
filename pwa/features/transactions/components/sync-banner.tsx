import { formatInstant } from '#pwa/lib/format.ts';
import { CheckCircle2, Landmark, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { transactionsPage as text } from '#shared/messages/screens.ts';
import type { TransactionsResponse } from '#shared/schemas/transactions.ts';

/** An instant as 'Mar 5, 2026, 3:04 PM', in the member's time zone. */
const formatDateTime = (iso: string) => formatInstant(iso, { dateStyle: 'medium', timeStyle: 'short' });

export type SyncState = 'syncing' | 'connected' | 'not-connected';

/**
 * The bank sync display: a connection with nothing synced yet in production is syncing (the
 * real aggregator takes hours); a connection otherwise is connected; no connection is not connected.
 */
export function syncState({
  hasFinicityConnection,
  finicityCount,
  isProduction,
}: TransactionsResponse['status']): SyncState {
  if (!hasFinicityConnection) return 'not-connected';
  return finicityCount === 0 && isProduction ? 'syncing' : 'connected';
}

function Banner({
  tone,
  icon,
  title,
  children,
  action,
}: {
  tone: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className={`flex flex-col gap-3 rounded-2xl border p-4 sm:flex-row sm:items-center sm:p-5 ${tone}`}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {icon}
        <div className="min-w-0">
          <h2 className="font-semibold">{title}</h2>
          <p className="text-sm text-muted-foreground">{children}</p>
        </div>
      </div>
      {action}
    </section>
  );
}

/** `connectBank`: the way to link a bank, offered when none is connected (another feature's: the screen passes it). */
export function SyncBanner({
  status,
  connectBank,
}: {
  status: TransactionsResponse['status'];
  connectBank?: ReactNode;
}) {
  const state = syncState(status);
  if (state === 'syncing')
    return (
      <Banner
        tone="border-points/40 bg-warning-soft"
        icon={
          <RefreshCw className="mt-0.5 size-5 shrink-0 animate-spin text-points [animation-duration:3s]" aria-hidden />
        }
        title={text.syncingTitle}
      >
        {text.syncingBody}
      </Banner>
    );
  if (state === 'connected')
    return (
      <Banner
        tone="border-success/40 bg-success-soft"
        icon={<CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />}
        title={text.connected}
      >
        {status.finicityCount > 0 ? text.connectedBody(status.finicityCount) : text.connectedWaitingBody}
        {status.listedFrom ? ` ${text.listedFrom(formatDateTime(status.listedFrom))}` : null}
      </Banner>
    );
  return (
    <Banner
      tone="border-dashed border-border bg-card"
      icon={<Landmark className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />}
      title={text.notConnected}
      action={connectBank}
    >
      {text.notConnectedBody}
    </Banner>
  );
}
