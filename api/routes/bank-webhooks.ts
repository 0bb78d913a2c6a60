// The aggregators' webhooks: authenticated (Belvo by the Authorization header we configured, Finicity by its
// HMAC signature over the raw body), then answered at once; the work (a sync, removals) runs after.
import { Hono } from 'hono';
import { api, banking } from '#shared/messages.ts';
import { parseBelvoWebhook } from '#api/providers/banks/belvo/webhooks.ts';
import { parseFinicityWebhook } from '#api/providers/banks/finicity/webhooks.ts';
import { WebhookRejected } from '#api/providers/banks/webhook-auth.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { markLinkBroken, syncUser } from '#api/services/banking/sync.ts';
import { ingestBatch } from '#api/services/money/engine.ts';

export function bankWebhookRoutes(deps: Deps) {
  const { sqlite, env } = deps;
  const usersOfLink = sqlite.prepare(
    'SELECT DISTINCT user_id AS id FROM bank_accounts WHERE belvo_link_id = ? AND is_active = 1',
  );
  const usersOfCustomer = sqlite.prepare('SELECT id FROM users WHERE finicity_customer_id = ?');
  const later = (work: () => Promise<unknown>) =>
    void work().catch((error) => console.warn('[webhooks] follow-up failed:', (error as Error).message));
  const rejected = (error: unknown) =>
    error instanceof WebhookRejected ? { status: error.status, message: error.message } : null;

  return new Hono<AppEnv>()
    .post('/webhooks/belvo', async (c) => {
      if (!env.belvoWebhookAuthorization) return c.json({ message: api.notFound }, 404);
      let event;
      try {
        event = parseBelvoWebhook(c.req.raw.headers, await c.req.text(), env.belvoWebhookAuthorization);
      } catch (error) {
        const r = rejected(error);
        if (!r) throw error;
        return c.json({ message: r.message }, r.status as 400 | 401);
      }
      if (event.type === 'ignored' || !event.linkId) return c.body(null, 204);
      const linkId = event.linkId;
      const users = (usersOfLink.all(linkId) as { id: number }[]).map((u) => u.id);
      if (event.type === 'link_invalid_credentials') {
        markLinkBroken(deps, linkId, banking.attentionTitle);
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
    .post('/webhooks/finicity', async (c) => {
      if (!env.finicityWebhookSecret) return c.json({ message: api.notFound }, 404);
      let event;
      try {
        event = parseFinicityWebhook(c.req.raw.headers, await c.req.text(), env.finicityWebhookSecret);
      } catch (error) {
        const r = rejected(error);
        if (!r) throw error;
        return c.json({ message: r.message }, r.status as 400 | 401);
      }
      if (event.type === 'ignored' || !event.customerId) return c.body(null, 204);
      const users = (usersOfCustomer.all(event.customerId) as { id: number }[]).map((u) => u.id);
      if (event.type === 'accountsDeleted') {
        const stop = sqlite.prepare(
          "UPDATE bank_accounts SET is_active = 0, next_sync_at = NULL WHERE user_id = ? AND provider = 'finicity' AND finicity_account_id = ?",
        );
        for (const userId of users) for (const accountId of event.accountIds) stop.run(userId, accountId);
      } else {
        for (const userId of users) later(() => syncUser(deps, userId));
      }
      return c.body(null, 204);
    });
}
