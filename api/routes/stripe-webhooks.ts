// Stripe's webhook: a card payment that answered `processing` after a sweep has settled. Checked by its
// signature, answered at once; the sweep is invested or its money returned to pending.
import { Hono } from 'hono';
import { api } from '#shared/messages/common.ts';
import { parseStripeWebhook, StripeWebhookRejected } from '#api/providers/payments/stripe-webhooks.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { settleProcessingCharge } from '#api/services/money/sweeps.ts';

export function stripeWebhookRoutes(deps: Deps) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const secret = deps.env.stripeWebhookSecret;
    if (!secret) return c.json({ message: api.notFound }, 404);
    let event;
    try {
      event = parseStripeWebhook(await c.req.text(), c.req.header('stripe-signature'), secret, deps.now());
    } catch (error) {
      if (!(error instanceof StripeWebhookRejected)) throw error;
      return c.json({ message: api.webhookSignatureInvalid }, 400);
    }
    if (event) await settleProcessingCharge(deps, event.paymentIntentId, event.result);
    return c.json({ received: true }, 200);
  });
}
