// Settings > Payment Methods: the spec's card messages and the section's own words.
import { cards as spec } from './screens.ts';

export const cardText = {
  // The card messages in the product's wording, kept with the other screen texts in ./screens.ts.
  stripeNotReady: spec.stripeNotReady,
  enterCard: spec.enterCard,
  failedTitle: spec.failedTitle,
  failedToSave: spec.failedBody,
  setupIncomplete: spec.setupIncomplete,
  setupIntentFailed: spec.setupIntentFailed,
  addFailed: spec.addFailed,
  addedTitle: spec.addedTitle,
  addedBody: spec.addedBody,
  removeFailed: spec.removeFailed,
  removedTitle: spec.removedTitle,
  defaultFailed: spec.setDefaultFailed,
  defaultTitle: spec.setDefaultTitle,
  // Where the spec is silent: our own words, kept here too.
  declined: 'Your card was declined.',
  // Under a card that was not saved, with why: what the member can do next.
  failedNext: "Check the card's details and try again, use another card, or ask your bank why it refused.",
  notAvailable: 'Saving a card is not available yet. Please try again later.',
  // Stripe's own card form messages, which the sandbox form shows the same way.
  numberIncorrect: 'Your card number is incorrect.',
  numberIncomplete: 'Your card number is incomplete.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration year is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  testCardsOnly: 'The sandbox accepts test cards only, such as 4242 4242 4242 4242.',
  authenticationFailed: 'We are unable to authenticate your payment method. Please choose a different one.',
  // What saving a card starts, said before it is saved.
  chargeNote: (threshold: string) =>
    `We charge your default card for your round-ups each time they reach ${threshold}, and invest the money.`,
  // `investment`: where new round-ups go (the portfolio's name for it), so the first charge lands where chosen.
  chargeNow: (pending: string, investment: string) =>
    `${pending} is waiting now: it is charged as soon as you save this card and goes into ${investment}.`,
  waitingNow: (pending: string) => `${pending} is waiting now.`,
  // Outside the US: the card is charged in US dollars, which the member's bank converts.
  chargeInDollars: (amount: string, estimate: string | null) =>
    `Your card is charged in US dollars: ${amount} is ${estimate ? `about ${estimate}` : 'converted by your bank'} ` +
    "at today's rate, and your bank may add a foreign-transaction fee.",
  // The sections and buttons.
  sectionTitle: 'Payment Methods',
  addCard: 'Add Card',
  saveCard: 'Save Card',
  saving: 'Saving...',
  cancel: 'Cancel',
  defaultBadge: 'Default',
  setDefault: 'Set Default',
  remove: 'Remove',
  removeTitle: 'Remove this card?',
  removeBody: (card: string) => `${card} will no longer be charged for your round-ups.`,
  empty: 'No cards saved yet. Add one to start investing your round-ups.',
  cardLabel: (brand: string, last4: string) => `${brand[0]!.toUpperCase()}${brand.slice(1)} ending in ${last4}`,
  expires: (month: number, year: number) => `Expires ${String(month).padStart(2, '0')}/${String(year).slice(-2)}`,
  number: 'Card number',
  expiry: 'Expiry (MM/YY)',
  expiryPlaceholder: 'MM/YY',
  cvc: 'CVC',
  sandboxHint:
    'Sandbox: use 4242 4242 4242 4242 (succeeds), 4000 0000 0000 0002 (declined) or ' +
    '4000 0025 0000 3155 (asks to authenticate), any future date and any CVC.',
  authTitle: 'Confirm this card',
  authBody: 'Your bank asks you to confirm that you are adding this card (sandbox).',
  authComplete: 'Complete',
  authFail: 'Fail',
  loadFailed: 'Could not load your saved cards.',
  // Cards are never saved on the device, so offline the list cannot be shown.
  offline: 'Your saved cards are not kept on this device. Connect to the internet to see them.',
} as const;
