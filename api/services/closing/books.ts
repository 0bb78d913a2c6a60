// The money side of closing an account. What would stop it (money still invested, which is the member's and is cashed
// out first; money on its way; or a paid payout the bank may still send back), and what the member gives up: the
// points, booked out through the ledger so `auditLedger` stays clean and the 7-year records say where the money went
// (cause `account_closed`). Decisions 0022 and 0024.
import { and, eq, gte, inArray, isNotNull, max } from 'drizzle-orm';
import type { Sqlite } from '#db/index.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { dbOf } from '#db/index.ts';
import { cashOuts, investments, pointsRedemptions, referrals, sweeps, users } from '#db/schema/index.ts';
import { CASH_OUT_MINIMUM_CENTS } from '#shared/constants.ts';
import { CLOSING_BLOCKERS, type ClosingBlocker, type ClosingPreview, type Forfeit } from '#shared/schemas/closing.ts';
import { valueOfSats } from '#shared/money/bitcoin.ts';
import { creditAccrued } from '#api/services/money/accrued-credit.ts';
import { accrueInterest, recordValuation, valuation } from '#api/services/money/investments.ts';
import { LedgerWriter, SWEEP_IN_FLIGHT } from '#api/services/money/ledger.ts';
import { PAID_PAYOUT_WATCH_MS } from '#api/services/money/payout-state.ts';
import { memberWords, type MemberTexts } from '#api/lib/member-texts.ts';
import { zonedDate, zonedDayStart } from '#shared/i18n/zoned-time.ts';

const PAYOUT_IN_FLIGHT = ['pending', 'processing'] as const;
type InFlight = Exclude<ClosingBlocker, 'returnable' | 'invested'>;
const blockerText = (text: MemberTexts['closing']['closingText']): Record<InFlight, string> => ({
  sweep: text.sweepInFlight,
  cash_out: text.payoutInFlight,
  redemption: text.redemptionInFlight,
});

const DAY_MS = 86_400_000;

/** Whom the blockers are said to: their language, country and time zone. */
type Reader = { locale: Locale; country: string; timeZone: string };

/**
 * From when no paid payout of the member's can still come back from their bank (the payouts are followed for
 * PAID_PAYOUT_WATCH_MS, `openPayouts`), whose money must have an open account to return to. Null when none can.
 */
export function returnableUntil(sqlite: Sqlite, userId: number, at: number, timeZone: string): number | null {
  const db = dbOf(sqlite);
  const latest = [cashOuts, pointsRedemptions].map(
    (t) =>
      db
        .select({ paid: max(t.processedAt) })
        .from(t)
        .where(
          and(
            eq(t.userId, userId),
            eq(t.status, 'paid'),
            isNotNull(t.stripePayoutId),
            gte(t.processedAt, new Date(at - PAID_PAYOUT_WATCH_MS - DAY_MS)),
          ),
        )
        .get()?.paid ?? null,
  );
  const paid = Math.max(...latest.map((d) => d?.getTime() ?? 0));
  // From the start of the next day in the member's time zone: the day the dialog names is one on which closing works
  // all day where they live.
  const end = paid + PAID_PAYOUT_WATCH_MS;
  const day = zonedDate(timeZone, end);
  const dayStart = zonedDayStart(timeZone, day.year, day.month0, day.day);
  const from = dayStart === end ? end : zonedDayStart(timeZone, day.year, day.month0, day.day + 1);
  return paid > 0 && from > at ? from : null;
}

/** The day, as the dialog names it, in the member's language and time zone: 'December 8, 2026'. */
const dayText = (ms: number, locale: string, timeZone: string) =>
  new Date(ms).toLocaleDateString(locale, { timeZone, year: 'numeric', month: 'long', day: 'numeric' });

/**
 * Money on its way for the member: a sweep being charged, a cash-out or a redemption not yet arrived, or paid within
 * the days its bank can still send it back.
 */
function closingBlockers(sqlite: Sqlite, userId: number, at: number, reader: Reader): ClosingPreview['blockers'] {
  const db = dbOf(sqlite);
  // Said in the member's language, the day in their time zone.
  const { locale, timeZone } = reader;
  const text = memberWords(locale, reader.country, timeZone).texts.closing.closingText;
  const inFlight: Record<InFlight, () => { id: number } | undefined> = {
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
  const blockers: ClosingPreview['blockers'] = CLOSING_BLOCKERS.flatMap((code) =>
    code !== 'returnable' && code !== 'invested' && inFlight[code]() !== undefined
      ? [{ code, message: blockerText(text)[code], until: null }]
      : [],
  );
  const until = returnableUntil(sqlite, userId, at, timeZone);
  if (until !== null)
    blockers.push({
      code: 'returnable',
      message: text.payoutReturnable(dayText(until, locale, timeZone)),
      until: new Date(until).toISOString(),
    });
  return blockers;
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
    .select({
      points: users.availablePointsBalance,
      pending: users.pendingRoundUpCents,
      locale: users.locale,
      country: users.country,
      timeZone: users.timeZone,
    })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!member) throw new Error(`closingPreview: no user ${userId}`);
  // A negative balance (a refund took back points already redeemed) is not owed by closing: nothing to give up.
  const points = Math.max(member.points, 0);
  const forfeit: Forfeit = { points, interestCents: v.interest.valueCents, sats: v.bitcoin.sats };
  const bitcoinValueCents =
    v.bitcoin.sats === 0 ? 0 : priceCents === null ? null : valueOfSats(v.bitcoin.sats, priceCents);
  // The member's investments are theirs: cashed out first, never given up (docs/product-rules.md section 7).
  const invested = forfeit.interestCents > 0 || forfeit.sats > 0;
  const { closingText } = memberWords(member.locale, member.country).texts.closing;
  const held = invested ? [{ code: 'invested' as const, message: closingText.investmentsFirst, until: null }] : [];
  return {
    blockers: [...held, ...closingBlockers(sqlite, userId, at, member)],
    forfeit,
    bitcoinValueCents,
    totalCents: points,
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
 * redeemed stays true). The investments hold nothing by then (closing waits while one does: 'invested'); their rows
 * are still brought to zero, interest accrued and cost basis included, so no leftover cent outlives the account. Keys
 * name the member, so a second close books nothing. The member's referrals still pending, as the friend
 * who joined or as the one who invited, end: nothing completes for a closed account.
 */
export function bookForfeit(sqlite: Sqlite, userId: number, at: number) {
  const db = dbOf(sqlite);
  const ledger = new LedgerWriter(sqlite, at);
  creditAccrued(sqlite, ledger, userId, at, 'closing');
  const member = db.select({ points: users.availablePointsBalance }).from(users).where(eq(users.id, userId)).get();
  const held = db.select().from(investments).where(eq(investments.userId, userId)).all();
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
  for (const side of [referrals.referrerId, referrals.referredUserId])
    db.update(referrals)
      .set({ status: 'ended' })
      .where(and(eq(side, userId), eq(referrals.status, 'pending')))
      .run();
}
