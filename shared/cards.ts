// Saved cards: the sandbox's test numbers and the shape of its PaymentMethod ids. The sandbox card form runs in
// the page (like Stripe.js: the number never reaches our server); the server reads brand, last 4 and expiry
// back from the id it is given.

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Stripe's test numbers the sandbox form knows, and what confirming a setup with them does. */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, 'succeeds' | 'declined' | 'authenticate'>> = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '378282246310005': 'succeeds',
  '6011111111111117': 'succeeds',
  '4000000000000002': 'declined',
  '4000002500003155': 'authenticate',
};

/**
 * pm_sandbox_{brand}_{last4}_{MM}{YYYY}_{setup}: what a saved sandbox card shows and nothing more, and the
 * SetupIntent it was confirmed with (the hex after seti_sandbox_), which ties it to that customer.
 */
export const SANDBOX_PM_ID =
  /^pm_sandbox_(visa|mastercard|amex|discover)_(\d{4})_(0[1-9]|1[0-2])(20\d\d)_([0-9a-f]{24})$/;

/** The part of a sandbox SetupIntent id that its PaymentMethod carries. */
export const sandboxSetupNonce = (setupIntentId: string) => setupIntentId.replace(/^seti_sandbox_/, '');

export const sandboxPaymentMethodId = (card: {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  /** `sandboxSetupNonce` of the SetupIntent confirmed. */
  nonce: string;
}) => `pm_sandbox_${card.brand}_${card.last4}_${String(card.expMonth).padStart(2, '0')}${card.expYear}_${card.nonce}`;
