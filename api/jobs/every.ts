/**
 * Runs `run` every `ms` milliseconds on a timer that does not keep the process alive: never two runs at once, none
 * while `held()`; a failed run is logged under `label`. `stop()` ends the clock and resolves once a run under way
 * has finished.
 */
export function every(ms: number, label: string, run: () => Promise<unknown>, held: () => boolean = () => false) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running || held()) return;
    running = run()
      .catch((error: unknown) => console.error(`[${label}] delivery failed:`, error))
      .finally(() => (running = null));
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
