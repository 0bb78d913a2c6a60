// The signed-in screens: dashboard, transactions, settings, cards, profile, notifications, help.
// User-facing texts in the product's wording, word for word, by name. Both ends use these.
import { pluralIn } from '#shared/i18n/plural.ts';

const byCount = pluralIn('en-US');

/** The dashboard's set-up checklist for a new member: four steps, each done in place or one tap away. */
export const setupChecklist = {
  title: 'Get set up',
  progress: (done: number, total: number) => `${done} of ${total} done`,
  done: 'Done',
  bankTitle: 'Connect your bank',
  bankBody: 'Read-only: we find your coin purchases and round them up.',
  cardTitle: 'Add a card',
  cardBody: (threshold: string) => `Your round-ups are charged to it once they reach ${threshold}, then invested.`,
  cardAction: 'Add a card',
  investTitle: 'Choose your investment',
  investBody: 'Where your spare change goes. You can change it later in Settings.',
  investInterest: (apy: string) => `${apy} APY interest`,
  investBitcoin: 'Bitcoin',
  investBitcoinNote: "Bitcoin's value goes up and down; the interest account only grows.",
  alertsTitle: 'Turn on alerts',
  alertsBody: 'A notification on this device when a round-up happens.',
  alertsAction: 'Turn on alerts',
  // Our words: the step can be left for later (alerts blocked, or not wanted on this device).
  alertsSkip: 'Skip for now',
} as const;

export const dashboard = {
  greeting: (name: string) => `Welcome back, ${name}!`,
  /** A member's first visit, right after sign-up: the first name only (docs/product-rules.md section 11). */
  welcome: (name: string) => `Welcome, ${name.trim().split(/\s+/)[0]}!`,
  subtitle: 'Track your TikTok spending and earn points',
  pointsBalance: 'Points Balance',
  tiktokSpending: 'TikTok Spending',
  tiktokSpendingHint: 'All time total',
  pointsEarned: 'Points Earned',
  // The total counts achievement and referral bonuses (and a creator's share) too: the caption says so.
  pointsEarnedHint: '5% back on purchases, plus bonuses',
  pointsRedeemed: 'Points Redeemed',
  pointsRedeemedHint: 'Cash withdrawn',
  // Our words: points are points wherever they are shown, never with '$' (docs/product-rules.md section 2).
  points: (amount: string) => `${amount} points`,
  /** The unit after a points figure on a stat card, set smaller than the figure. */
  pointsUnit: 'points',
  // Our words: a balance below zero, with its reason (docs/product-rules.md section 6).
  pointsNegativeHint: "A refunded purchase's points; repaid from your next points",
  recentActivity: 'Recent Activity',
  bankAccounts: 'Bank Accounts',
  loading: 'Loading...',
  numbersLabel: 'Your numbers',
} as const;

export const transactionsPage = {
  title: 'Transaction History',
  syncingTitle: 'Syncing Transaction Data',
  connected: 'Bank Account Connected',
  notConnected: 'No Bank Account Connected',
  allTransactions: 'All Transactions',
  refreshing: 'Refreshing...',
  refreshFailedTitle: 'Refresh failed',
  refreshFailedBody: 'Unable to refresh account data. Please try again.',
  refreshedTitle: 'Account refreshed',
  /** Says what is new, not what the bank holds ('Found 38' after a refresh that brought nothing). */
  // Our words: the sandbox bank's button, so a member trying the app sees a purchase earn (product-rules section 3).
  sandboxPurchase: 'Buy coins (test bank)',
  sandboxPurchasedTitle: 'Coin purchase made',
  sandboxPurchasedBody: 'Your test bank has a new coin purchase. Its round-up and points are in the list.',
  sandboxPurchaseFailed: 'The test bank could not make the purchase. Try again in a moment.',
  refreshedBody: (newCount: number) =>
    newCount === 0
      ? 'Up to date: no new transactions.'
      : `${newCount} new transaction${byCount(newCount, '', 's')}. The list will update shortly.`,
  // Where the spec is silent: our own words, kept here too.
  backToDashboard: 'Back to Dashboard',
  refresh: 'Refresh',
  refreshAgainIn: (seconds: number) => `Refresh again in ${seconds} s`,
  syncingBody:
    'Recent transactions usually appear within 1-2 hours. ' +
    'Your full history can take up to 24 hours, and credit cards up to 48 hours.',
  connectedBody: (n: number) =>
    `${n.toLocaleString('en-US')} transaction${byCount(n, '', 's')} synced from your bank. ` +
    'We check for new ones regularly.',
  connectedWaitingBody: 'Your bank is linked. Your transactions will appear here shortly.',
  listedFrom: (day: string) =>
    'This bank account was linked to another account before, perhaps one you closed: its transactions up to ' +
    `${day} were rewarded there, so only later ones are listed here.`,
  notConnectedBody: 'Link a bank account read-only and we will find your TikTok coin purchases and round them up.',
  summaryLabel: 'Transaction summary',
  totalTransactions: 'Total Transactions',
  totalTransactionsHint: 'All synced transactions',
  tiktokPurchases: 'TikTok Purchases',
  tiktokPurchasesHint: (spent: string) => `${spent} spent on coins`,
  /**
   * Coin purchases the bank still lists as pending: kept apart from the spend until they post
   * (docs/product-rules.md section 6).
   */
  pendingPurchasesNote: (n: number, spent: string) =>
    `${n.toLocaleString('en-US')} pending (${spent}), counted once posted`,
  totalRoundUps: 'Total Round-Ups',
  totalRoundUpsHint: 'Spare change set aside to invest',
  // Our words: only these purchases' points; the dashboard's Points Earned adds the bonuses (achievements, referrals).
  pointsEarned: 'Points from Purchases',
  pointsEarnedHint: '5% back on these coin purchases; bonuses are on your dashboard',
  emptyTitle: 'No transactions yet',
  emptyNotConnected: 'Connect a bank account to see your transactions here.',
  emptySyncing: 'We are syncing with your bank. Recent transactions usually appear within 1-2 hours.',
  pending: 'Pending',
  /** A coin purchase that its refund took back: it no longer counts in the spend. */
  refunded: 'Refunded',
  // Our words: a purchase from before the link, which earns nothing (docs/product-rules.md section 3).
  beforeLink: 'Before you joined',
  roundUp: (amount: string) => `${amount} round-up`,
  /** A row in another currency whose day's rate is not published yet: no dollars, no round-up until it is. */
  awaitingRate: 'Waiting for the exchange rate',
  /** The tooltip on a converted amount: '1 USD = 18.3412 MXN on Jun 6'. */
  rateTitle: (rate: string, currency: string, day: string) => `1 USD = ${rate} ${currency} on ${day}`,
  loadFailed: 'Failed to load your transactions.',
  /** The list's footer while the next (older) page loads as the list scrolls, and when it could not. */
  loadingMore: 'Loading more transactions...',
  loadMoreFailed: 'Could not load more transactions.',
  tryAgain: 'Try again',
  listLabel: (n: number) => `${n.toLocaleString('en-US')} transaction${byCount(n, '', 's')}, newest first`,
} as const;

export const cards = {
  stripeNotReady: 'Stripe is not ready. Please try again.',
  enterCard: 'Please enter your card information.',
  failedTitle: 'Payment Method Failed',
  failedBody: 'Failed to save payment method',
  setupIncomplete: 'Setup intent did not complete successfully',
  setupIntentFailed: 'Failed to create setup intent',
  addFailed: 'Failed to add payment method. Please try again.',
  addedTitle: 'Payment Method Added',
  addedBody: 'Your card has been saved successfully.',
  removeFailed: 'Failed to remove payment method. Please try again.',
  removedTitle: 'Payment Method Removed',
  setDefaultFailed: 'Failed to update default payment method.',
  setDefaultTitle: 'Default Payment Method Updated',
} as const;

export const settings = {
  updateFailed: 'Failed to update settings. Please try again.',
  updatedTitle: 'Settings updated',
  updatedBody: 'Your preferences have been saved.',
  loadFailed: 'Failed to load user settings',
} as const;

export const notifications = {
  empty: 'No notifications yet',
} as const;

export const help = {
  noArticles: 'No articles found',
  articlesFound: (n: number) => `${n} article${byCount(n, '', 's')} found`,
} as const;
