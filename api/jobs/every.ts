import { recordJobStep } from '#api/services/operator/job-steps.ts';

/**
 * Runs `run` every `ms` milliseconds on a timer that does not keep the process alive: never two runs at once; a failed
 * run is logged under `label`. Each run's duration and end (by `now`) are reported under `label` for the operator's
 * figures (GET /metrics). `stop()` ends the clock and resolves once a run under way has finished.
 */
export function every(ms: number, label: string, run: () => Promise<unknown>, now: () => number = Date.now) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    const startedAt = now();
    running = run()
      .catch((error: unknown) => console.error(`[${label}] run failed:`, error))
      .finally(() => {
        recordJobStep(label, startedAt, now());
        running = null;
      });
  };
  const timer = setInterval(tick, ms);
  timer.unref();
  const stop = async () => {
    clearInterval(timer);
    await running;
  };
  /** A run now, if none is under way (new work was just committed). */
  return { stop, wake: tick };
}
