// The sandbox card form's rules, checked as the user types (as Stripe's card Element does) and its confirmation
// of a SetupIntent, done in the page: the number goes no further than this tab. Only a PaymentMethod id leaves it,
// with the brand, the last 4 and the expiry.
import { type CardBrand, SANDBOX_TEST_CARDS, sandboxPaymentMethodId, sandboxSetupNonce } from '#shared/cards.ts';
import { cardText as text } from '#shared/messages/cards.ts';

export type CardInput = { number: string; expiry: string; cvc: string };
export type CardErrors = Partial<Record<keyof CardInput, string>>;

export const digits = (s: string) => s.replace(/\D/g, '');

export function brandOf(number: string): CardBrand | null {
  const n = digits(number);
  if (/^4/.test(n)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(n)) return 'mastercard';
  if (/^3[47]/.test(n)) return 'amex';
  if (/^6(011|5)/.test(n)) return 'discover';
  return null;
}

export function luhn(number: string): boolean {
  const n = digits(number);
  let sum = 0;
  for (let i = 0; i < n.length; i++) {
    let d = Number(n[n.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return n.length > 0 && sum % 10 === 0;
}

/** '4242424242424242' -> '4242 4242 4242 4242' (Amex 4-6-5). */
export function formatNumber(value: string): string {
  const n = digits(value).slice(0, 19);
  const groups = brandOf(n) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const out: string[] = [];
  let i = 0;
  for (const g of groups) {
    if (i >= n.length) break;
    out.push(n.slice(i, i + g));
    i += g;
  }
  return out.join(' ');
}

/** '1230' -> '12/30'. */
export function formatExpiry(value: string): string {
  const n = digits(value).slice(0, 4);
  return n.length > 2 ? `${n.slice(0, 2)}/${n.slice(2)}` : n;
}

const lengthOf = (brand: CardBrand | null) => (brand === 'amex' ? 15 : 16);

/** The errors of a complete form; `partial` skips "incomplete" on a field still being typed. */
export function cardErrors(card: CardInput, now: Date, partial = false): CardErrors {
  const errors: CardErrors = {};
  const n = digits(card.number);
  const brand = brandOf(n);
  if (n.length >= lengthOf(brand) && !luhn(n)) errors.number = text.numberIncorrect;
  else if (!partial && n.length < lengthOf(brand)) errors.number = text.numberIncomplete;
  const e = digits(card.expiry);
  if (e.length === 4) {
    const month = Number(e.slice(0, 2));
    const year = 2000 + Number(e.slice(2));
    if (month < 1 || month > 12) errors.expiry = text.expiryIncomplete;
    else if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1))
      errors.expiry = text.expiryPast;
  } else if (!partial) errors.expiry = text.expiryIncomplete;
  const c = digits(card.cvc);
  if (!partial && c.length < (brand === 'amex' ? 4 : 3)) errors.cvc = text.cvcIncomplete;
  return errors;
}

export type SetupResult = { status: 'succeeded'; paymentMethodId: string } | { status: 'failed'; message: string };

/**
 * Confirms the SetupIntent with the card, as stripe.confirmCardSetup does: a test card that succeeds gives a
 * PaymentMethod; 4000 0000 0000 0002 is declined; 4000 0025 0000 3155 asks `authenticate` first.
 */
export async function confirmSandboxSetup(
  setupIntentId: string,
  card: CardInput,
  authenticate: () => Promise<boolean>,
): Promise<SetupResult> {
  const n = digits(card.number);
  const outcome = SANDBOX_TEST_CARDS[n];
  if (!outcome) return { status: 'failed', message: text.testCardsOnly };
  if (outcome === 'declined') return { status: 'failed', message: text.declined };
  if (outcome === 'authenticate' && !(await authenticate())) {
    return { status: 'failed', message: text.authenticationFailed };
  }
  const e = digits(card.expiry);
  const paymentMethodId = sandboxPaymentMethodId({
    brand: brandOf(n) ?? 'visa',
    last4: n.slice(-4),
    expMonth: Number(e.slice(0, 2)),
    expYear: 2000 + Number(e.slice(2)),
    nonce: sandboxSetupNonce(setupIntentId),
  });
  return { status: 'succeeded', paymentMethodId };
}
