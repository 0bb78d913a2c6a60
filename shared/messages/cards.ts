// Settings > Payment Methods: SPEC section 8 'Card', word for word.

export const cardText = {
  stripeNotReady: 'Stripe is not ready. Please try again.',
  enterCard: 'Please enter your card information.',
  failedTitle: 'Payment Method Failed',
  failedToSave: 'Failed to save payment method',
  setupIncomplete: 'Setup intent did not complete successfully',
  setupIntentFailed: 'Failed to create setup intent',
  addFailed: 'Failed to add payment method. Please try again.',
  addedTitle: 'Payment Method Added',
  addedBody: 'Your card has been saved successfully.',
  removeFailed: 'Failed to remove payment method. Please try again.',
  removedTitle: 'Payment Method Removed',
  defaultFailed: 'Failed to update default payment method.',
  defaultTitle: 'Default Payment Method Updated',
  // Where the spec is silent: our own words, kept here too.
  declined: 'Your card was declined.',
  notAvailable: 'Saving a card is not available yet. Please try again later.',
} as const;
