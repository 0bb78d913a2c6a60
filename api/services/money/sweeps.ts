// Sweeps: pending round-ups >= $5.00 and a default card -> one off-session debit -> invested.
// The sweep row (and the pending money moved to `sweep_in_flight`) is committed BEFORE the card is charged,
// and the charge uses the sweep id as its idempotency key: after a crash, `recoverSweeps` charges again with
// the same key (the provider answers with the first charge) and settles. Nothing is lost or doubled.
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import { sweeps, users } from '#db/schema/index.ts';
import { SWEEP_RETRY_MS, SWEEP_THRESHOLD_CENTS } from '#shared/constants.ts';
import { providerKey } from '#api/lib/provider-key.ts';
import type { ChargeResult } from '#api/providers/payments/payment-providers.ts';
import { bitcoinPriceOrNull } from './investments.ts';
import { LedgerWriter } from './ledger.ts';
import { notify } from './notify.ts';
import type { MoneyDeps } from './money-deps.ts';
import { settleSweep, type Sweep, type SweepOutcome } from './sweep-settlement.ts';
import { write } from '#db/unit-of-work.ts';

/**
 * Card providers keep idempotency keys for 24 hours (Stripe does). Past that, charging again with the same
 * key could debit the card a second time, so a sweep still unsettled after 23 hours is left for a person to
 * reconcile with the provider's records instead of being retried.
 */
export const SWEEP_RECOVERY_WINDOW_MS = 23 * 60 * 60 * 1000;

const charging = eq(sweeps.status, 'charging');
/** A sweep whose outcome is still to come: no other sweep of the user starts meanwhile. */
const unresolved = inArray(sweeps.status, ['charging', 'processing']);

/** Reserves the user's pending round-ups for a sweep, if one is due. Returns the new sweep, or why not. */
function reserve({ db, sqlite, now }: MoneyDeps, userId: number): Sweep | Extract<SweepOutcome, { status: 'skipped' }> {
  const at = now();
  return write(sqlite, () => {
    const u = db
      .select({
        pending: users.pendingRoundUpCents,
        pm: users.stripePaymentMethodId,
        choice: users.investmentChoice,
        declinedAt: users.sweepDeclinedAt,
        closedAt: users.closedAt,
      })
      .from(users)
      .where(eq(users.id, userId))
      .get();
    // A closed account is never charged again.
    if (!u || u.closedAt !== null || u.pending < SWEEP_THRESHOLD_CENTS)
      return { status: 'skipped', reason: 'below_threshold' } as const;
    if (!u.pm) return { status: 'skipped', reason: 'no_card' } as const;
    if (u.declinedAt !== null && at - u.declinedAt.getTime() < SWEEP_RETRY_MS)
      return { status: 'skipped', reason: 'declined_recently' } as const;
    if (
      db
        .select({ id: sweeps.id })
        .from(sweeps)
        .where(and(eq(sweeps.userId, userId), unresolved))
        .get()
    )
      return { status: 'skipped', reason: 'in_progress' } as const;
    const sweep = db
      .insert(sweeps)
      .values({
        userId,
        amountCents: u.pending,
        status: 'charging',
        investmentType: u.choice,
        paymentMethodId: u.pm,
        createdAt: new Date(at),
      })
      .returning()
      .get();
    const ledger = new LedgerWriter(sqlite, at);
    const base = { userId, cause: 'sweep', refType: 'sweep', refId: sweep.id };
    ledger.post({
      ...base,
      account: 'round_ups_pending',
      amount: -sweep.amountCents,
      key: `sweep:${sweep.id}:reserve`,
    });
    ledger.post({
      ...base,
      account: 'sweep_in_flight',
      amount: sweep.amountCents,
      key: `sweep:${sweep.id}:in_flight`,
    });
    ledger.flush();
    return sweep;
  });
}

/**
 * A sweep whose charge is still unknown after 23 h: charging again could debit twice, so it is set aside for a
 * person to reconcile with the card provider's records (its money stays in flight), the user is told once, and
 * later round-ups are swept again.
 */
function setAside({ db, sqlite, now }: MoneyDeps, sweep: Sweep): SweepOutcome {
  const at = now();
  const outcome = { status: 'reconciling', sweepId: sweep.id, amountCents: sweep.amountCents } as const;
  const moved = write(sqlite, () => {
    const changed = db
      .update(sweeps)
      .set({ status: 'reconciling', failureReason: 'No answer from the card provider within 23 hours' })
      .where(and(eq(sweeps.id, sweep.id), charging))
      .run().changes;
    if (changed)
      notify(
        sqlite,
        {
          userId: sweep.userId,
          type: 'investment',
          words: ({ texts: { money }, dollars }) => ({
            title: money.portfolio.sweepStuckTitle,
            message: money.portfolio.sweepStuckBody(dollars(sweep.amountCents)),
          }),
          data: { sweepId: sweep.id },
        },
        at,
      );
    return changed > 0;
  });
  if (moved)
    console.error(
      `[sweeps] sweep ${sweep.id} (user ${sweep.userId}) has been charging for over 23 h: ` +
        'not retried, reconcile it with the card provider (status reconciling)',
    );
  return outcome;
}

/**
 * A charge the provider accepted but has not settled: asked again by its id (no idempotency window applies), and
 * settled once it has. The provider's webhook may settle it first; settling twice is a no-op.
 */
async function poll(deps: MoneyDeps, sweep: Sweep): Promise<SweepOutcome> {
  let charge;
  try {
    charge = await deps.providers.cards.getCharge(sweep.chargeId ?? '');
  } catch (error) {
    console.warn(`[sweeps] sweep ${sweep.id}: could not read its charge, will ask again:`, (error as Error).message);
    return { status: 'processing', sweepId: sweep.id, amountCents: sweep.amountCents };
  }
  if (charge.status === 'processing')
    return { status: 'processing', sweepId: sweep.id, amountCents: sweep.amountCents };
  // Only a Bitcoin buy asks the price; without one the charged money waits in flight, still `processing`.
  return settleAtPrice(deps, sweep, charge);
}

/**
 * What the card provider's webhook reports about a charge that was `processing`: the sweep it belongs to is
 * settled (once; a poll may have settled it first). False when no processing sweep has that charge.
 */
export async function settleProcessingCharge(deps: MoneyDeps, chargeId: string, charge: ChargeResult) {
  const sweep = deps.db
    .select()
    .from(sweeps)
    .where(and(eq(sweeps.chargeId, chargeId), eq(sweeps.status, 'processing')))
    .get();
  if (!sweep || charge.status === 'processing') return false;
  return (await settleAtPrice(deps, sweep, charge)).status !== 'processing';
}

/**
 * Settles a sweep whose charge has an outcome. Only a Bitcoin buy needs the Bitcoin price: without one the
 * charged money waits in flight (the sweep keeps its state and is settled on a later run), while a sweep into
 * the interest account, or a decline, settles at once.
 */
async function settleAtPrice(deps: MoneyDeps, sweep: Sweep, charge: ChargeResult): Promise<SweepOutcome> {
  const needsPrice = charge.status === 'succeeded' && sweep.investmentType === 'bitcoin';
  const price = needsPrice ? await bitcoinPriceOrNull(deps) : null;
  if (needsPrice && price === null && charge.status === 'succeeded') {
    // The card is charged: kept as a processing charge is (settleSweep records it with its id), followed by that id
    // and never charged again, so an outage longer than the idempotency window does not set it aside for a person.
    return settleSweep(deps, sweep, { status: 'processing', chargeId: charge.chargeId }, null);
  }
  return settleSweep(deps, sweep, charge, price);
}

/** Charges (or re-charges, same key) and settles one sweep. A transient provider failure leaves it `charging`. */
async function chargeAndSettle(deps: MoneyDeps, sweep: Sweep): Promise<SweepOutcome> {
  const { db } = deps;
  const { cards } = deps.providers;
  if (sweep.status === 'processing') return poll(deps, sweep);
  if (deps.now() - sweep.createdAt.getTime() > SWEEP_RECOVERY_WINDOW_MS) return setAside(deps, sweep);
  const customer = db.select({ id: users.stripeCustomerId }).from(users).where(eq(users.id, sweep.userId)).get();
  db.update(sweeps)
    .set({ attempts: sql`${sweeps.attempts} + 1` })
    .where(eq(sweeps.id, sweep.id))
    .run();
  let charge;
  try {
    charge = await cards.chargeOffSession({
      customerId: customer?.id ?? null,
      paymentMethodId: sweep.paymentMethodId,
      amountCents: sweep.amountCents,
      idempotencyKey: providerKey('sweep', sweep.id, sweep.keyNonce),
      description: `GiftOrbit round-ups (sweep ${sweep.id})`,
    });
  } catch (error) {
    console.warn(
      `[sweeps] sweep ${sweep.id}: the card provider failed, will retry with the same key:`,
      (error as Error).message,
    );
    return { status: 'charging', sweepId: sweep.id, amountCents: sweep.amountCents };
  }
  return settleAtPrice(deps, sweep, charge);
}

/** Sweeps the user's pending round-ups if due; first finishes any sweep a crash left half-done. */
export async function sweepUser(deps: MoneyDeps, userId: number): Promise<SweepOutcome> {
  const open = deps.db
    .select()
    .from(sweeps)
    .where(and(eq(sweeps.userId, userId), unresolved))
    .get();
  if (open) {
    const settled = await chargeAndSettle(deps, open);
    if (settled.status === 'charging' || settled.status === 'processing') return settled;
  }
  const sweep = reserve(deps, userId);
  if ('reason' in sweep) return sweep;
  return chargeAndSettle(deps, sweep);
}

/**
 * Settles every sweep left `charging` (after a crash or a provider outage, with the same idempotency keys) and
 * every charge still `processing` at the provider (with `userId`, that member's only). One sweep's failure is logged
 * once and left for the next run; it never stops the others.
 */
export async function recoverSweeps(deps: MoneyDeps, userId?: number) {
  const open = deps.db
    .select()
    .from(sweeps)
    .where(userId === undefined ? unresolved : and(unresolved, eq(sweeps.userId, userId)))
    .orderBy(asc(sweeps.id))
    .all();
  for (const sweep of open) {
    try {
      await chargeAndSettle(deps, sweep);
    } catch (error) {
      console.error(
        `[jobs] recover sweeps: sweep ${sweep.id} (user ${sweep.userId}) failed, retried on the next pass:`,
        error,
      );
    }
  }
  return open.length;
}

/** Members with a sweep left unresolved (`recoverSweeps` settles them); with `userId`, that member if so. */
export function usersWithOpenSweeps({ db }: Pick<MoneyDeps, 'db'>, userId?: number): number[] {
  return db
    .selectDistinct({ id: sweeps.userId })
    .from(sweeps)
    .where(userId === undefined ? unresolved : and(unresolved, eq(sweeps.userId, userId)))
    .orderBy(asc(sweeps.userId))
    .all()
    .map((r) => r.id);
}

/**
 * Users whose round-ups are due for a sweep now (for the scheduler, after `recoverSweeps`). A user whose sweep is
 * still unresolved is not due: no other sweep starts meanwhile, and the recovery has just tried it.
 */
export function usersDueForSweep(deps: MoneyDeps, userId?: number): number[] {
  const cutoff = new Date(deps.now() - SWEEP_RETRY_MS);
  const open = deps.db
    .select({ id: sweeps.id })
    .from(sweeps)
    .where(and(eq(sweeps.userId, users.id), unresolved));
  return deps.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        gte(users.pendingRoundUpCents, SWEEP_THRESHOLD_CENTS),
        isNotNull(users.stripePaymentMethodId),
        isNull(users.closedAt),
        or(isNull(users.sweepDeclinedAt), lte(users.sweepDeclinedAt, cutoff)),
        notExists(open),
        userId === undefined ? undefined : eq(users.id, userId),
      ),
    )
    .orderBy(asc(users.id))
    .all()
    .map((r) => r.id);
}
