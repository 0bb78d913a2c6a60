// Where a payout goes: the member's current payout account when it is first sent, and that same account
// for every retry after (the provider's idempotency key names it). An account still needing information holds the
// payout, unsent, with the reason shown, as does a bank account that changed too recently; a payout that fails
// marks its account as needing attention.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#db/index.ts';
import { payoutAccounts } from '#db/schema/index.ts';
import { PAYOUT_DESTINATION_HOLD_MS } from '#shared/constants.ts';
import { outboundFailure, payoutAccountText, requirementWords } from '#shared/messages/payout-accounts.ts';
import { showsArrived } from '#shared/schemas/payouts.ts';
import type { MemberTexts } from '#api/lib/member-texts.ts';
import type { PayoutDestination } from '#api/providers/payments/payment-providers.ts';
import { formatMinorUnits, minorUnitExponent } from '#api/providers/rates/currency-units.ts';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/** The member's current payout account, or null. */
export const currentPayoutAccount = (db: Db, userId: number): PayoutAccountRow | null =>
  db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, userId), isNull(payoutAccounts.replacedAt)))
    .get() ?? null;

export const payoutAccountById = (db: Db, id: number): PayoutAccountRow | null =>
  db.select().from(payoutAccounts).where(eq(payoutAccounts.id, id)).get() ?? null;

export const destinationOfAccount = (a: PayoutAccountRow): PayoutDestination => ({
  rail: a.rail,
  accountRef: a.accountRef,
  currency: a.currency,
});

/** What is still needed before an account can be paid, in words (requirements stored as JSON). */
export function requirementsOf(a: PayoutAccountRow): string[] {
  try {
    const names: unknown = JSON.parse(a.requirements);
    return Array.isArray(names) ? requirementWords(names.filter((n): n is string => typeof n === 'string')) : [];
  } catch {
    return [];
  }
}

/**
 * Until when (ms) payouts to this account wait because its bank account changed less than
 * PAYOUT_DESTINATION_HOLD_MS before `now`, or null: the member, told of the change, has that long to stop it.
 */
export function payoutsHeldUntil(a: Pick<PayoutAccountRow, 'destinationChangedAt'>, now: number): number | null {
  const until = a.destinationChangedAt === null ? null : a.destinationChangedAt.getTime() + PAYOUT_DESTINATION_HOLD_MS;
  return until !== null && until > now ? until : null;
}

/** Why a payout to this account (or to none) waits at `now`, as the payouts list says it; null when it can be sent. */
export function holdReason(a: PayoutAccountRow | null, now: number): string | null {
  if (a?.status === 'ready')
    return payoutsHeldUntil(a, now) === null ? null : payoutAccountText.held(payoutAccountText.heldNewDestination);
  if (!a || a.status === 'onboarding') return payoutAccountText.held(payoutAccountText.heldNotReady);
  if (a.status === 'attention') return payoutAccountText.held(a.attentionReason ?? payoutAccountText.heldNotReady);
  const needed = requirementsOf(a);
  return payoutAccountText.held(needed.length > 0 ? needed.join(', ') : payoutAccountText.heldNotReady);
}

/** The member's payout accounts by id, current and replaced (a list of payouts names each one's). */
export type PayoutAccountsById = ReadonlyMap<number, PayoutAccountRow>;
export const payoutAccountsOf = (db: Db, userId: number): PayoutAccountsById =>
  new Map(
    db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, userId))
      .all()
      .map((a) => [a.id, a]),
  );

/**
 * A payout row's destination, held reason and arrival, as the API sends them (amounts in the currency's units).
 * What arrived only for a payout processing or paid: rows that failed before the column was cleared still hold it.
 */
export function destinationDto(
  row: {
    payoutAccountId: number | null;
    heldReason: string | null;
    arrivedMinor: number | null;
    arrivedCurrency: string | null;
    status: string;
  },
  accounts: PayoutAccountsById,
) {
  const a = row.payoutAccountId === null ? undefined : accounts.get(row.payoutAccountId);
  const exponent = row.arrivedCurrency ? minorUnitExponent(row.arrivedCurrency) : null;
  return {
    destination: a ? { bankName: a.bankName, last4: a.last4, currency: a.currency } : null,
    heldReason: row.status === 'pending' ? row.heldReason : null,
    arrived:
      showsArrived(row.status) && row.arrivedMinor !== null && row.arrivedCurrency && exponent !== null
        ? { amount: formatMinorUnits(row.arrivedMinor, exponent), currency: row.arrivedCurrency }
        : null,
  };
}

const english = { payoutAccountText, outboundFailure };

/** '{bank} ••1234' for notifications and lists, in the member's language (English by default). */
export const accountWords = (
  a: Pick<PayoutAccountRow, 'bankName' | 'last4'>,
  texts: Pick<MemberTexts['payoutAccounts'], 'payoutAccountText' | 'outboundFailure'> = english,
) =>
  texts.payoutAccountText.destination(
    a.bankName ?? texts.outboundFailure.someBank,
    a.last4 ?? texts.outboundFailure.noDigits,
  );
