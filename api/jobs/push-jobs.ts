// Web pushes go out on their own clock, a moment after the notices that call for them were committed: never inside
// the request or the job that wrote them. A member's are held while one of their job steps runs (one push per step),
// never anyone else's.
// A run never sleeps: a push service that says 429, fails or does not answer within 10 s gets its push back in the
// outbox with a not-before time (api/services/push/delivery.ts), so a tick is never skipped for long.
import type { Deps } from '#api/deps.ts';
import { deliverWaitingPushes } from '#api/services/push/delivery.ts';
import { every } from './every.ts';

const EVERY_MS = 2_000;

export function startPushDelivery(deps: Deps) {
  // The VAPID pair is read (made, on the very first start) now rather than by the first browser that asks for it.
  deps.push.publicKey();
  return every(EVERY_MS, 'push', () => deliverWaitingPushes(deps), deps.now);
}
