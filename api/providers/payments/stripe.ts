// Stripe: a sweep is an off-session PaymentIntent on the user's saved card; a payout is Stripe Connect,
// a transfer to the user's connected account and a payout from it to their bank or debit card.
// Every call carries an idempotency key derived from the caller's, so a retry after a network failure
// never charges or pays twice.
import Stripe from 'stripe';
import {
  type Arrived,
  assertAmountCents,
  type CardProvider,
  type ChargeResult,
  type PayoutDestination,
  type PayoutProvider,
  type PayoutState,
} from './payment-providers.ts';
import { isFinal } from './stripe-errors.ts';
import { outboundPaymentState, sendOutboundPayment } from './stripe-outbound-payments.ts';

export type StripeClientOptions = {
  secretKey: string;
  /** Origin to call instead of https://api.stripe.com (stripe-mock, a local fake). */
  apiBase?: string;
  /** Stripe retries network errors, 409s and 5xx with the same idempotency key (default 2). */
  maxNetworkRetries?: number;
};

export function createStripeClient({ secretKey, apiBase, maxNetworkRetries = 2 }: StripeClientOptions): Stripe {
  const config: Stripe.StripeConfig = { maxNetworkRetries, appInfo: { name: 'GiftOrbit' } };
  if (apiBase) {
    const url = new URL(apiBase);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    Object.assign(config, {
      host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: url.port || (protocol === 'http' ? 80 : 443),
      protocol,
    });
  }
  return new Stripe(secretKey, config);
}

/** A PaymentIntent as a charge: `processing` is still on its way (never a decline); the rest did not go through. */
export function chargeResult(intent: Stripe.PaymentIntent): ChargeResult {
  if (intent.status === 'succeeded') return { status: 'succeeded', chargeId: intent.id };
  if (intent.status === 'processing') return { status: 'processing', chargeId: intent.id };
  return {
    status: 'declined',
    reason: intent.last_payment_error?.message ?? `The payment was not completed (${intent.status}).`,
  };
}

export class StripeCards implements CardProvider {
  readonly name = 'stripe';
  readonly #stripe: Stripe;

  constructor(stripe: Stripe) {
    this.#stripe = stripe;
  }

  async chargeOffSession(input: Parameters<CardProvider['chargeOffSession']>[0]): Promise<ChargeResult> {
    assertAmountCents(input.amountCents);
    const params: Stripe.PaymentIntentCreateParams = {
      amount: input.amountCents,
      currency: 'usd',
      payment_method: input.paymentMethodId,
      off_session: true,
      confirm: true,
      description: input.description,
      ...(input.customerId ? { customer: input.customerId } : {}),
    };
    try {
      const intent = await this.#stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey });
      return chargeResult(intent);
    } catch (error) {
      if (isFinal(error)) return { status: 'declined', reason: error.message };
      throw error;
    }
  }

  async getCharge(chargeId: string): Promise<ChargeResult> {
    return chargeResult(await this.#stripe.paymentIntents.retrieve(chargeId));
  }
}

/**
 * Payouts: to a Connect account, a transfer then a payout from it to the member's bank; to a Global Payouts
 * recipient, one OutboundPayment from the platform's financial account (`financialAccount`, STRIPE_FINANCIAL_ACCOUNT).
 */
export class StripePayouts implements PayoutProvider {
  readonly name = 'stripe';
  readonly #stripe: Stripe;
  readonly #financialAccount: string | undefined;

  constructor(stripe: Stripe, financialAccount?: string) {
    this.#stripe = stripe;
    this.#financialAccount = financialAccount;
  }

  async createPayout(input: Parameters<PayoutProvider['createPayout']>[0]): Promise<PayoutState> {
    assertAmountCents(input.amountCents);
    if (input.destination.rail === 'recipient') {
      if (!this.#financialAccount) throw new Error('STRIPE_FINANCIAL_ACCOUNT is not set: recipients cannot be paid');
      return sendOutboundPayment(this.#stripe, this.#financialAccount, input);
    }
    const { amountCents: amount, idempotencyKey: key, description } = input;
    const destination = input.destination.accountRef;
    let transfer: Stripe.Transfer;
    try {
      transfer = await this.#stripe.transfers.create(
        { amount, currency: 'usd', destination, description },
        { idempotencyKey: `${key}:transfer` },
      );
    } catch (error) {
      if (isFinal(error)) return { status: 'failed', payoutId: null, reason: error.message };
      throw error;
    }
    try {
      // A US dollar transfer lands in the account's own currency (Stripe converts it): pay out what landed.
      const landed = await this.#landed(transfer, input.destination);
      // The transfer's id rides on the payout, so a payout that fails later can bring its money back.
      const payout = await this.#stripe.payouts.create(
        {
          amount: landed.minor,
          currency: landed.currency.toLowerCase(),
          method: input.method,
          description,
          metadata: { transfer_id: transfer.id },
        },
        { stripeAccount: destination, idempotencyKey: `${key}:payout` },
      );
      return await this.#afterFailure(payout);
    } catch (error) {
      if (!isFinal(error)) throw error;
      // The money reached the connected account but cannot leave it: bring it back to the platform, since
      // a failed payout returns the amount to the user's balance in the app.
      await this.#stripe.transfers.createReversal(transfer.id, { amount }, { idempotencyKey: `${key}:reversal` });
      return { status: 'failed', payoutId: null, reason: error.message };
    }
  }

  async getPayout(payoutId: string, destination: PayoutDestination | null): Promise<PayoutState> {
    if (destination?.rail === 'recipient')
      return outboundPaymentState(await this.#stripe.v2.moneyManagement.outboundPayments.retrieve(payoutId));
    const payout = await this.#stripe.payouts.retrieve(
      payoutId,
      undefined,
      destination ? { stripeAccount: destination.accountRef } : undefined,
    );
    return this.#afterFailure(payout);
  }

  /** What a transfer put in the connected account, in its currency (its destination payment's balance entry). */
  async #landed(transfer: Stripe.Transfer, destination: PayoutDestination): Promise<Arrived> {
    if (destination.currency === 'USD' || !transfer.destination_payment)
      return { minor: transfer.amount, currency: 'USD' };
    const paymentId =
      typeof transfer.destination_payment === 'string' ? transfer.destination_payment : transfer.destination_payment.id;
    const payment = await this.#stripe.charges.retrieve(
      paymentId,
      { expand: ['balance_transaction'] },
      { stripeAccount: destination.accountRef },
    );
    const entry = payment.balance_transaction as Stripe.BalanceTransaction | null;
    return entry
      ? { minor: entry.amount, currency: entry.currency.toUpperCase() }
      : { minor: transfer.amount, currency: 'USD' };
  }

  /**
   * A payout that failed (at once, days later, or after it was paid) returns its money to the connected
   * account, where the user could take it out again while the app also gives the amount back. So the transfer
   * is reversed first, up to what is not reversed yet (once, however often this is asked), and only then is
   * the failure reported; a transient error throws and the caller asks again later.
   */
  async #afterFailure(payout: Stripe.Payout): Promise<PayoutState> {
    const state = payoutState(payout);
    if (state.status !== 'failed') return state;
    const transferId = payout.metadata?.transfer_id;
    if (!transferId) {
      console.error(`[payouts] payout ${payout.id} failed with no transfer on record: reconcile its transfer by hand`);
      return state;
    }
    const transfer = await this.#stripe.transfers.retrieve(transferId);
    const left = transfer.amount - transfer.amount_reversed;
    if (left > 0)
      await this.#stripe.transfers.createReversal(
        transferId,
        { amount: left },
        { idempotencyKey: `${transferId}:reversal:${transfer.amount_reversed}` },
      );
    return state;
  }
}

function payoutState(payout: Stripe.Payout): PayoutState {
  const arrived = { minor: payout.amount, currency: (payout.currency ?? 'usd').toUpperCase() };
  switch (payout.status) {
    case 'paid':
      return { status: 'paid', payoutId: payout.id, arrived };
    case 'failed':
      return {
        status: 'failed',
        payoutId: payout.id,
        reason: payout.failure_message ?? 'The bank returned the payout.',
      };
    case 'canceled':
      return { status: 'failed', payoutId: payout.id, reason: payout.failure_message ?? 'The payout was canceled.' };
    default:
      // pending, in_transit (and any status Stripe adds later) are still on their way.
      return { status: 'processing', payoutId: payout.id, arrived };
  }
}
