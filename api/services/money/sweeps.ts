// Sweeps: pending round-ups >= $5.00 and a default card -> one off-session debit -> invested.
// The sweep row (and the pending money moved to `sweep_in_flight`) is committed BEFORE the card is charged,
// and the charge uses the sweep id as its idempotency key: after a crash, `recoverSweeps` charges again with
// the same key (the provider answers with the first charge) and settles. Nothing is lost or doubled.
import { SWEEP_RETRY_MS, SWEEP_THRESHOLD_CENTS, type InvestmentType } from '#shared/constants.ts';
import { portfolio as text } from '#shared/messages.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import { unlockAchievement } from './achievements.ts';
import type { Deps } from '#api/deps.ts';
import { invest, recordValuation, valuation } from './investments.ts';
import { LedgerWriter } from './ledger.ts';
import { notify } from './notify.ts';

/** What the money services need: the database, the providers and the clock. */
type MoneyDeps = Pick<Deps, 'sqlite' | 'providers' | 'now'>;

export type SweepRow = {
  id: number;
  user_id: number;
  amount_cents: number;
  status: 'charging' | 'invested' | 'declined';
  investment_type: InvestmentType;
  payment_method_id: string;
  created_at: number;
};

export type SweepOutcome =
  | { status: 'skipped'; reason: 'below_threshold' | 'no_card' | 'declined_recently' | 'in_progress' }
  | { status: 'invested' | 'declined' | 'charging'; sweepId: number; amountCents: number };

/**
 * Card providers keep idempotency keys for 24 hours (Stripe does). Past that, charging again with the same
 * key could debit the card a second time, so a sweep still unsettled after 23 hours is left for a person to
 * reconcile with the provider's records instead of being retried.
 */
export const SWEEP_RECOVERY_WINDOW_MS = 23 * 60 * 60 * 1000;

const INVESTED_10 = 1_000;
const INVESTED_100 = 10_000;

/** Reserves the user's pending round-ups for a sweep, if one is due. Returns the new sweep, or why not. */
function reserve({ sqlite, now }: MoneyDeps, userId: number): SweepRow | Extract<SweepOutcome, { status: 'skipped' }> {
  const at = now();
  return sqlite
    .transaction(() => {
      const u = sqlite
        .prepare(
          'SELECT pending_round_up_cents AS pending, stripe_payment_method_id AS pm, investment_choice AS choice, sweep_declined_at AS declinedAt FROM users WHERE id = ?',
        )
        .get(userId) as
        { pending: number; pm: string | null; choice: InvestmentType; declinedAt: number | null } | undefined;
      if (!u || u.pending < SWEEP_THRESHOLD_CENTS) return { status: 'skipped', reason: 'below_threshold' } as const;
      if (!u.pm) return { status: 'skipped', reason: 'no_card' } as const;
      if (u.declinedAt !== null && at - u.declinedAt < SWEEP_RETRY_MS)
        return { status: 'skipped', reason: 'declined_recently' } as const;
      if (sqlite.prepare("SELECT 1 FROM sweeps WHERE user_id = ? AND status = 'charging'").get(userId))
        return { status: 'skipped', reason: 'in_progress' } as const;
      const sweep = sqlite
        .prepare(
          "INSERT INTO sweeps (user_id, amount_cents, status, investment_type, payment_method_id, created_at) VALUES (?, ?, 'charging', ?, ?, ?) RETURNING *",
        )
        .get(userId, u.pending, u.choice, u.pm, at) as SweepRow;
      const ledger = new LedgerWriter(sqlite, at);
      const base = { userId, cause: 'sweep', refType: 'sweep', refId: sweep.id };
      ledger.post({
        ...base,
        account: 'round_ups_pending',
        amount: -sweep.amount_cents,
        key: `sweep:${sweep.id}:reserve`,
      });
      ledger.post({
        ...base,
        account: 'sweep_in_flight',
        amount: sweep.amount_cents,
        key: `sweep:${sweep.id}:in_flight`,
      });
      ledger.flush();
      return sweep;
    })
    .immediate();
}

/** Charges (or re-charges, same key) and settles one sweep. A transient provider failure leaves it `charging`. */
async function chargeAndSettle(deps: MoneyDeps, sweep: SweepRow): Promise<SweepOutcome> {
  const { sqlite } = deps;
  const { cards, prices } = deps.providers;
  if (deps.now() - sweep.created_at > SWEEP_RECOVERY_WINDOW_MS) {
    console.error(
      `[sweeps] sweep ${sweep.id} (user ${sweep.user_id}) has been charging for over 23 h: not retried, reconcile it with the card provider`,
    );
    return { status: 'charging', sweepId: sweep.id, amountCents: sweep.amount_cents };
  }
  const customer = sqlite.prepare('SELECT stripe_customer_id AS id FROM users WHERE id = ?').get(sweep.user_id) as
    { id: string | null } | undefined;
  sqlite.prepare('UPDATE sweeps SET attempts = attempts + 1 WHERE id = ?').run(sweep.id);
  let charge;
  try {
    charge = await cards.chargeOffSession({
      customerId: customer?.id ?? null,
      paymentMethodId: sweep.payment_method_id,
      amountCents: sweep.amount_cents,
      idempotencyKey: `sweep-${sweep.id}`,
      description: `GiftOrbit round-ups (sweep ${sweep.id})`,
    });
  } catch (error) {
    console.warn(
      `[sweeps] sweep ${sweep.id}: the card provider failed, will retry with the same key:`,
      (error as Error).message,
    );
    return { status: 'charging', sweepId: sweep.id, amountCents: sweep.amount_cents };
  }
  const price = charge.status === 'succeeded' ? await prices.btcUsdCents(deps.now()) : 0;
  const at = deps.now();
  return sqlite
    .transaction((): SweepOutcome => {
      const current = sqlite.prepare('SELECT status FROM sweeps WHERE id = ?').get(sweep.id) as { status: string };
      if (current.status !== 'charging')
        return {
          status: current.status as 'invested' | 'declined',
          sweepId: sweep.id,
          amountCents: sweep.amount_cents,
        };
      const ledger = new LedgerWriter(sqlite, at);
      const base = { userId: sweep.user_id, cause: 'sweep', refType: 'sweep', refId: sweep.id };
      const amount = `$${formatDecimal(sweep.amount_cents)}`;
      ledger.post({
        ...base,
        account: 'sweep_in_flight',
        amount: -sweep.amount_cents,
        key: `sweep:${sweep.id}:settle`,
      });
      if (charge.status === 'declined') {
        ledger.post({
          ...base,
          account: 'round_ups_pending',
          amount: sweep.amount_cents,
          key: `sweep:${sweep.id}:return`,
        });
        ledger.flush();
        sqlite
          .prepare("UPDATE sweeps SET status = 'declined', failure_reason = ?, settled_at = ? WHERE id = ?")
          .run(charge.reason, at, sweep.id);
        sqlite.prepare('UPDATE users SET sweep_declined_at = ? WHERE id = ?').run(at, sweep.user_id);
        notify(
          sqlite,
          {
            userId: sweep.user_id,
            type: 'investment',
            title: text.sweepDeclinedTitle,
            message: text.sweepDeclinedBody(amount),
            data: { sweepId: sweep.id, reason: charge.reason },
          },
          at,
        );
        return { status: 'declined', sweepId: sweep.id, amountCents: sweep.amount_cents };
      }
      invest(sqlite, ledger, {
        userId: sweep.user_id,
        type: sweep.investment_type,
        amountCents: sweep.amount_cents,
        priceCents: price,
        key: `sweep:${sweep.id}`,
        sweepId: sweep.id,
        now: at,
      });
      ledger.flush();
      sqlite
        .prepare("UPDATE sweeps SET status = 'invested', charge_id = ?, settled_at = ? WHERE id = ?")
        .run(charge.chargeId, at, sweep.id);
      sqlite.prepare('UPDATE users SET sweep_declined_at = NULL WHERE id = ?').run(sweep.user_id);
      const v = valuation(sqlite, sweep.user_id, price, at);
      recordValuation(sqlite, sweep.user_id, v, at);
      const where = sweep.investment_type === 'bitcoin' ? text.bitcoinName : text.interestName;
      notify(
        sqlite,
        {
          userId: sweep.user_id,
          type: 'investment',
          title: text.investedTitle,
          message: text.investedBody(amount, where),
          data: { sweepId: sweep.id },
        },
        at,
      );
      if (v.totalInvestedCents >= INVESTED_10) unlockAchievement(sqlite, sweep.user_id, 'invested_10', at);
      if (v.totalInvestedCents >= INVESTED_100) unlockAchievement(sqlite, sweep.user_id, 'invested_100', at);
      return { status: 'invested', sweepId: sweep.id, amountCents: sweep.amount_cents };
    })
    .immediate();
}

/** Sweeps the user's pending round-ups if due; first finishes any sweep a crash left half-done. */
export async function sweepUser(deps: MoneyDeps, userId: number): Promise<SweepOutcome> {
  const open = deps.sqlite.prepare("SELECT * FROM sweeps WHERE user_id = ? AND status = 'charging'").get(userId) as
    SweepRow | undefined;
  if (open) {
    const settled = await chargeAndSettle(deps, open);
    if (settled.status === 'charging') return settled;
  }
  const sweep = reserve(deps, userId);
  if ('reason' in sweep) return sweep;
  return chargeAndSettle(deps, sweep);
}

/** Settles every sweep left `charging` (after a crash or a provider outage), with the same idempotency keys. */
export async function recoverSweeps(deps: MoneyDeps) {
  const open = deps.sqlite.prepare("SELECT * FROM sweeps WHERE status = 'charging' ORDER BY id").all() as SweepRow[];
  for (const sweep of open) await chargeAndSettle(deps, sweep);
  return open.length;
}

/** Users whose round-ups are due for a sweep now (for the scheduler). */
export function usersDueForSweep(deps: MoneyDeps): number[] {
  const cutoff = deps.now() - SWEEP_RETRY_MS;
  return (
    deps.sqlite
      .prepare(
        `SELECT id FROM users WHERE pending_round_up_cents >= ? AND stripe_payment_method_id IS NOT NULL
         AND (sweep_declined_at IS NULL OR sweep_declined_at <= ?)`,
      )
      .all(SWEEP_THRESHOLD_CENTS, cutoff) as { id: number }[]
  ).map((r) => r.id);
}
