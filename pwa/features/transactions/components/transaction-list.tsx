import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { transactionsPage as text } from '#shared/messages.ts';
import type { Transaction } from '#shared/schemas/transactions.ts';
import { TRANSACTION_ROW_HEIGHT, TransactionRow } from './transaction-row.tsx';

/**
 * The list, virtualised against the window: the page scrolls as any page does on a phone, and only the rows
 * on screen (plus a few either side) are in the DOM, however many there are.
 */
export function TransactionList({ transactions }: { transactions: readonly Transaction[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  // Where the list starts on the page: the banners and cards above it can change height.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(top - scrollMargin) >= 1) setScrollMargin(top);
  });
  const virtualizer = useWindowVirtualizer({
    count: transactions.length,
    estimateSize: () => TRANSACTION_ROW_HEIGHT,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => transactions[index]!.id,
  });
  // One "now" per list, so 'Today' and 'Yesterday' agree across the rows.
  const now = useMemo(() => new Date(), [transactions]);
  return (
    <ul
      ref={listRef}
      aria-label={text.listLabel(transactions.length)}
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => (
        <TransactionRow
          key={item.key}
          tx={transactions[item.index]!}
          now={now}
          position={item.index + 1}
          total={transactions.length}
          style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
        />
      ))}
    </ul>
  );
}
