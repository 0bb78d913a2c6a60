// Mail goes out on its own clock (issue 31), a moment after what called for it was committed: never inside the
// request. One run at a time; a mail server that fails gets the mail again later (api/services/mail/outbox.ts).
import type { Deps } from '#api/deps.ts';
import { deliverWaitingMail } from '#api/services/mail/outbox.ts';

const EVERY_MS = 1_000;

export function startMailDelivery(deps: Deps) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = deliverWaitingMail(deps)
      .catch((error: unknown) => console.error('[mail] delivery failed:', error))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, EVERY_MS);
  timer.unref();
  /** Stops the clock; resolves once a delivery under way has finished. */
  const stop = async () => {
    clearInterval(timer);
    await running;
  };
  return { stop };
}
