// Mail goes out on its own clock, a moment after what called for it was committed: never inside the
// request. Woken at once when a mail is queued; the clock catches retries and anything a wake missed. One run at a
// time; a mail server that fails gets the mail again later (api/services/mail/outbox.ts).
import type { Deps } from '#api/deps.ts';
import { deliverWaitingMail, onMailQueued } from '#api/services/mail/outbox.ts';
import { every } from './every.ts';

const EVERY_MS = 1_000;

export function startMailDelivery(deps: Deps) {
  const job = every(EVERY_MS, 'mail', () => deliverWaitingMail(deps), deps.now);
  const unsubscribe = onMailQueued(job.wake);
  return {
    stop: async () => {
      unsubscribe();
      await job.stop();
    },
  };
}
