// Stripe's webhooks: card payments that settle later (a PaymentIntent that answered `processing`), and connected
// payout accounts that change (`account.updated`). The signature is checked over the raw body with the
// endpoint's signing secret (Stripe's own verifier). Every other event type is ignored.
import Stripe from 'stripe';
import { chargeResult } from './stripe.ts';
import type { ChargeResult } from './payment-providers.ts';
import type { PayoutAccountState } from './payout-accounts.ts';
import { connectAccountState } from './stripe-payout-accounts.ts';

/** A webhook call that is not from Stripe (bad or missing signature, or one too old to trust). */
export class StripeWebhookRejected extends Error {
  override name = 'StripeWebhookRejected';
}

export type StripeChargeEvent = { kind: 'charge'; paymentIntentId: string; result: ChargeResult };
/** A connected account changed (`account.updated`, from the Connect endpoint): its state at `createdMs`. */
export type StripeAccountEvent = {
  kind: 'account';
  eventId: string;
  accountRef: string;
  state: PayoutAccountState;
  createdMs: number;
};

/**
 * What an event reports, or null for an event this app does not act on. The signature is checked against each
 * endpoint's secret (the platform's and the Connect one's can share the URL). `nowMs` is the time the call
 * arrived: an event signed more than 5 minutes before it is refused (Stripe's replay tolerance).
 */
export function parseStripeWebhook(
  body: string,
  signature: string | undefined,
  secrets: readonly string[],
  nowMs: number,
): StripeChargeEvent | StripeAccountEvent | null {
  let event: Stripe.Event | undefined;
  let refusal = 'No signing secret';
  for (const secret of secrets) {
    try {
      event = Stripe.webhooks.constructEvent(body, signature ?? '', secret, undefined, undefined, nowMs);
      break;
    } catch (error) {
      refusal = (error as Error).message;
    }
  }
  if (!event) throw new StripeWebhookRejected(refusal);
  if (event.type === 'account.updated') {
    const account = event.data.object;
    return {
      kind: 'account',
      eventId: event.id,
      accountRef: account.id,
      state: connectAccountState(account),
      createdMs: event.created * 1000,
    };
  }
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') return null;
  const intent = event.data.object;
  return { kind: 'charge', paymentIntentId: intent.id, result: chargeResult(intent) };
}
