// Stripe's webhook: a card payment that answered `processing` after a sweep has settled. Checked by its
// signature, answered at once; the sweep is invested or its money returned to pending.
import { Hono } from 'hono';
import { api } from '#shared/messages/common.ts';
import { parseStripeWebhook, StripeWebhookRejected } from '#api/providers/payments/stripe-webhooks.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { firstDelivery } from '#api/services/banking/webhook-events.ts';
import { settleProcessingCharge } from '#api/services/money/sweeps.ts';
import { applyAccountState, payoutAccountByRef } from '#api/services/payouts/accounts.ts';

export function stripeWebhookRoutes(deps: Deps) {
  const secrets = [deps.env.stripeWebhookSecret, deps.env.stripeConnectWebhookSecret].filter((s): s is string =>
    Boolean(s),
  );
  return new Hono<AppEnv>().post('/', async (c) => {
    if (secrets.length === 0) return c.json({ message: api.notFound }, 404);
    let event;
    try {
      event = parseStripeWebhook(await c.req.text(), c.req.header('stripe-signature'), secrets, deps.now());
    } catch (error) {
      if (!(error instanceof StripeWebhookRejected)) throw error;
      return c.json({ message: api.webhookSignatureInvalid }, 400);
    }
    if (event?.kind === 'charge') await settleProcessingCharge(deps, event.paymentIntentId, event.result);
    if (event?.kind === 'account') {
      // Each event once (Stripe delivers at least once); one older than the state applied is ignored.
      const account = payoutAccountByRef(deps, 'stripe', event.accountRef);
      if (account && firstDelivery(deps, 'stripe', event.eventId))
        await applyAccountState(deps, account.id, event.state, event.createdMs);
    }
    return c.json({ received: true }, 200);
  });
}
