// The aggregators' webhooks: authenticated (Belvo by the Authorization header we configured, Finicity by its
// HMAC signature over the raw body, and refused when older than its delivery window), acted on once per event id
// (a Finicity event without one: once per body), then answered at once; the work (a sync, removals) runs after.
import { Hono } from 'hono';
import { api } from '#shared/messages/common.ts';
import { banking } from '#shared/messages/banking.ts';
import { parseBelvoWebhook } from '#api/providers/banks/belvo/webhooks.ts';
import { parseFinicityWebhook } from '#api/providers/banks/finicity/webhooks.ts';
import { WebhookRejected } from '#api/providers/banks/webhook-auth.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { stopAccount } from '#api/services/banking/accounts.ts';
import { type LinkedRef, usersOfRef } from '#api/services/banking/provider-refs.ts';
import { markLinkBroken, syncUser } from '#api/services/banking/sync.ts';
import { firstDelivery } from '#api/services/banking/webhook-events.ts';
import { ingestBatch } from '#api/services/money/engine.ts';

export function bankWebhookRoutes(deps: Deps) {
  const { env } = deps;
  const later = (work: () => Promise<unknown>) =>
    void work().catch((error) => console.warn('[webhooks] follow-up failed:', (error as Error).message));
  const rejected = (error: unknown) =>
    error instanceof WebhookRejected ? { status: error.status, message: error.message } : null;

  return new Hono<AppEnv>()
    .post('/belvo', async (c) => {
      if (!env.belvoWebhookAuthorization) return c.json({ message: api.notFound }, 404);
      let event;
      try {
        event = parseBelvoWebhook(c.req.raw.headers, await c.req.text(), env.belvoWebhookAuthorization);
      } catch (error) {
        const r = rejected(error);
        if (!r) throw error;
        return c.json({ message: r.message }, r.status);
      }
      if (event.type === 'ignored' || !event.linkId) return c.body(null, 204);
      const link: LinkedRef = { provider: 'belvo', ref: event.linkId };
      const users = usersOfRef(deps, link);
      // Nobody's link: nothing to do or remember. A redelivery, or a captured call sent again: not acted on twice.
      if (users.length === 0 || (event.webhookId && !firstDelivery(deps, 'belvo', event.webhookId)))
        return c.body(null, 204);
      if (event.type === 'link_invalid_credentials') {
        markLinkBroken(deps, link, banking.attentionTitle);
      } else if (event.type === 'transactions_deleted') {
        const removed = event.transactionIds.map((id) => ({
          provider: 'belvo' as const,
          id,
          description: '',
          amount: 0,
          date: new Date(deps.now()).toISOString(),
          pending: false,
          removed: true,
        }));
        for (const userId of users) later(() => ingestBatch(deps, userId, removed));
      } else {
        for (const userId of users) later(() => syncUser(deps, userId));
      }
      return c.body(null, 204);
    })
    .post('/finicity', async (c) => {
      if (!env.finicityWebhookSecret) return c.json({ message: api.notFound }, 404);
      let event;
      try {
        event = parseFinicityWebhook(c.req.raw.headers, await c.req.text(), env.finicityWebhookSecret, deps.now());
      } catch (error) {
        const r = rejected(error);
        if (!r) throw error;
        return c.json({ message: r.message }, r.status);
      }
      if (event.type === 'ignored' || !event.customerId) return c.body(null, 204);
      const users = usersOfRef(deps, { provider: 'finicity', ref: event.customerId });
      // Once per event: by its eventId, or by the hash of its body when it has none (a replay is the same bytes).
      if (users.length === 0 || !firstDelivery(deps, 'finicity', event.deliveryKey)) return c.body(null, 204);
      if (event.type === 'accountsDeleted') {
        for (const userId of users)
          for (const accountId of event.accountIds) stopAccount(deps, userId, 'finicity', accountId);
      } else {
        for (const userId of users) later(() => syncUser(deps, userId));
      }
      return c.body(null, 204);
    });
}
