// The transaction list's filter and search, and a row's sheet. Kept apart from ./screens.ts, which every visitor page
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

/** A row's sheet: what it is, and the member's word on it (docs/product-rules.md section 3). Our words. */
export const transactionSheetText = {
  open: (description: string) => `Details of ${description}`,
  amount: 'Amount',
  date: 'Date',
  category: 'Category',
  roundUp: 'Round-up',
  points: 'Points',
  refundedNote: 'Refunded: this purchase counts for nothing.',
  markCoin: 'This is a coin purchase',
  markNotCoin: 'Not a coin purchase',
  markCoinHelp: 'It will earn its round-up and points as a coin purchase does. Later syncs keep your word.',
  markCoinBeforeLinkHelp:
    'It will count in your coin spend. From before you joined, it earns nothing. Later syncs keep your word.',
  markNotCoinHelp: 'Its round-up and points are taken back. Later syncs keep your word.',
  saidCoin: 'You said this is a coin purchase.',
  saidNotCoin: 'You said this is not a coin purchase.',
  markedCoin: 'Marked as a coin purchase',
  markedNotCoin: 'Marked as not a coin purchase',
  failed: 'That did not go through. Please try again.',
} as const;
