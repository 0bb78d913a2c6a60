// The clock-driven work, in the API process: bank syncs every 6 hours per link (the due time is stored, so it
// resumes after a restart); finish sweeps a crash left half-done, convert rows that waited for an exchange rate,
// sweep due round-ups (a declined card at most once a day), accrue interest and keep the chart's daily point,
// follow payouts to paid or failed, forget day-old idempotency keys and, daily, notifications over 90 days old.
// One member's (or payout's) failure is logged once and retried on the next pass; it never stops the others.
import { asc, ne, or } from 'drizzle-orm';
import { investments } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';
import { purgeIdempotencyKeys } from '#api/middleware/idempotency.ts';
import { pruneNotifications } from '#api/services/notifications.ts';
import { syncUser, usersDueForSync } from '#api/services/banking/sync.ts';
import { finishClosings } from '#api/services/closing/providers.ts';
import { convertWaitingRows } from '#api/services/money/engine.ts';
import { accrueInterest, bitcoinPriceOrNull, recordValuation, valuation } from '#api/services/money/investments.ts';
import { LedgerWriter } from '#api/services/money/ledger.ts';
import { refreshPayouts } from '#api/services/money/payouts.ts';
import { membersWithHeldPayouts, refreshPayoutAccount } from '#api/services/payouts/accounts.ts';
import { recoverSweeps, sweepUser, usersDueForSweep } from '#api/services/money/sweeps.ts';
import { holdingPushes } from '#api/services/push/delivery.ts';
import { write } from '#db/unit-of-work.ts';
import { nextTurn } from '#api/lib/next-turn.ts';
import { recordJobStep } from '#api/services/operator/job-steps.ts';

const EVERY_MS = 15 * 60 * 1000;
/** Holders brought up to date in one transaction (one wait for the disk), with a turn of the event loop after. */
export const INTEREST_BATCH = 100;

/**
 * One pass of every job. Each step's failure is logged and does not stop the others, and inside a step each member
 * (or item) is apart: one's failure is logged once, naming the step and the member, and retried on the next pass.
 */
export async function runMoneyJobs(deps: Deps) {
  const step = async (name: string, work: () => Promise<unknown> | unknown) => {
    const startedAt = deps.now();
    try {
      await work();
    } catch (error) {
      console.error(`[jobs] ${name} failed:`, error);
    }
    recordJobStep(name, startedAt, deps.now());
  };
  // Per sweep inside: one sweep's failure never stops the others (`recoverSweeps` logs it).
  await step('recover sweeps', () => recoverSweeps(deps));
  // Before the sweeps: a row converted now earns its round-up in this pass. Per user inside (engine.ts).
  await step('exchange rates', () => convertWaitingRows(deps));
  await step('sweeps', () => eachMember('sweeps', usersDueForSweep(deps), (userId) => sweepUser(deps, userId)));
  await step('interest and chart', async () => {
    // A Bitcoin price outage leaves Bitcoin unvalued for this pass; interest is accrued and credited all the same.
    const price = await bitcoinPriceOrNull(deps);
    const holders = deps.db
      .selectDistinct({ id: investments.userId })
      .from(investments)
      .where(or(ne(investments.totalInvestedCents, 0), ne(investments.balanceCents, 0), ne(investments.satsHeld, 0)))
      .orderBy(asc(investments.userId))
      .all()
      .map((h) => h.id);
    for (let from = 0; from < holders.length; from += INTEREST_BATCH) {
      const at = deps.now();
      write(deps.sqlite, (tx) => {
        for (const id of holders.slice(from, from + INTEREST_BATCH))
          try {
            // Each member in a savepoint of the batch: one's failure rolls back only theirs.
            write(tx, () => {
              const ledger = new LedgerWriter(deps.sqlite, at);
              accrueInterest(deps.sqlite, ledger, id, at);
              ledger.flush();
              recordValuation(deps.sqlite, id, valuation(deps.sqlite, id, price, at), at);
            });
          } catch (error) {
            console.error(`[jobs] interest and chart: user ${id} failed, retried on the next pass:`, error);
          }
      });
      await nextTurn();
    }
  });
  // Payouts held for an account the member may have finished at the provider without coming back.
  await step('payout accounts', () =>
    eachMember('payout accounts', membersWithHeldPayouts(deps), (id) => refreshPayoutAccount(deps, id)),
  );
  // Per payout inside (payouts.ts).
  await step('payouts', () => refreshPayouts(deps));
  await step('bank syncs', async () => {
    // Per user; a failed sync has already marked its accounts and logged (or, for a broken link, notified) once.
    for (const userId of usersDueForSync(deps)) {
      await syncUser(deps, userId).catch(() => undefined);
      await nextTurn();
    }
  });
  // Bank links and cards of closed accounts a provider did not remove at closing (per account inside).
  await step('closed accounts', () => finishClosings(deps));
  await step('idempotency keys', () => purgeIdempotencyKeys(deps));
  await step('old notifications', () => pruneOnceADay(deps));
}

/** Runs a step's work member by member: one member's failure is logged once and does not stop the next. */
async function eachMember(name: string, userIds: readonly number[], work: (userId: number) => unknown) {
  for (const userId of userIds) {
    try {
      await work(userId);
    } catch (error) {
      console.error(`[jobs] ${name}: user ${userId} failed, retried on the next pass:`, error);
    }
    // A member's work may be all synchronous: the server answers its requests before the next member's.
    await nextTurn();
  }
}

const lastPrune = new WeakMap<Deps['sqlite'], number>();

/** Notifications older than 90 days go, once a day. */
async function pruneOnceADay(deps: Deps) {
  const at = deps.now();
  if (at - (lastPrune.get(deps.sqlite) ?? -Infinity) < 86_400_000) return;
  lastPrune.set(deps.sqlite, at);
  await pruneNotifications(deps);
}

export function startMoneyJobs(deps: Deps) {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return; // one pass at a time
    // Pushes wait for the end of the pass: what it notifies a user of goes out as one push.
    running = holdingPushes(deps, () => runMoneyJobs(deps)).finally(() => (running = null));
  };
  const first = setTimeout(tick, 5_000);
  const timer = setInterval(tick, EVERY_MS);
  first.unref();
  timer.unref();
  return { stop: () => (clearTimeout(first), clearInterval(timer)) };
}
