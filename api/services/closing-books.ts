// Issue 32: the money side of closing an account. What would stop it (money on its way), and what the member gives
// up: the points, the interest account and the Bitcoin, each booked out through the ledger so `auditLedger` stays
// clean and the 7-year records say where the money went (cause `account_closed`).
import { and, eq, inArray } from 'drizzle-orm';
import type { Sqlite } from '#db/index.ts';
import { dbOf } from '#db/index.ts';
import { cashOuts, investments, pointsRedemptions, sweeps, users } from '#db/schema/index.ts';
import { CASH_OUT_MINIMUM_CENTS } from '#shared/constants.ts';
import { closingText } from '#shared/messages/closing.ts';
import { CLOSING_BLOCKERS, type ClosingBlocker, type ClosingPreview, type Forfeit } from '#shared/schemas/closing.ts';
import { valueOfSats } from '#shared/money/bitcoin.ts';
import { accrueInterest, recordValuation, valuation } from '#api/services/money/investments.ts';
import { LedgerWriter, SWEEP_IN_FLIGHT } from '#api/services/money/ledger.ts';

const PAYOUT_IN_FLIGHT = ['pending', 'processing'] as const;
const BLOCKER_TEXT: Record<ClosingBlocker, string> = {
  sweep: closingText.sweepInFlight,
  cash_out: closingText.payoutInFlight,
  redemption: closingText.redemptionInFlight,
};

/** Money on its way for the member: a sweep being charged, a cash-out or a redemption not yet arrived. */
export function closingBlockers(sqlite: Sqlite, userId: number): ClosingPreview['blockers'] {
  const db = dbOf(sqlite);
  const inFlight: Record<ClosingBlocker, () => { id: number } | undefined> = {
    sweep: () =>
      db
        .select({ id: sweeps.id })
        .from(sweeps)
        .where(and(eq(sweeps.userId, userId), inArray(sweeps.status, SWEEP_IN_FLIGHT)))
        .get(),
    cash_out: () =>
      db
        .select({ id: cashOuts.id })
        .from(cashOuts)
        .where(and(eq(cashOuts.userId, userId), inArray(cashOuts.status, PAYOUT_IN_FLIGHT)))
        .get(),
    redemption: () =>
      db
        .select({ id: pointsRedemptions.id })
        .from(pointsRedemptions)
        .where(and(eq(pointsRedemptions.userId, userId), inArray(pointsRedemptions.status, PAYOUT_IN_FLIGHT)))
        .get(),
  };
  return CLOSING_BLOCKERS.filter((code) => inFlight[code]() !== undefined).map((code) => ({
    code,
    message: BLOCKER_TEXT[code],
  }));
}

/**
 * What closing now gives up, inside the caller's (IMMEDIATE) transaction: the interest account is first brought up
 * to today, so the amount shown is the amount booked. `priceCents`: today's Bitcoin price (null: unavailable).
 */
export function closingPreview(sqlite: Sqlite, userId: number, priceCents: number | null, at: number): ClosingPreview {
  const ledger = new LedgerWriter(sqlite, at);
  accrueInterest(sqlite, ledger, userId, at);
  ledger.flush();
  const v = valuation(sqlite, userId, priceCents, at);
  const member = dbOf(sqlite)
    .select({ points: users.availablePointsBalance, pending: users.pendingRoundUpCents })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!member) throw new Error(`closingPreview: no user ${userId}`);
  // A negative balance (a refund took back points already redeemed) is not owed by closing: nothing to give up.
  const points = Math.max(member.points, 0);
  const forfeit: Forfeit = { points, interestCents: v.interest.valueCents, sats: v.bitcoin.sats };
  const bitcoinValueCents =
    v.bitcoin.sats === 0 ? 0 : priceCents === null ? null : valueOfSats(v.bitcoin.sats, priceCents);
  return {
    blockers: closingBlockers(sqlite, userId),
    forfeit,
    bitcoinValueCents,
    totalCents: bitcoinValueCents === null ? null : points + forfeit.interestCents + bitcoinValueCents,
    pointsRedeemable: points >= CASH_OUT_MINIMUM_CENTS,
    pendingRoundUpCents: Math.max(member.pending, 0),
    minimumCents: CASH_OUT_MINIMUM_CENTS,
  };
}

export const sameForfeit = (a: Forfeit, b: Forfeit) =>
  a.points === b.points && a.interestCents === b.interestCents && a.sats === b.sats;

/**
 * Books out what the member gives up, in the caller's transaction, after `closingPreview` brought the interest up
 * to today. Points leave the balance as a redemption's do (balance down, redeemed up: available = earned -
 * redeemed stays true); each investment's holding and its cost basis go to zero; the interest not yet credited
 * (under a cent a day) is dropped with it. Keys name the member, so a second close books nothing.
 */
export function bookForfeit(sqlite: Sqlite, userId: number, at: number) {
  const db = dbOf(sqlite);
  const member = db.select({ points: users.availablePointsBalance }).from(users).where(eq(users.id, userId)).get();
  const held = db.select().from(investments).where(eq(investments.userId, userId)).all();
  const ledger = new LedgerWriter(sqlite, at);
  const base = { userId, cause: 'account_closed', refType: 'user', refId: userId };
  const key = (part: string) => `account_closed:${userId}:${part}`;
  if (member && member.points > 0) {
    ledger.post({ ...base, account: 'points', amount: -member.points, key: key('points') });
    ledger.post({ ...base, account: 'points_redeemed', amount: member.points, key: key('points_redeemed') });
  }
  for (const inv of held) {
    const type = inv.portfolioType;
    ledger.post({
      ...base,
      account: `invested:${type}`,
      amount: -inv.totalInvestedCents,
      key: key(`invested:${type}`),
    });
    if (type === 'interest')
      ledger.post({ ...base, account: 'balance:interest', amount: -inv.balanceCents, key: key('balance:interest') });
    else ledger.post({ ...base, account: 'sats:bitcoin', amount: -inv.satsHeld, key: key('sats:bitcoin') });
  }
  ledger.flush();
  db.update(investments)
    .set({ accruedMicros: 0, autoInvestEnabled: false, currentValueCents: 0, totalReturnCents: 0 })
    .where(eq(investments.userId, userId))
    .run();
  recordValuation(sqlite, userId, valuation(sqlite, userId, null, at), at);
}
