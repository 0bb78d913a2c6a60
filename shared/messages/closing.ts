// The texts of Settings > Close account. Member screens load this file only with that section's dialog.

export const closingText = {
  sectionTitle: 'Close account',
  sectionIntro:
    'Closing your account erases your name, email, username and picture, removes your bank links and saved cards, ' +
    'and signs you out everywhere. Your email and username can then be used for a new account.',
  openDialog: 'Close my account',
  dialogTitle: 'Close your account',
  loading: 'Checking your balances...',
  loadFailed: 'We could not check your balances. Try again in a moment.',

  // What happens to money, said first.
  moneyTitle: 'What happens to your money',
  nothingHeld: 'You have no points or investments: nothing is lost by closing.',
  // Points are points (docs/product-rules.md section 2): their cash value beside them, never a '$' in front of them.
  pointsForfeit: (points: string, value: string) => `Your ${points} points (worth ${value}) are forfeited.`,
  pointsBelowMinimum: (minimum: string) => `They are below the ${minimum} points a cash payout needs.`,
  pointsRedeemable: 'You can redeem them first: close this dialog and choose Redeem on your dashboard.',
  // Invested money is the member's: never given up, cashed out first (docs/product-rules.md section 7).
  interestHeld: (amount: string) => `Your interest account holds ${amount}, interest to date included.`,
  bitcoinHeld: (amount: string, btc: string) => `Your Bitcoin: ${btc} BTC, worth about ${amount} now.`,
  bitcoinHeldNoPrice: (btc: string) => `Your Bitcoin: ${btc} BTC.`,
  investmentsYours:
    'Your investments are yours: closing never gives them up. Cash them out to your payout account here; you can ' +
    'close your account once the money has arrived.',
  investmentsFirst: 'Cash out your investments first: closing never gives them up.',
  cashOutAll: 'Cash out all',
  cashOutAllLabel: (investment: string) => `Cash out all of your ${investment}`,
  cashOutAllArrives: (net: string) => `You'll receive ${net}`,
  pendingRoundUps: (amount: string) => `Round-ups not yet charged (${amount}) will not be charged.`,
  forfeitTotal: (amount: string) => `In all you give up ${amount}. Nothing is paid out when you close.`,
  keptRecords:
    'Records of past money movements are kept for 7 years, as the law asks, without your name, email or username.',
  acceptForfeit: 'I understand that what is listed above is forfeited and cannot be recovered.',

  // Refusals.
  blockedTitle: 'You cannot close your account yet',
  sweepInFlight: 'A round-up charge to your card is still being processed. Try again once it is invested.',
  payoutInFlight: 'A cash-out is still on its way to your bank. Try again once it has arrived.',
  redemptionInFlight: 'A points redemption is still on its way to your bank. Try again once it has arrived.',
  payoutReturnable: (day: string) =>
    'A payout you were paid can still be sent back by your bank for a few days, and its money needs your account ' +
    `to return to. You can close your account from ${day}.`,
  changed: 'Your balances changed since you looked. Check what is forfeited now, then confirm again.',
  forfeitNotAccepted: 'Confirm that you give up what is listed before closing.',
  confirmRequired: 'Type CLOSE to confirm.',
  alreadyClosed: 'This account is already closed.',

  // The form.
  confirmWord: 'CLOSE',
  confirmLabel: 'Type CLOSE to confirm',
  passwordLabel: 'Your password',
  submit: 'Close my account for good',
  submitting: 'Closing your account...',
  cancel: 'Keep my account',
  // After closing, the home page's words: shared/messages/account-closed.ts.
} as const;
