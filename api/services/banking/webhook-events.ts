// Replays of the aggregators' webhooks: neither Belvo nor Finicity puts a time in a call, so a call can't be refused
// as stale, and both deliver at least once. Each event carries its own id, though: one seen before is acknowledged
// and ignored, so a redelivery or a captured call sent again starts no second sync, breaks no repaired link and
// stops no reconnected account.
import { lt } from 'drizzle-orm';
import { webhookEvents } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';

/** How long an event id is remembered: far longer than a provider goes on retrying one delivery. */
export const WEBHOOK_EVENT_MEMORY_MS = 30 * 86_400_000;

/** True the first time the provider's event id arrives (and remembers it); false when it was seen before. */
export function firstDelivery(
  { db, sqlite, now }: Pick<Deps, 'db' | 'sqlite' | 'now'>,
  provider: 'belvo' | 'finicity',
  eventId: string,
): boolean {
  const at = now();
  return sqlite.transaction(() => {
    db.delete(webhookEvents)
      .where(lt(webhookEvents.receivedAt, new Date(at - WEBHOOK_EVENT_MEMORY_MS)))
      .run();
    const added = db
      .insert(webhookEvents)
      .values({ provider, eventId, receivedAt: new Date(at) })
      .onConflictDoNothing()
      .run();
    return added.changes === 1;
  })();
}
