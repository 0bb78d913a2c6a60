// Cards (the off-session debit behind a sweep) and payouts (cash-outs and redemptions): Stripe, or the
// built-in sandbox that behaves like Stripe test mode (docs/product-rules.md sections 4 and 7).

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

/** What reached the bank account, in its own currency (minor units), once the provider says. */
export type Arrived = { minor: number; currency: string };

export type PayoutState =
  | { status: 'processing' | 'paid'; payoutId: string; arrived?: Arrived }
  | { status: 'failed'; payoutId: string | null; reason: string };

/** The member's payout account a payout goes to (api/providers/payments/payout-accounts.ts). */
export type PayoutDestination = {
  rail: 'connect' | 'recipient';
  accountRef: string;
  /** ISO 4217, capitals: what the bank account receives. */
  currency: string;
};

export interface PayoutProvider {
  readonly name: 'sandbox' | 'stripe';
  /**
   * Sends `amountCents` (US cents, fees already taken) to the member's payout account, converted to its currency.
   * Same idempotencyKey => same payout, sent once; throws only on transient failures.
   */
  createPayout(input: {
    destination: PayoutDestination;
    amountCents: number;
    method: 'instant' | 'standard';
    idempotencyKey: string;
    description: string;
  }): Promise<PayoutState>;
  /** The payout's state now; `destination` is the account it was created on. */
  getPayout(payoutId: string, destination: PayoutDestination | null): Promise<PayoutState>;
}

/** Amounts are whole, positive cents; anything else is a bug in the caller, not a decline. */
export function assertAmountCents(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new RangeError(`amountCents must be a positive whole number of cents, got ${amountCents}`);
}
