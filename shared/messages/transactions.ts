// The transaction list's filter and search. Kept apart from ./screens.ts, which every visitor page
// loads: these words are for members only.
import type { TransactionFilter } from '#shared/constants.ts';

export const transactionFilterText = {
  filterLabel: 'Show',
  // Our words: the list opens on coin purchases; the bank's other rows are one filter away.
  filters: {
    all: 'All bank transactions',
    coin_purchases: 'Coin purchases',
    refunds: 'Refunds',
    pending: 'Pending',
  } satisfies Record<TransactionFilter, string>,
  /** A row's category, as its pill names it. */
  categories: { TikTok: 'TikTok', Other: 'Other' },
  searchLabel: 'Search transactions',
  searchPlaceholder: 'Search by description or amount',
  clearSearch: 'Clear search',
  noMatch: 'No transactions match. Try another filter or search.',
  /** The list's first view when the bank sent rows but none is a coin purchase yet. */
  noCoinPurchases: 'No coin purchases yet. All bank transactions shows everything your bank sent.',
  matching: (n: number) => `${n.toLocaleString('en-US')}${n === 50 ? '+' : ''} shown`,
  filterInvalid: 'Choose Coin purchases, Refunds, Pending or All bank transactions',
  searchTooLong: 'Search for at most 100 characters',
} as const;
