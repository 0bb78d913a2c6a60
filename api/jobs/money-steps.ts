// The steps of the money jobs, each with how often it runs. Most go member by member: a member's step is taken under a
// lease (api/jobs/leases.ts), asked again whether it is still due, and run with the member's pushes held until it
// ends; a step works on several members at once (bank syncs: BANK_SYNCS_AT_ONCE; sweeps and payouts:
// PAYMENTS_AT_ONCE). The rest are whole steps, done in slices with a turn of the event loop between them.
import { and, asc, gt, ne, or } from 'drizzle-orm';
import { investments } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';
import type { Env } from '#api/env.ts';
import { purgeIdempotencyKeys } from '#api/middleware/idempotency.ts';
import { pruneNotifications } from '#api/services/notifications.ts';
import { syncUser, usersDueForSync } from '#api/services/banking/sync.ts';
import { closingsToFinish, removeAtProviders } from '#api/services/closing/providers.ts';
import { convertWaitingRows } from '#api/services/money/engine.ts';
import { accrueInterest, bitcoinPriceOrNull, recordValuation, valuation } from '#api/services/money/investments.ts';
import { LedgerWriter } from '#api/services/money/ledger.ts';
import { membersWithOpenPayouts, type PayoutStage } from '#api/services/money/open-payouts.ts';
import { refreshPayouts } from '#api/services/money/payouts.ts';
import { membersWithHeldPayouts, refreshPayoutAccount } from '#api/services/payouts/accounts.ts';
import { recoverSweeps, sweepUser, usersDueForSweep, usersWithOpenSweeps } from '#api/services/money/sweeps.ts';
import { write } from '#db/unit-of-work.ts';
import { nextTurn } from '#api/lib/next-turn.ts';

const MINUTE = 60_000;
/** Holders brought up to date in one transaction (one wait for the disk), with a turn of the event loop after. */
export const INTEREST_BATCH = 100;

/** A step done member by member, each under a lease. */
export type MemberStep = {
  name: string;
  everyMs: number;
  /**
   * The lease's name: steps that share one never run for the same member at once, in this process or another (a
   * sweep and the recovery of that member's half-done sweep; a payout and the account that releases it).
   */
  lease: 'sweeps' | 'payouts' | 'bank syncs' | 'closings';
  atOnce: (env: Env) => number;
  /** The members due, by id; with `userId`, that member if still due (asked again under the lease). */
  due: (deps: Deps, userId?: number) => number[];
  work: (deps: Deps, userId: number) => Promise<unknown>;
};
/** A step done as a whole (in slices, each a turn of the event loop apart). */
export type WholeStep = { name: string; everyMs: number; work: (deps: Deps) => Promise<unknown> };
export type MoneyStep = MemberStep | WholeStep;

const payments = (env: Env) => env.paymentsAtOnce;

/** A member's payouts at `stage` (api/services/money/open-payouts.ts), under the lease they share. */
const payoutStep = (name: string, everyMs: number, stage: PayoutStage): MemberStep => ({
  name,
  everyMs,
  lease: 'payouts',
  atOnce: payments,
  due: (deps, userId) => membersWithOpenPayouts(deps.db, deps.now(), stage, userId),
  work: (deps, userId) => refreshPayouts(deps, userId, stage),
});

/** In the order one pass runs them (tests and a first pass); on the clock, each runs on its own. */
export const MONEY_STEPS: readonly MoneyStep[] = [
  // Sweeps a crash or a provider outage left half-done, with the same idempotency keys.
  {
    name: 'recover sweeps',
    everyMs: 5 * MINUTE,
    lease: 'sweeps',
    atOnce: payments,
    due: usersWithOpenSweeps,
    work: (deps, userId) => recoverSweeps(deps, userId),
  },
  // Rows that waited for an exchange rate: converted, they earn their round-ups in the next sweep.
  { name: 'exchange rates', everyMs: 15 * MINUTE, work: convertWaitingRows },
  // Due round-ups charged (a declined card at most once a day); due within minutes of the threshold being reached.
  {
    name: 'sweeps',
    everyMs: 5 * MINUTE,
    lease: 'sweeps',
    atOnce: payments,
    due: usersDueForSweep,
    work: sweepUser,
  },
  { name: 'interest and chart', everyMs: 15 * MINUTE, work: interestAndChart },
  // Payouts held for an account the member may have finished at the provider without coming back.
  {
    name: 'payout accounts',
    everyMs: 15 * MINUTE,
    lease: 'payouts',
    atOnce: payments,
    due: membersWithHeldPayouts,
    work: refreshPayoutAccount,
  },
  // Payouts not yet with the provider sent (a first send that failed, an account that just became ready)...
  payoutStep('payouts', 5 * MINUTE, 'unsent'),
  // ...and the rest followed to paid, failed or returned, less often: ten days of them for every payout sent.
  payoutStep('payout follow-up', 15 * MINUTE, 'sent'),
  // Every link every 6 hours (the due time is stored per account); a failed sync has marked its accounts and logged
  // (or, for a broken link, notified) once.
  {
    name: 'bank syncs',
    everyMs: MINUTE,
    lease: 'bank syncs',
    atOnce: (env) => env.bankSyncsAtOnce,
    due: usersDueForSync,
    work: (deps, userId) => syncUser(deps, userId).catch(() => undefined),
  },
  // Bank links and cards of closed accounts a provider did not remove at closing.
  {
    name: 'closed accounts',
    everyMs: 15 * MINUTE,
    lease: 'closings',
    atOnce: () => 1,
    due: closingsToFinish,
    work: removeAtProviders,
  },
  { name: 'idempotency keys', everyMs: 15 * MINUTE, work: async (deps: Deps) => purgeIdempotencyKeys(deps) },
  { name: 'old notifications', everyMs: 60 * MINUTE, work: pruneOnceADay },
];

const lastPrune = new WeakMap<Deps['sqlite'], number>();

/** Notifications older than 90 days go, once a day. */
async function pruneOnceADay(deps: Deps) {
  const at = deps.now();
  if (at - (lastPrune.get(deps.sqlite) ?? -Infinity) < 86_400_000) return;
  lastPrune.set(deps.sqlite, at);
  await pruneNotifications(deps);
}

export const isMemberStep = (step: MoneyStep): step is MemberStep => 'due' in step;

/**
 * Interest accrued and the chart's daily point kept, INTEREST_BATCH holders to a transaction, each in a savepoint of
 * it (one's failure rolls back only theirs), a turn of the event loop between batches. Holders are read a batch at
 * a time too, after the last id seen. Nothing to lease: each batch holds the write lock, and a holder brought up to
 * date today is not accrued again.
 */
async function interestAndChart(deps: Deps) {
  // A Bitcoin price outage leaves Bitcoin unvalued for this pass; interest is accrued and credited all the same.
  const price = await bitcoinPriceOrNull(deps);
  const holding = or(
    ne(investments.totalInvestedCents, 0),
    ne(investments.balanceCents, 0),
    ne(investments.satsHeld, 0),
  );
  for (let after = 0; ;) {
    const holders = deps.db
      .selectDistinct({ id: investments.userId })
      .from(investments)
      .where(and(gt(investments.userId, after), holding))
      .orderBy(asc(investments.userId))
      .limit(INTEREST_BATCH)
      .all()
      .map((h) => h.id);
    if (holders.length === 0) return;
    after = holders.at(-1)!;
    const at = deps.now();
    write(deps.sqlite, (tx) => {
      for (const id of holders)
        try {
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
}
