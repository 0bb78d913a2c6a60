// Cards (the off-session debit behind a sweep) and payouts (cash-outs and redemptions): Stripe, or the
// built-in sandbox that behaves like Stripe test mode (PRODUCT.md sections 4 and 7).

export type ChargeResult =
  | { status: 'succeeded'; chargeId: string }
  /** Accepted but not yet settled (a PaymentIntent in `processing`): ask again with `getCharge`. */
  | { status: 'processing'; chargeId: string }
  | { status: 'declined'; reason: string };

export interface CardProvider {
  readonly name: 'sandbox' | 'stripe';
  /**
   * Debits a saved card off-session. Same idempotencyKey => same result, charged once. Throws only on transient
   * failures (network, 5xx), which the caller retries with the same key.
   */
  chargeOffSession(input: {
    customerId: string | null;
    paymentMethodId: string;
    amountCents: number;
    idempotencyKey: string;
    description: string;
  }): Promise<ChargeResult>;
  /** Where a charge that answered `processing` stands now. Throws only on transient failures. */
  getCharge(chargeId: string): Promise<ChargeResult>;
}

export type PayoutState =
  { status: 'processing' | 'paid'; payoutId: string } | { status: 'failed'; payoutId: string | null; reason: string };

export interface PayoutProvider {
  readonly name: 'sandbox' | 'stripe';
  /**
   * Sends `amountCents` (what arrives, fees already taken) to the user's payout account. Same idempotencyKey =>
   * same payout, sent once; throws only on transient failures.
   */
  createPayout(input: {
    destination: string | null;
    amountCents: number;
    method: 'instant' | 'standard';
    idempotencyKey: string;
    description: string;
  }): Promise<PayoutState>;
  /** The payout's state now; `destination` is the account it was created on. */
  getPayout(payoutId: string, destination: string | null): Promise<PayoutState>;
}

/** Amounts are whole, positive cents; anything else is a bug in the caller, not a decline. */
export function assertAmountCents(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new RangeError(`amountCents must be a positive whole number of cents, got ${amountCents}`);
}
