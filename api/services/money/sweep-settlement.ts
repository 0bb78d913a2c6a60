// The second half of a sweep, once the card provider has answered: the money in flight is invested (and the
// chart and achievements follow) or, on a decline, returned to pending with a day's wait before the next try.
// One IMMEDIATE transaction that first checks the sweep is still `charging`, so two settlements settle once.
import { eq } from 'drizzle-orm';
import { sweeps, users } from '#db/schema/index.ts';
import type { ChargeResult } from '#api/providers/payments/payment-providers.ts';
import { unlockAchievement } from './achievements.ts';
import { invest, recordValuation, valuation } from './investments.ts';
import { LedgerWriter } from './ledger.ts';
import type { MoneyDeps } from './money-deps.ts';
import { notify } from './notify.ts';
import { write } from '#db/unit-of-work.ts';

export type Sweep = typeof sweeps.$inferSelect;

export type SweepOutcome =
  | { status: 'skipped'; reason: 'below_threshold' | 'no_card' | 'declined_recently' | 'in_progress' }
  | {
      status: 'invested' | 'declined' | 'charging' | 'processing' | 'reconciling';
      sweepId: number;
      amountCents: number;
    };

const INVESTED_10 = 1_000;
const INVESTED_100 = 10_000;

/**
 * Settles a charged sweep: invested at `price` (cents per BTC; a Bitcoin sweep needs one, the interest account
 * does not), or declined.
 */
export function settleSweep(deps: MoneyDeps, sweep: Sweep, charge: ChargeResult, price: number | null): SweepOutcome {
  const { db, sqlite } = deps;
  const at = deps.now();
  const outcome = (status: Exclude<Sweep['status'], 'charging'>) => ({
    status,
    sweepId: sweep.id,
    amountCents: sweep.amountCents,
  });
  return write(sqlite, (): SweepOutcome => {
    const current = db.select({ status: sweeps.status }).from(sweeps).where(eq(sweeps.id, sweep.id)).get();
    if (!current) throw new Error(`settleSweep: no sweep ${sweep.id}`);
    if (current.status !== 'charging' && current.status !== 'processing') return outcome(current.status);
    if (charge.status === 'processing') {
      // Accepted, not yet settled: the money stays in flight, and no other sweep starts until it settles.
      db.update(sweeps).set({ status: 'processing', chargeId: charge.chargeId }).where(eq(sweeps.id, sweep.id)).run();
      return outcome('processing');
    }
    const ledger = new LedgerWriter(sqlite, at);
    const base = { userId: sweep.userId, cause: 'sweep', refType: 'sweep', refId: sweep.id };
    ledger.post({
      ...base,
      account: 'sweep_in_flight',
      amount: -sweep.amountCents,
      key: `sweep:${sweep.id}:settle`,
    });
    if (charge.status === 'declined') {
      ledger.post({
        ...base,
        account: 'round_ups_pending',
        amount: sweep.amountCents,
        key: `sweep:${sweep.id}:return`,
      });
      ledger.flush();
      db.update(sweeps)
        .set({ status: 'declined', failureReason: charge.reason, settledAt: new Date(at) })
        .where(eq(sweeps.id, sweep.id))
        .run();
      db.update(users)
        .set({ sweepDeclinedAt: new Date(at) })
        .where(eq(users.id, sweep.userId))
        .run();
      notify(
        sqlite,
        {
          userId: sweep.userId,
          type: 'investment',
          words: ({ texts: { money }, dollars }) => ({
            title: money.portfolio.sweepDeclinedTitle,
            message: money.portfolio.sweepDeclinedBody(dollars(sweep.amountCents)),
          }),
          data: { sweepId: sweep.id, reason: charge.reason },
        },
        at,
      );
      return outcome('declined');
    }
    invest(sqlite, ledger, {
      userId: sweep.userId,
      type: sweep.investmentType,
      amountCents: sweep.amountCents,
      ...(price === null ? {} : { priceCents: price }),
      key: `sweep:${sweep.id}`,
      sweepId: sweep.id,
      now: at,
    });
    ledger.flush();
    db.update(sweeps)
      .set({ status: 'invested', chargeId: charge.chargeId, settledAt: new Date(at) })
      .where(eq(sweeps.id, sweep.id))
      .run();
    db.update(users).set({ sweepDeclinedAt: null }).where(eq(users.id, sweep.userId)).run();
    const v = valuation(sqlite, sweep.userId, price, at);
    recordValuation(sqlite, sweep.userId, v, at);
    notify(
      sqlite,
      {
        userId: sweep.userId,
        type: 'investment',
        words: ({ texts: { money }, dollars }) => ({
          title: money.portfolio.investedTitle,
          message: money.portfolio.investedBody(
            dollars(sweep.amountCents),
            sweep.investmentType === 'bitcoin' ? money.portfolio.bitcoinName : money.portfolio.interestName,
          ),
        }),
        data: { sweepId: sweep.id },
        push: 'notifyTransactionAlerts',
      },
      at,
    );
    if (v.totalInvestedCents >= INVESTED_10) unlockAchievement(sqlite, sweep.userId, 'invested_10', at);
    if (v.totalInvestedCents >= INVESTED_100) unlockAchievement(sqlite, sweep.userId, 'invested_100', at);
    return outcome('invested');
  });
}
