// Money screens and calls: points and payouts, portfolio, activity, referrals, achievements, round-ups.
// User-facing texts in the product's wording, word for word, by name. Both ends use these.
import { pluralIn } from '#shared/i18n/plural.ts';
import type { AchievementType } from '#shared/constants.ts';
import { menuText } from './app-shell.ts';

const byCount = pluralIn('en-US');

// Money screens and calls: the spec is silent, so these are our own words, kept in one place.
export const payouts = {
  amountInvalid: 'Enter an amount in dollars, such as 25 or 25.50',
  belowMinimum: 'The minimum is $25.00',
  methodInvalid: 'Choose instant or standard',
  sourceInvalid: 'Choose the interest account or Bitcoin',
  notEnoughPoints: 'You do not have enough points for this redemption',
  notEnoughFunds: 'You do not have enough in this investment for this cash-out',
  feeTakesAll: 'The standard payout fee would take all of this amount. Choose Instant.',
  // Our words: a Bitcoin cash-out needs the price, and the price feed is down.
  bitcoinPriceUnavailable:
    'The Bitcoin price is unavailable right now, so Bitcoin cannot be cashed out. Please try again in a few minutes.',
  redeemTitle: 'Redeem Points',
  redeemDescription: 'Turn your points into cash. 1 point = $1.00.',
  amountLabel: 'Amount (USD)',
  instantLabel: 'Instant',
  instantHint: 'Arrives in minutes · 1.5% fee',
  standardLabel: 'Standard',
  standardHint: 'Arrives in 1-3 business days · $0.25 fee',
  feeLabel: 'Fee',
  arrivesLabel: "You'll receive",
  confirm: 'Confirm Redemption',
  max: 'Max',
  // Points as points, their cash value beside them.
  cashValue: (usd: string) => `Worth ${usd} in cash`,
  maxLabel: 'Redeem all your points',
  confirming: 'Redeeming...',
  redeemedTitle: 'Redemption started',
  redeemedBody: (net: string) => `${net} is on its way to your bank account.`,
  redeemFailedTitle: 'Redemption failed',
  redeemFailedBody: 'Failed to redeem points. Please try again.',
  paidTitle: 'Payout sent',
  paidBody: (net: string) => `${net} has been paid to your bank account.`,
  failedTitle: 'Payout failed',
  failedBody: (amount: string) => `Your payout of ${amount} failed and the amount was returned to your balance.`,
  providerFailed: 'The payout provider could not send this payout',
  // Our words: a payout the provider never confirmed within a day, set aside for a person to check.
  stuckTitle: 'Checking a payout',
  stuckBody: (amount: string) =>
    `We could not confirm your payout of ${amount} with the payout provider. Our team is checking it: you will ` +
    'not be paid twice, and if it did not go out the amount comes back to your balance.',
  // Our words: a payout reported paid that the bank later sent back.
  returnedTitle: 'Payout returned',
  returnedBody: (amount: string) =>
    `Your bank sent back the payout of ${amount} we had reported as paid, so the amount was returned to your balance.`,
  redeem: 'Redeem',
  redeemUnavailable: 'You can redeem once your points balance reaches $25.00.',
  // Our words: why a balance below zero cannot be redeemed (docs/product-rules.md section 6).
  redeemNegative: "You can't redeem while your points balance is below zero. Your next points repay it first.",
  available: (balance: string) => `Available: ${balance}`,
  methodLabel: 'How fast?',
  cancel: 'Cancel',
} as const;

export const portfolio = {
  title: 'Your Portfolio',
  interestName: 'Interest Account (5% APY)',
  bitcoinName: 'Bitcoin',
  totalValue: 'Current value',
  invested: 'Invested',
  totalReturn: 'Return',
  waiting: 'Waiting to be invested',
  waitingProgress: (pending: string, threshold: string) => `${pending} of ${threshold}`,
  // When the next investment happens.
  nextWhen: (threshold: string, toGo: string) =>
    `Next investment: when your round-ups reach ${threshold} (${toGo} to go).`,
  nextNow: (pending: string) => `Next investment: ${pending}, charged to your card now.`,
  noCard: 'Add a card in Settings > Payment Methods to start investing your round-ups.',
  chartLabel: 'Portfolio value and amount invested over time',
  chartEmpty: 'Your chart will appear after your first investment.',
  // One day of history is a point with words, not a flat line across the top.
  chartFirst: (amount: string, day: string) =>
    `First investment: ${amount} on ${day}. Your chart starts once there are two days to show.`,
  sweepDeclinedTitle: 'Card declined',
  sweepDeclinedBody: (amount: string) =>
    `We could not charge your card for ${amount} of round-ups. We will try again tomorrow.`,
  // Our words: a card payment whose outcome we could not learn within a day.
  sweepStuckTitle: 'Checking a round-up payment',
  sweepStuckBody: (amount: string) =>
    `We could not confirm the card payment for ${amount} of round-ups. Our team is checking it with the bank; ` +
    'you will not be charged twice, and new round-ups keep being invested.',
  investedTitle: 'Round-ups invested',
  investedBody: (amount: string, where: string) => `${amount} of spare change was invested in your ${where}.`,
  interestCreditedTitle: 'Interest paid',
  interestCreditedBody: (amount: string) => `${amount} of interest was added to your account.`,
  loadFailed: 'Failed to load your portfolio.',
  investingIn: (name: string) => `Investing in ${name}`,
  holdings: 'Holdings',
  btcHeld: (btc: string) => `${btc} BTC`,
  goToSettings: 'Go to Settings',
  chartValue: 'Value',
  chartInvested: 'Invested',
  chartDate: 'Date',
  // Our words: the Bitcoin price feed is down, so Bitcoin (and the total) cannot be valued.
  valueUnavailable: 'Unavailable',
  bitcoinPriceUnavailable:
    'The Bitcoin price is unavailable right now, so your Bitcoin and total value are not shown. ' +
    'Please try again in a few minutes.',
} as const;

export const activity = {
  title: 'Recent Activity',
  empty: 'Your round-ups, points and payouts will appear here once your first coin purchase is found.',
  pulledTitle: 'Transactions synced',
  pulledBody: (n: number) => `${n} new transaction${byCount(n, '', 's')} synced from your bank.`,
  roundUpTitle: 'Round-ups added',
  roundUpBody: (amount: string, n: number) =>
    `${amount} of spare change from ${n} coin purchase${byCount(n, '', 's')} is waiting to be invested.`,
  purchaseTitle: 'TikTok coin purchases found',
  purchaseBody: (n: number, points: string) => `${n} coin purchase${byCount(n, '', 's')} earned you ${points} points.`,
  refundTitle: 'Coin purchase refunded',
  refundBody: (amount: string) => `A refund of ${amount} reversed its round-up and points.`,
  // A bank sync tells its news once; the first one says what the history held.
  importedTitle: 'Your bank history is in',
  importedBody: (purchases: number, days: number) =>
    purchases === 0
      ? `We found no coin purchases from the last ${days} days. New ones will show up here.`
      : `We found ${purchases} coin purchase${byCount(purchases, '', 's')} from the last ${days} days.`,
  // Our words: earning starts at the link (docs/product-rules.md section 3), said in one sentence.
  importedBeforeLink: (n: number) =>
    byCount(
      n,
      'The one made before you joined counts in your spend and earns nothing: round-ups and points start today.',
      `The ${n} made before you joined count in your spend and earn nothing: round-ups and points start today.`,
    ),
  refundsBody: (n: number, amount: string) =>
    byCount(
      n,
      `A refund of ${amount} reversed its round-up and points.`,
      `${n} refunds of ${amount} in all reversed their round-ups and points.`,
    ),
  // Our words: a purchase a refund took back, on its own line.
  refunded: 'Refunded',
  loadFailed: 'Failed to load your recent activity.',
  points: (signed: string) => `${signed} points`,
  item: {
    roundUp: (description: string) => `Round-up · ${description}`,
    points: (description: string) => `Points · ${description}`,
    creatorShare: 'Creator share from a supporter',
    referral: 'Referral reward',
    achievement: (title: string) => `Achievement · ${title}`,
    redemption: 'Points redeemed',
    redemptionReturned: 'Redemption returned',
    refund: (description: string) => `Refund · ${description}`,
    // Our words: the bank withdrew a refund, so the purchase counts again.
    refundWithdrawn: (description: string) => `Refund withdrawn · ${description}`,
    // Our words: the member said a row is not a coin purchase, and what it earned was taken back.
    notCoinPurchase: (description: string) => `Not a coin purchase · ${description}`,
    invested: (where: string) => `Invested · ${where}`,
    interest: 'Interest paid',
    cashOut: (where: string) => `Cash-out · ${where}`,
    cashOutReturned: 'Cash-out returned',
  },
} as const;

export const referralsText = {
  title: 'Invite Friends',
  body: (reward: string) => `Get ${reward} in points when a friend you invite makes their first round-up.`,
  codeLabel: 'Your referral code',
  share: 'Share',
  copy: 'Copy link',
  copied: 'Link copied',
  shareText: (code: string) =>
    `Join me on GiftOrbit: round up your coin purchases and invest the spare change. Use my code ${code}.`,
  friends: (n: number) => `${n} friend${byCount(n, '', 's')} invited`,
  earnings: 'Earned',
  completedTitle: 'Referral reward',
  completedBody: (reward: string) => `A friend you invited made their first round-up. ${reward} in points is yours.`,
  linkLabel: 'Your invite link',
  shareTitle: 'Join me on GiftOrbit',
  copyFailed: 'Could not copy the link. Please copy it yourself.',
  loadFailed: 'Failed to load your referrals.',
} as const;

export const achievementsText = {
  title: 'Achievements',
  empty: 'Unlock achievements as your round-ups grow.',
  claim: 'Claim',
  // Our words: a reward is credited when the achievement unlocks (nothing to claim by hand).
  claimed: 'Credited',
  dismiss: 'Dismiss',
  claimedTitle: 'Reward claimed',
  claimedBody: (points: string) => `${points} points added to your balance.`,
  unlockedTitle: (title: string) => `Achievement unlocked: ${title}`,
  unlockedBody: (points: string) => `${points} points are yours: they are already in your balance.`,
  /** A member who joined again: the reward of an achievement their closed account was paid is not paid twice. */
  paidBefore: 'You received this reward on your earlier account.',
  locked: 'Locked',
  alreadyClaimed: 'This reward was already claimed',
  reward: (points: string) => `+${points} points`,
  lockedHeading: 'Still to unlock',
  claiming: 'Claiming...',
  claimFailedTitle: 'Claim failed',
  claimFailedBody: 'Failed to claim this reward. Please try again.',
  dismissFailedTitle: 'Dismiss failed',
  dismissFailedBody: 'Failed to dismiss this achievement. Please try again.',
  loadFailed: 'Failed to load your achievements.',
} as const;

/** A member's correction of a row (POST /api/transactions/:id/classification): why it was refused. Our words. */
export const corrections = {
  coinPurchaseInvalid: 'Say true (a coin purchase) or false (not a coin purchase)',
  moneyIn: 'Only money out can be a coin purchase. A refund follows the purchase it refunds.',
  refunded: 'This purchase was refunded, so it already counts for nothing.',
} as const;

export const roundUpPrefs = {
  multiplierLabel: 'Round-up multiplier',
  multiplierHint: 'Multiply each round-up to invest faster. Points are not affected.',
  weeklyCapLabel: 'Weekly cap',
  weeklyCapHint: 'The most round-ups we collect in one week (Monday to Sunday).',
  noCap: 'No cap',
  investmentLabel: 'Invest my round-ups in',
  interest: 'Interest account (5% APY)',
  bitcoin: 'Bitcoin',
  weeklyCapInvalid: 'Weekly cap must be between $1 and $1,000',
  multiplierInvalid: 'Multiplier must be 1, 2, 3 or 10',
  investmentInvalid: 'Choose the interest account or Bitcoin',
  multiplierOption: (m: number) => `${m}x`,
  weeklyCapOption: (dollars: number) => `$${dollars}`,
  interestHint: 'Steady growth, interest paid monthly.',
  bitcoinHint: 'Bought at the current price; the value goes up and down.',
  // A switch is confirmed first, saying what happens to what is already invested.
  switchTitle: (to: 'interest' | 'bitcoin') =>
    to === 'bitcoin' ? 'Switch to Bitcoin?' : 'Switch to the interest account?',
  switchToBitcoin:
    'From now on your round-ups buy Bitcoin at the current price. What you have already invested stays in the ' +
    'interest account and keeps earning 5% APY.',
  bitcoinRisk: "Bitcoin's value goes up and down: what you invest can be worth less than you put in.",
  switchToInterest:
    'From now on your round-ups go to the interest account at 5% APY. The Bitcoin you already own stays Bitcoin, ' +
    'and its value keeps moving with the price.',
  confirmSwitch: (to: 'interest' | 'bitcoin') => (to === 'bitcoin' ? 'Switch to Bitcoin' : 'Switch to interest'),
  keepChoice: 'Keep my choice',
} as const;

/** The payouts list (redemptions and cash-outs), where each one is, reachable from the dashboard. */
export const payoutsList = {
  title: menuText.payouts,
  description: 'Your redemptions and cash-outs, and where each one is.',
  link: 'View payouts',
  empty: 'No payouts yet. When you redeem points or cash out, each one shows here until it arrives.',
  loadFailed: 'Failed to load your payouts.',
  redemption: 'Points redeemed',
  cashOut: (source: 'interest' | 'bitcoin') => `Cash-out from ${source === 'bitcoin' ? 'Bitcoin' : 'interest account'}`,
  status: { pending: 'Pending', processing: 'Processing', paid: 'Paid', failed: 'Failed' },
  method: { instant: 'Instant', standard: 'Standard' },
  amounts: (gross: string, fee: string, net: string) => `${gross} less a ${fee} fee: ${net} to you`,
  arrivesBy: (day: string) => `Arrives by ${day}`,
  arrivesSoon: 'Arrives in minutes',
  paidOn: (day: string) => `Paid ${day}`,
  failed: (reason: string) => `${reason} The money is back in your balance.`,
  requested: (when: string) => `Requested ${when}`,
} as const;

/** Each achievement's name and what earns it (the spec's words). */
export const achievementNames: Record<AchievementType, { title: string; description: string }> = {
  first_bank_linked: { title: 'Mission Control', description: 'Linked your first bank account.' },
  first_round_up: { title: 'Liftoff', description: 'Your first round-up from a coin purchase.' },
  round_ups_10: { title: 'Steady Orbit', description: 'Ten round-ups collected.' },
  invested_10: { title: 'Fuel Tank', description: '$10 of spare change invested.' },
  invested_100: { title: 'Deep Space', description: '$100 of spare change invested.' },
  first_referral: { title: 'Crew Recruiter', description: 'A friend you referred made their first round-up.' },
  first_redemption: { title: 'Cashed In', description: 'Redeemed points for cash for the first time.' },
};
