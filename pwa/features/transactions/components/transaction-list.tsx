import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { transactionsPage as text } from '#shared/messages/screens.ts';
import type { Transaction } from '#shared/schemas/transactions.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { TRANSACTION_ROW_HEIGHT, TransactionRow } from './transaction-row.tsx';
import { TransactionSheet } from './transaction-sheet.tsx';

/** One "now" per list, so 'Today' and 'Yesterday' agree across the rows; a new list reads the clock again. */
function useNowFor(list: readonly Transaction[]): Date {
  const [clock, setClock] = useState(() => ({ list, now: new Date() }));
  if (clock.list === list) return clock.now;
  // A new list: React renders again at once with the new state, before anything reaches the screen.
  const next = { list, now: new Date() };
  setClock(next);
  return next.now;
}

/** How close to the last loaded row the next page is asked for: about two screens ahead on a phone. */
const PREFETCH_ROWS = 15;

type Paging = {
  /** Every row the list holds, including those not loaded yet: for the label and each row's position. */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
  /** After the member's word on a row changed the money: for the screen to refresh what other features show. */
  onChanged?: () => void;
};

function ListFooter({ loadingMore, loadMoreFailed, onLoadMore }: Omit<Paging, 'total' | 'hasMore' | 'onChanged'>) {
  if (loadingMore)
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-4 text-sm text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden /> {text.loadingMore}
      </p>
    );
  if (!loadMoreFailed) return null;
  return (
    <div role="alert" className="flex flex-wrap items-center justify-center gap-3 py-4 text-sm">
      <span className="text-destructive">{text.loadMoreFailed}</span>
      <Button variant="outline" onClick={onLoadMore}>
        {text.tryAgain}
      </Button>
    </div>
  );
}

/**
 * The list, virtualised against the window: the page scrolls as any page does on a phone, and only the rows
 * on screen (plus a few either side) are in the DOM, however many there are. The rows come a page at a time:
 * nearing the last loaded one asks for the next page, with a footer while it loads. A tap on a row opens its sheet.
 */
export function TransactionList({ transactions, ...paging }: { transactions: readonly Transaction[] } & Paging) {
  const { total, hasMore, loadingMore, loadMoreFailed, onLoadMore, onChanged } = paging;
  const [opened, setOpened] = useState<Transaction | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Where the list starts on the page: the banners and cards above it can change height.
  const [scrollMargin, setScrollMargin] = useState(0);
  const measure = useEffectEvent(() => {
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(top - scrollMargin) >= 1) setScrollMargin(top);
  });
  // After every render, not on a change of anything here: what moves the list is above it, outside this component.
  useLayoutEffect(() => measure());
  const virtualizer = useWindowVirtualizer({
    count: transactions.length,
    estimateSize: () => TRANSACTION_ROW_HEIGHT,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => transactions[index]!.id,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;
  const nearEnd = lastShown >= transactions.length - PREFETCH_ROWS;
  useEffect(() => {
    if (nearEnd && hasMore && !loadingMore && !loadMoreFailed) onLoadMore();
  }, [nearEnd, hasMore, loadingMore, loadMoreFailed, onLoadMore]);
  const now = useNowFor(transactions);
  return (
    <>
      <ul
        ref={listRef}
        aria-label={text.listLabel(total)}
        aria-busy={loadingMore}
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => (
          <TransactionRow
            key={item.key}
            tx={transactions[item.index]!}
            now={now}
            position={item.index + 1}
            total={total}
            style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
            onOpen={setOpened}
          />
        ))}
      </ul>
      <ListFooter loadingMore={loadingMore} loadMoreFailed={loadMoreFailed} onLoadMore={onLoadMore} />
      <TransactionSheet tx={opened} onClose={() => setOpened(null)} onChanged={onChanged} />
    </>
  );
}
