// The clock-driven work, in the API process: each step of api/jobs/money-steps.ts on its own loop, so a slow bank
// never delays a sweep, a payout or a push. Inside a step, members go several at a time, each under a lease in the
// database: a second scheduler (another process, or this one restarted) never does a member's step beside it, and
// takes it again once a crashed holder's lease has run out. One member's (or payout's) failure is logged once and
// retried on the next run; it never stops the others.
import pMap from 'p-map';
import type { Deps } from '#api/deps.ts';
import { nextTurn } from '#api/lib/next-turn.ts';
import { recordJobStep } from '#api/services/operator/job-steps.ts';
import { holdingPushes } from '#api/services/push/delivery.ts';
import { every } from './every.ts';
import { newLeaseOwner, underLease } from './leases.ts';
import { isMemberStep, type MemberStep, MONEY_STEPS, type MoneyStep } from './money-steps.ts';

export { INTEREST_BATCH } from './money-steps.ts';

/** The first run of each step, this long after start. */
const FIRST_AFTER_MS = 5_000;
/** This process's name on the leases it takes. */
const thisProcess = newLeaseOwner();

/** Who runs the steps: the owner named on leases, and how fast the clock goes (a simulation compresses it). */
export type Scheduler = { owner: string; timeScale: number };
const defaultScheduler: Scheduler = { owner: thisProcess, timeScale: 1 };

/** Runs one step once; its failure is logged and never thrown. */
export async function runStep(deps: Deps, step: MoneyStep, scheduler = defaultScheduler) {
  try {
    if (isMemberStep(step)) await eachMember(deps, step, scheduler);
    else await step.work(deps);
  } catch (error) {
    console.error(`[jobs] ${step.name} failed:`, error);
  }
}

/** One pass of every step, one after the other (tests; the clock runs each on its own). */
export async function runMoneyJobs(deps: Deps, scheduler = defaultScheduler) {
  for (const step of MONEY_STEPS) {
    const startedAt = deps.now();
    await runStep(deps, step, scheduler);
    recordJobStep(step.name, startedAt, deps.now());
  }
}

/**
 * A member step's due members, `atOnce` of them at a time. Each is taken under the step's lease (skipped while
 * another scheduler holds it), asked again whether still due (another scheduler may just have done it), and run with
 * their pushes held, so what the step tells them is one push once it ends. A turn of the event loop after each:
 * a member's work may be all synchronous, and the server answers its requests before the next member's.
 */
async function eachMember(deps: Deps, step: MemberStep, { owner }: Scheduler) {
  const one = async (userId: number) => {
    try {
      await underLease(deps, { step: step.lease, item: userId, owner }, () =>
        holdingPushes(deps, userId, async () => {
          if (step.due(deps, userId).length > 0) await step.work(deps, userId);
        }),
      );
    } catch (error) {
      console.error(`[jobs] ${step.name}: user ${userId} failed, retried on the next run:`, error);
    }
    await nextTurn();
  };
  await pMap(step.due(deps), one, { concurrency: step.atOnce(deps.env) });
}

/** Starts every step on its own loop (never two runs of one step at once); `stop()` resolves once the runs end. */
export function startMoneyJobs(deps: Deps, scheduler = defaultScheduler) {
  const loops = MONEY_STEPS.map((step) =>
    every(step.everyMs / scheduler.timeScale, step.name, () => runStep(deps, step, scheduler), deps.now),
  );
  const first = setTimeout(() => loops.forEach((loop) => loop.wake()), FIRST_AFTER_MS / scheduler.timeScale);
  first.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      await Promise.all(loops.map((loop) => loop.stop()));
    },
  };
}
