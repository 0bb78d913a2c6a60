import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { BankProvider } from '#shared/constants.ts';

/**
 * The webhook events already acted on, by the provider's own event id (Belvo's webhook_id, Finicity's eventId,
 * Stripe's evt_ id), or for a Finicity event without one `sha256:` and the hex SHA-256 of its raw body: a provider
 * delivers at least once, and a captured call can be sent again, so an event seen before is acknowledged and ignored.
 * Kept for a while, then forgotten (api/services/banking/webhook-events.ts).
 */
export const webhookEvents = sqliteTable(
  'webhook_events',
  {
    provider: text().$type<BankProvider | 'stripe'>().notNull(),
    eventId: text().notNull(),
    receivedAt: integer({ mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] }), index('webhook_events_received_idx').on(t.receivedAt)],
);
