// How long each job step took the last time it ran, and when it finished: reported by the job loop, read by the
// operator's figures (metrics.ts). In memory: a restarted server reports again from its first pass.

type StepTimes = { seconds: number; finishedAt: number };
const steps = new Map<string, StepTimes>();

/** The job loop's report of a step it ran (both times in ms since the epoch). */
export function recordJobStep(step: string, startedAt: number, finishedAt: number) {
  steps.set(step, { seconds: (finishedAt - startedAt) / 1000, finishedAt });
}

/** Every step reported so far, by name. */
export const jobSteps = (): ReadonlyMap<string, StepTimes> => steps;
