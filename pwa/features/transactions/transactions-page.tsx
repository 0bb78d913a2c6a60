import { Receipt } from 'lucide-react';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TRANSACTION_FILTERS, type TransactionFilter } from '#shared/constants.ts';
import { transactionFilterText } from '#shared/messages/transactions.ts';
import { dashboard, transactionsPage as text } from '#shared/messages/screens.ts';
import type { TransactionsResponse } from '#shared/schemas/transactions.ts';
import { MemberPage } from '#pwa/components/layout/member-page.tsx';
import { ErrorAlert } from '#pwa/components/ui/alert.tsx';
import { Card } from '#pwa/components/ui/card.tsx';
import { FIRST_VIEW, type TransactionSelection, useTransactions, WHOLE_LIST } from './api/transactions.ts';
import { RefreshButton } from './components/refresh-button.tsx';
import { SandboxPurchaseButton } from './components/sandbox-purchase-button.tsx';
import { SyncBanner } from './components/sync-banner.tsx';
import { TransactionFilters } from './components/transaction-filters.tsx';
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
  /** After Refresh or a member's word on a row: for the screen to refresh what other features show. */
  onRefreshed?: () => void;
};

type LoadedProps = {
  pages: readonly TransactionsResponse[];
  query: ReturnType<typeof useTransactions>;
  selection: TransactionSelection;
  onSelect: (selection: TransactionSelection) => void;
} & Slots;

/**
 * The list's filter and search, kept in the address (?filter=refunds&q=coins): back and reload keep them. Without
 * one, the coin purchases.
 */
function useSelection(): [TransactionSelection, (selection: TransactionSelection) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('filter');
  const filter = TRANSACTION_FILTERS.includes(asked as TransactionFilter)
    ? (asked as TransactionFilter)
    : FIRST_VIEW.filter;
  const q = params.get('q') ?? '';
  const select = useCallback(
    ({ filter: f, q }: TransactionSelection) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (f === FIRST_VIEW.filter) next.delete('filter');
          else next.set('filter', f);
          if (q) next.set('q', q);
          else next.delete('q');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  // One object while the address says the same: the search box's effect compares with it.
  return [useMemo(() => ({ filter, q }), [filter, q]), select];
}

function Loaded({ pages, query, connectBank, selection, onSelect, onRefreshed }: LoadedProps) {
  // The first page carries the banner's status and the summary, kept by the server over every row.
  const page = pages[0]!;
  const summary = useMemo(() => summaryCents(page.summary), [page.summary]);
  const rows = useMemo(() => pages.flatMap((p) => p.transactions), [pages]);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const whole = selection.filter === WHOLE_LIST.filter && selection.q === WHOLE_LIST.q;
  const first = selection.filter === FIRST_VIEW.filter && selection.q === FIRST_VIEW.q;
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  return (
    <>
      <SyncBanner status={page.status} connectBank={connectBank} />
      <TransactionSummary summary={summary} />
      <Card className="overflow-hidden">
        {/* What the list shows: every transaction, or the filter's rows. */}
        <h2 className="border-b border-border px-4 py-4 text-lg font-semibold sm:px-5">
          {selection.filter === 'all' ? text.allTransactions : transactionFilterText.filters[selection.filter]}
        </h2>
        {(summary.count > 0 || !(whole || first)) && <TransactionFilters selection={selection} onChange={onSelect} />}
        {rows.length === 0 && summary.count === 0 && (whole || first) ? (
          <EmptyList connected={page.status.hasFinicityConnection} />
        ) : rows.length === 0 ? (
          <p className="px-5 py-10 text-center text-sm text-muted-foreground">
            {first ? transactionFilterText.noCoinPurchases : transactionFilterText.noMatch}
          </p>
        ) : (
          <TransactionList
            transactions={rows}
            // A selection's size is not counted: what is loaded, and more when there are more pages.
            total={whole ? Math.max(summary.count, rows.length) : rows.length}
            hasMore={hasNextPage}
            loadingMore={isFetchingNextPage}
            loadMoreFailed={isFetchNextPageError}
            onLoadMore={loadMore}
            onChanged={onRefreshed}
          />
        )}
      </Card>
    </>
  );
}

/** Refresh; and in test mode, the test bank's coin purchase. */
const Actions = ({ sandbox, onRefreshed }: { sandbox: boolean; onRefreshed?: () => void }) => (
  <div className="flex flex-wrap justify-end gap-2">
    {sandbox && <SandboxPurchaseButton onRefreshed={onRefreshed} />}
    <RefreshButton onRefreshed={onRefreshed} />
  </div>
);

/** Transaction History: the sync banner, four summary cards, every transaction a page at a time. */
export function TransactionsPage({ connectBank, onRefreshed }: Slots) {
  const [selection, select] = useSelection();
  const query = useTransactions(selection);
  const status = query.data?.pages[0]?.status;
  return (
    <MemberPage
      title={text.title}
      wide
      actions={status?.hasFinicityConnection && <Actions sandbox={!status.isProduction} onRefreshed={onRefreshed} />}
    >
      {query.isPending ? (
        <div className="grid gap-3" role="status" aria-label={dashboard.loading}>
          {[0, 1, 2].map((i) => (
            <span key={i} className="h-16 animate-pulse rounded-2xl bg-muted" />
          ))}
        </div>
      ) : query.data ? (
        // A later page that failed keeps what was loaded (the list's footer says so): only a first page fails here.
        <Loaded
          pages={query.data.pages}
          query={query}
          connectBank={connectBank}
          selection={selection}
          onSelect={select}
          onRefreshed={onRefreshed}
        />
      ) : (
        <ErrorAlert>{text.loadFailed}</ErrorAlert>
      )}
    </MemberPage>
  );
}
