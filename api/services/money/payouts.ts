// Points redemptions and cash-outs (PRODUCT.md section 7): the money leaves the balance through the ledger
// when the request is accepted; the payout provider then moves it; a failed payout returns it through new
// ledger rows. Statuses: pending -> processing -> paid, or failed.
import { eq } from 'drizzle-orm';
import { cashOuts, pointsRedemptions, users } from '#db/schema/index.ts';
import type { InvestmentType } from '#shared/constants.ts';
import { payouts as text } from '#shared/messages/money.ts';
import { satsToRaise } from '#shared/money/bitcoin.ts';
import { estimatedArrival, quotePayout, type PayoutMethod } from '#shared/money/payouts.ts';
import { unlockAchievement } from './achievements.ts';
import { accrueInterest, investmentOf, recordValuation, valuation } from './investments.ts';
import { LedgerWriter } from './ledger.ts';
import type { MoneyDeps } from './money-deps.ts';
import { applyPayoutState, destinationOf, openPayouts, sendPayout } from './payout-state.ts';

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
export type CashOut = typeof cashOuts.$inferSelect;

/** A standard payout's latest arrival; an instant one has none. */
const arrival = (method: PayoutMethod, at: number) => (method === 'standard' ? new Date(estimatedArrival(at)) : null);

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
  const row = sqlite
    .transaction(() => {
      const u = db.select({ points: users.availablePointsBalance }).from(users).where(eq(users.id, userId)).get();
      if (!u) throw new Error(`redeemPoints: no user ${userId}`);
      // Points are hundredths of a point and 1 point = $1, so the amount in cents is the points to take.
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
    })
    .immediate();
  await sendPayout(deps, 'redemption', row.id, userId, quote.netCents, input.method);
  const final = db.select().from(pointsRedemptions).where(eq(pointsRedemptions.id, row.id)).get();
  if (!final) throw new Error(`redemption ${row.id} is gone`);
  if (final.status !== 'failed')
    sqlite.transaction(() => unlockAchievement(sqlite, userId, 'first_redemption', deps.now())).immediate();
  return final;
}

/**
 * Takes money out of an investment: the interest account's balance, or Bitcoin sold at the current price.
 * `onCommit` runs inside the transaction that takes the money (the Idempotency-Key's answer is stored there).
 */
export async function createCashOut(
  deps: MoneyDeps,
  userId: number,
  input: { amountCents: number; method: PayoutMethod; source: InvestmentType },
  onCommit?: (accepted: CashOut) => void,
): Promise<CashOut> {
  const { db, sqlite } = deps;
  const price = await deps.providers.prices.btcUsdCents(deps.now());
  const at = deps.now();
  const quote = quotePayout(input.amountCents, input.method);
  const row = sqlite
    .transaction(() => {
      const ledger = new LedgerWriter(sqlite, at);
      if (input.source === 'interest') accrueInterest(sqlite, ledger, userId, at);
      ledger.flush();
      const inv = investmentOf(sqlite, userId, input.source, at);
      const held = input.source === 'interest' ? inv.balanceCents : inv.satsHeld;
      const take = input.source === 'interest' ? input.amountCents : satsToRaise(input.amountCents, price);
      if (take > held || held <= 0) throw new MoneyRuleError('amount', text.notEnoughFunds);
      // The cost basis leaves in proportion to what is sold, so the return on what stays is unchanged.
      const investedOut = Math.round((inv.totalInvestedCents * take) / held);
      const c = db
        .insert(cashOuts)
        .values({
          userId,
          amountCents: input.amountCents,
          feeCents: quote.feeCents,
          status: 'pending',
          payoutMethod: input.method,
          source: input.source,
          satsSold: input.source === 'bitcoin' ? take : null,
          estimatedArrival: arrival(input.method, at),
          createdAt: new Date(at),
        })
        .returning()
        .get();
      const base = { userId, cause: 'cash_out', refType: 'cash_out', refId: c.id };
      const heldAccount = input.source === 'interest' ? 'balance:interest' : 'sats:bitcoin';
      ledger.post({ ...base, account: heldAccount, amount: -take, key: `cash_out:${c.id}:held` });
      ledger.post({
        ...base,
        account: `invested:${input.source}`,
        amount: -investedOut,
        key: `cash_out:${c.id}:invested`,
      });
      ledger.flush();
      recordValuation(sqlite, userId, valuation(sqlite, userId, price, at), at);
      onCommit?.(c);
      return c;
    })
    .immediate();
  await sendPayout(deps, 'cash_out', row.id, userId, quote.netCents, input.method);
  const final = db.select().from(cashOuts).where(eq(cashOuts.id, row.id)).get();
  if (!final) throw new Error(`cash-out ${row.id} is gone`);
  return final;
}

/** Asks the provider about every payout still pending or processing (the scheduler calls this). */
export async function refreshPayouts(deps: MoneyDeps) {
  for (const kind of ['redemption', 'cash_out'] as const) {
    for (const row of openPayouts(deps.db, kind)) {
      if (row.status === 'pending' || !row.stripePayoutId) {
        await sendPayout(deps, kind, row.id, row.userId, row.grossCents - row.feeCents, row.payoutMethod);
        continue;
      }
      const destination = destinationOf(deps.db, row.userId);
      try {
        applyPayoutState(deps, kind, row.id, await deps.providers.payouts.getPayout(row.stripePayoutId, destination));
      } catch (error) {
        console.warn(`[payouts] ${kind} ${row.id}: status check failed, will retry:`, (error as Error).message);
      }
    }
  }
}
