// Points redemptions and cash-outs (docs/product-rules.md section 7): the money leaves the balance through the ledger
// when the request is accepted; the payout provider then moves it; a failed payout returns it through new ledger rows.
// Statuses: pending -> processing -> paid, or failed.
import { eq } from 'drizzle-orm';
import { pointsRedemptions, users } from '#db/schema/index.ts';
import { payouts as text } from '#shared/messages/money.ts';
import { payoutAccountText } from '#shared/messages/payout-accounts.ts';
import { estimatedArrival, quotePayout, type PayoutMethod } from '#shared/money/payouts.ts';
import { unlockAchievement } from './achievements.ts';
import { currentPayoutAccount, destinationOfAccount } from './payout-destinations.ts';
import { LedgerWriter } from './ledger.ts';
import type { MoneyDeps } from './money-deps.ts';
import {
  applyPayoutState,
  destinationOf,
  PAYOUT_RETRY_WINDOW_MS,
  type Payout,
  type PayoutKind,
  sendPayout,
  setAsideForReconciliation,
} from './payout-state.ts';
import { openPayouts, type PayoutStage } from './open-payouts.ts';
import { write } from '#db/unit-of-work.ts';

/** A request the user can fix (not enough points, ...): a 400 on `field`. */
export class MoneyRuleError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export type Redemption = typeof pointsRedemptions.$inferSelect;

/** A standard payout's latest arrival; an instant one has none. */
const arrival = (method: PayoutMethod, at: number) => (method === 'standard' ? new Date(estimatedArrival(at)) : null);

/**
 * A payout needs somewhere to go: without a payout account nothing is taken (the dialogs lead to connecting one).
 * An account still being set up or needing information is enough: the payout waits for it (held, not failed).
 */
export function requirePayoutAccount(deps: Pick<MoneyDeps, 'db'>, userId: number) {
  const account = currentPayoutAccount(deps.db, userId);
  if (!account) throw new MoneyRuleError('payoutAccount', payoutAccountText.noPayoutAccount);
  return account;
}

/**
 * Turns points into cash: 1 point = $1, minimum $25, fee by method. `onCommit` runs inside the transaction
 * that takes the points (the Idempotency-Key's answer is stored there).
 */
export async function redeemPoints(
  deps: MoneyDeps,
  userId: number,
  input: { amountCents: number; method: PayoutMethod },
  onCommit?: (accepted: Redemption) => void,
): Promise<Redemption> {
  const { db, sqlite } = deps;
  const at = deps.now();
  const quote = quotePayout(input.amountCents, input.method);
  const row = write(sqlite, () => {
    requirePayoutAccount(deps, userId);
    const u = db.select({ points: users.availablePointsBalance }).from(users).where(eq(users.id, userId)).get();
    if (!u) throw new Error(`redeemPoints: no user ${userId}`);
    // Points are hundredths of a point and 1 point = $1, so the amount in cents is the points to take.
    // Below zero, a refund took back points already redeemed: the next points repay it first
    // (docs/product-rules.md section 6).
    if (u.points < 0) throw new MoneyRuleError('amount', text.redeemNegative);
    if (u.points < input.amountCents) throw new MoneyRuleError('amount', text.notEnoughPoints);
    const r = db
      .insert(pointsRedemptions)
      .values({
        userId,
        pointsRedeemed: input.amountCents,
        cashValueCents: input.amountCents,
        feeCents: quote.feeCents,
        redemptionMethod: 'bank_transfer',
        payoutMethod: input.method,
        status: 'pending',
        estimatedArrival: arrival(input.method, at),
        createdAt: new Date(at),
      })
      .returning()
      .get();
    const ledger = new LedgerWriter(sqlite, at);
    const base = { userId, cause: 'redemption', refType: 'redemption', refId: r.id };
    ledger.post({ ...base, account: 'points', amount: -input.amountCents, key: `redemption:${r.id}:points` });
    ledger.post({
      ...base,
      account: 'points_redeemed',
      amount: input.amountCents,
      key: `redemption:${r.id}:redeemed`,
    });
    ledger.flush();
    onCommit?.(r);
    return r;
  });
  await sendPayout(deps, 'redemption', row.id, userId, quote.netCents, input.method);
  const final = db.select().from(pointsRedemptions).where(eq(pointsRedemptions.id, row.id)).get();
  if (!final) throw new Error(`redemption ${row.id} is gone`);
  if (final.status !== 'failed') write(sqlite, () => unlockAchievement(sqlite, userId, 'first_redemption', deps.now()));
  return final;
}

/**
 * Follows up every payout still pending or processing, and every payout paid in the last 10 days (a bank can send
 * one back after it was paid); with `userId`, only that member's (their payout account just became ready), and with
 * `stage`, only those to send or only those to ask about. The scheduler calls this. One payout's failure is logged
 * once and retried on the next pass; it never stops the others.
 */
export async function refreshPayouts(deps: MoneyDeps, userId?: number, stage: PayoutStage = 'all') {
  for (const kind of ['redemption', 'cash_out'] as const) {
    for (const row of openPayouts(deps.db, kind, deps.now(), userId, stage)) {
      try {
        await refreshPayout(deps, kind, row);
      } catch (error) {
        console.error(
          `[jobs] payouts: ${kind} ${row.id} (user ${row.userId}) failed, retried on the next pass:`,
          error,
        );
      }
    }
  }
}

async function refreshPayout(deps: MoneyDeps, kind: PayoutKind, row: Payout) {
  if (row.status === 'pending' || !row.stripePayoutId) {
    // Sent again with the same key only while the provider still remembers it (from its first send: a payout
    // held for its account was never sent, and waits as long as it takes).
    const sentAt = row.firstSentAt?.getTime();
    if (sentAt !== undefined && deps.now() - sentAt > PAYOUT_RETRY_WINDOW_MS)
      setAsideForReconciliation(deps, kind, row);
    else await sendPayout(deps, kind, row.id, row.userId, row.grossCents - row.feeCents, row.payoutMethod);
    return;
  }
  const account = destinationOf(deps.db, row);
  let state;
  try {
    state = await deps.providers.payouts.getPayout(row.stripePayoutId, account && destinationOfAccount(account));
  } catch (error) {
    console.warn(`[payouts] ${kind} ${row.id}: status check failed, will retry:`, (error as Error).message);
    return;
  }
  applyPayoutState(deps, kind, row.id, state);
}
