import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { TransactionFilter } from '#shared/constants.ts';
import { transactionFilterText as text } from '#shared/messages/transactions.ts';
import { TRANSACTION_SEARCH_MAX } from '#shared/schemas/transactions.ts';
import { cn } from '#pwa/lib/class-names.ts';
import type { TransactionSelection } from '#pwa/features/transactions/api/transactions.ts';

/** The chips in the order a member looks for them: the list opens on the first, every bank row is the last. */
const CHIPS: readonly TransactionFilter[] = ['coin_purchases', 'refunds', 'pending', 'all'];

/** How long typing pauses before the search is asked for. */
const SEARCH_PAUSE_MS = 300;

/** The list's filter (Coin purchases, Refunds, Pending or every bank row) and a search; the list follows them. */
export function TransactionFilters({
  selection,
  onChange,
}: {
  selection: TransactionSelection;
  onChange: (selection: TransactionSelection) => void;
}) {
  const [typed, setTyped] = useState(selection.q);
  // Asked for once typing pauses, not on every key.
  useEffect(() => {
    const q = typed.trim();
    if (q === selection.q) return;
    const timer = setTimeout(() => onChange({ ...selection, q }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, selection, onChange]);
  return (
    <div className="grid gap-3 border-b border-border px-4 py-3 sm:flex sm:items-center sm:justify-between sm:px-5">
      <fieldset className="flex flex-wrap gap-1">
        <legend className="sr-only">{text.filterLabel}</legend>
        {CHIPS.map((filter) => (
          <label
            key={filter}
            className={cn(
              'touch-target relative inline-flex cursor-pointer items-center rounded-full border border-input',
              'px-3 py-1.5 text-sm font-medium',
              'has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
            )}
          >
            <input
              type="radio"
              name="transaction-filter"
              value={filter}
              checked={selection.filter === filter}
              onChange={() => onChange({ ...selection, filter })}
              className="absolute inset-0 cursor-pointer appearance-none rounded-full"
            />
            {text.filters[filter]}
          </label>
        ))}
      </fieldset>
      <div className="relative sm:w-72">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <input
          type="search"
          aria-label={text.searchLabel}
          placeholder={text.searchPlaceholder}
          value={typed}
          maxLength={TRANSACTION_SEARCH_MAX}
          onChange={(e) => setTyped(e.target.value)}
          // The browser's own clear button would sit beside ours: one is enough.
          className={cn(
            'touch-target h-10 w-full rounded-lg border border-input bg-card pr-9 pl-9 text-sm',
            '[&::-webkit-search-cancel-button]:appearance-none',
          )}
        />
        {typed && (
          <button
            type="button"
            aria-label={text.clearSearch}
            onClick={() => setTyped('')}
            className={cn(
              'touch-target absolute top-1/2 right-1 flex size-8 -translate-y-1/2 items-center justify-center',
              'rounded-md',
            )}
          >
            <X className="size-4" aria-hidden />
          </button>
        )}
      </div>
    </div>
  );
}
