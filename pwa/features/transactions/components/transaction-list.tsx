import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { transactionsPage as text } from '#shared/messages/screens.ts';
import type { Transaction } from '#shared/schemas/transactions.ts';
import { TRANSACTION_ROW_HEIGHT, TransactionRow } from './transaction-row.tsx';

/** One "now" per list, so 'Today' and 'Yesterday' agree across the rows; a new list reads the clock again. */
function useNowFor(list: readonly Transaction[]): Date {
  const [clock, setClock] = useState(() => ({ list, now: new Date() }));
  if (clock.list === list) return clock.now;
  // A new list: React renders again at once with the new state, before anything reaches the screen.
  const next = { list, now: new Date() };
  setClock(next);
  return next.now;
}

/**
 * The list, virtualised against the window: the page scrolls as any page does on a phone, and only the rows
 * on screen (plus a few either side) are in the DOM, however many there are.
 */
export function TransactionList({ transactions }: { transactions: readonly Transaction[] }) {
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
  const now = useNowFor(transactions);
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
