// Replays of the aggregators' webhooks. Both deliver at least once, and a captured call stays valid (Belvo's proof is
// a fixed Authorization header, Finicity's an HMAC of the body alone). Each event is acted on once: one seen before is
// acknowledged and ignored, so a redelivery or a captured call sent again starts no second sync, breaks no repaired
// link and stops no reconnected account. The key is the provider's event id; a Finicity event without one is known by
// the SHA-256 of its raw body (`sha256:<hex>`, api/providers/banks/finicity/webhooks.ts). Keys are forgotten after
// WEBHOOK_EVENT_MEMORY_MS; a Finicity event is refused by its own time long before that (FINICITY_EVENT_MAX_AGE_MS),
// Belvo's carry no time.
import { lt } from 'drizzle-orm';
import { webhookEvents } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';
import { write } from '#db/unit-of-work.ts';

/** How long an event id is remembered: far longer than a provider goes on retrying one delivery. */
export const WEBHOOK_EVENT_MEMORY_MS = 30 * 86_400_000;

/**
 * True the first time the provider's event arrives (and remembers it); false when it was seen before. `eventId` is
 * the event's own id, or for an event without one a key made from its body.
 */
export function firstDelivery(
  { db, sqlite, now }: Pick<Deps, 'db' | 'sqlite' | 'now'>,
  provider: (typeof webhookEvents.$inferInsert)['provider'],
  eventId: string,
): boolean {
  const at = now();
  return write(sqlite, () => {
    db.delete(webhookEvents)
      .where(lt(webhookEvents.receivedAt, new Date(at - WEBHOOK_EVENT_MEMORY_MS)))
      .run();
    const added = db
      .insert(webhookEvents)
      .values({ provider, eventId, receivedAt: new Date(at) })
      .onConflictDoNothing()
      .run();
    return added.changes === 1;
  });
}
