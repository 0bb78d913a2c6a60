// Stripe's webhook for card payments that settle later (a PaymentIntent that answered `processing`): the
// signature is checked over the raw body with the endpoint's signing secret (Stripe's own verifier), then the
// event is read as a charge result. Every other event type is ignored.
import Stripe from 'stripe';
import { chargeResult } from './stripe.ts';
import type { ChargeResult } from './payment-providers.ts';

/** A webhook call that is not from Stripe (bad or missing signature, or one too old to trust). */
export class StripeWebhookRejected extends Error {
  override name = 'StripeWebhookRejected';
}

export type StripeChargeEvent = { paymentIntentId: string; result: ChargeResult };

/**
 * The settled charge an event reports, or null for an event this app does not act on. `nowMs` is the time the
 * call arrived: an event signed more than 5 minutes before it is refused (Stripe's replay tolerance).
 */
export function parseStripeWebhook(
  body: string,
  signature: string | undefined,
  secret: string,
  nowMs: number,
): StripeChargeEvent | null {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(body, signature ?? '', secret, undefined, undefined, nowMs);
  } catch (error) {
    throw new StripeWebhookRejected((error as Error).message);
  }
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') return null;
  const intent = event.data.object;
  return { paymentIntentId: intent.id, result: chargeResult(intent) };
}
