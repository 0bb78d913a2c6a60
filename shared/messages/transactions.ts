// The transaction list's filter and search. Kept apart from ./screens.ts, which every visitor page
// loads: these words are for members only.
import type { TransactionFilter } from '#shared/constants.ts';

export const transactionFilterText = {
  filterLabel: 'Show',
  filters: {
    all: 'All',
    coin_purchases: 'Coin purchases',
    refunds: 'Refunds',
    pending: 'Pending',
  } satisfies Record<TransactionFilter, string>,
  /** A row's category, as its pill names it. */
  categories: { TikTok: 'TikTok', Other: 'Other' },
  searchLabel: 'Search transactions',
  searchPlaceholder: 'Search by description',
  clearSearch: 'Clear search',
  noMatch: 'No transactions match. Try another filter or search.',
  matching: (n: number) => `${n.toLocaleString('en-US')}${n === 50 ? '+' : ''} shown`,
  filterInvalid: 'Choose All, Coin purchases, Refunds or Pending',
  searchTooLong: 'Search for at most 100 characters',
} as const;
