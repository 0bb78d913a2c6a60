import { ArrowLeft, Receipt } from 'lucide-react';
import { type ReactNode, useCallback, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { dashboard, transactionsPage as text } from '#shared/messages/screens.ts';
import { routes } from '#shared/routes.ts';
import type { TransactionsResponse } from '#shared/schemas/transactions.ts';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { Card } from '#pwa/components/ui/card.tsx';
import { useTransactions } from './api/transactions.ts';
import { RefreshButton } from './components/refresh-button.tsx';
import { SyncBanner } from './components/sync-banner.tsx';
import { TransactionList } from './components/transaction-list.tsx';
import { TransactionSummary } from './components/transaction-summary.tsx';
import { summaryCents } from './summarize-transactions.ts';

function EmptyList({ connected }: { connected: boolean }) {
  return (
    <div className="flex flex-col items-center gap-2 px-5 py-10 text-center">
      <Receipt className="size-10 text-muted-foreground" aria-hidden />
      <p className="font-medium">{text.emptyTitle}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{connected ? text.emptySyncing : text.emptyNotConnected}</p>
    </div>
  );
}

type Slots = {
  /** The way to link a bank, in the 'No Bank Account Connected' banner. */
  connectBank?: ReactNode;
  /** After Refresh: for the screen to refresh what other features show. */
  onRefreshed?: () => void;
};

type LoadedProps = { pages: readonly TransactionsResponse[]; query: ReturnType<typeof useTransactions> } & Slots;

function Loaded({ pages, query, connectBank }: LoadedProps) {
  // The first page carries the banner's status and the summary, kept by the server over every row.
  const first = pages[0]!;
  const summary = useMemo(() => summaryCents(first.summary), [first.summary]);
  const rows = useMemo(() => pages.flatMap((p) => p.transactions), [pages]);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  return (
    <>
      <SyncBanner status={first.status} connectBank={connectBank} />
      <TransactionSummary summary={summary} />
      <Card className="overflow-hidden">
        <h2 className="border-b border-border px-4 py-4 text-lg font-semibold sm:px-5">{text.allTransactions}</h2>
        {rows.length === 0 ? (
          <EmptyList connected={first.status.hasFinicityConnection} />
        ) : (
          <TransactionList
            transactions={rows}
            total={Math.max(summary.count, rows.length)}
            hasMore={hasNextPage}
            loadingMore={isFetchingNextPage}
            loadMoreFailed={isFetchNextPageError}
            onLoadMore={loadMore}
          />
        )}
      </Card>
    </>
  );
}

/** Transaction History (SPEC section 2): the sync banner, four summary cards, every transaction a page at a time. */
export function TransactionsPage({ connectBank, onRefreshed }: Slots) {
  const query = useTransactions();
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:py-8 [&>*]:min-w-0">
      <Link
        to={routes.dashboard}
        className="flex items-center gap-1 justify-self-start text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> {text.backToDashboard}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{text.title}</h1>
        {query.data?.pages[0]?.status.hasFinicityConnection && <RefreshButton onRefreshed={onRefreshed} />}
      </div>
      {query.isPending ? (
        <div className="grid gap-3" role="status" aria-label={dashboard.loading}>
          {[0, 1, 2].map((i) => (
            <span key={i} className="h-16 animate-pulse rounded-2xl bg-muted" />
          ))}
        </div>
      ) : query.data ? (
        // A later page that failed keeps what was loaded (the list's footer says so): only a first page fails here.
        <Loaded pages={query.data.pages} query={query} connectBank={connectBank} />
      ) : (
        <ErrorAlert>{text.loadFailed}</ErrorAlert>
      )}
    </div>
  );
}
