// A payout after it was accepted: sent to the provider (again, with the same key, while it stays pending and the
// provider still remembers the key) and moved to the provider's state; a failure returns exactly what the request
// took, through new ledger rows, even when it comes after the payout was reported paid.
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Db } from '#db/index.ts';
import { cashOuts, ledgerEntries, payoutAccounts, pointsRedemptions, users } from '#db/schema/index.ts';
import { PAID_PAYOUT_RETURN_DAYS } from '#shared/constants.ts';
import { payouts as text } from '#shared/messages/money.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import { PAYOUTS_SETTINGS } from '#shared/routes-payouts.ts';
import { estimatedArrival, type PayoutMethod } from '#shared/money/payouts.ts';
import { providerKey } from '#api/lib/provider-key.ts';
import type { PayoutState } from '#api/providers/payments/payment-providers.ts';
import { LedgerWriter, ledgerAccount } from './ledger.ts';
import type { MoneyDeps } from './money-deps.ts';
import { notify } from './notify.ts';
import {
  accountWords,
  currentPayoutAccount,
  destinationOfAccount,
  holdReason,
  payoutAccountById,
  type PayoutAccountRow,
} from './payout-destinations.ts';
import { write } from '#db/unit-of-work.ts';

export type PayoutKind = 'redemption' | 'cash_out';
export const TABLES = { redemption: pointsRedemptions, cash_out: cashOuts } as const;

/**
 * Payout providers keep idempotency keys for 24 hours (Stripe does). A payout the provider never answered is sent
 * again with the same key only within 23 hours of the request; past that a new send could pay twice, so it is set
 * aside for a person to reconcile with the provider's records (as a sweep is, `SWEEP_RECOVERY_WINDOW_MS`).
 */
export const PAYOUT_RETRY_WINDOW_MS = 23 * 60 * 60 * 1000;

/** A paid payout is asked about for PAID_PAYOUT_RETURN_DAYS after it was paid (weekends and holidays included). */
export const PAID_PAYOUT_WATCH_MS = PAID_PAYOUT_RETURN_DAYS * 24 * 60 * 60 * 1000;

/** A failed payout left nothing in the bank account (refused, or sent back): what arrived no longer holds. */
const NOTHING_ARRIVED = { arrivedMinor: null, arrivedCurrency: null } as const;

/** Payouts of one kind, read through the columns both tables share (the gross amount is named apart). */
export function payoutsOf(db: Db, kind: PayoutKind) {
  const t = TABLES[kind];
  return db
    .select({
      id: t.id,
      userId: t.userId,
      status: t.status,
      grossCents: kind === 'redemption' ? pointsRedemptions.cashValueCents : cashOuts.amountCents,
      feeCents: t.feeCents,
      payoutMethod: t.payoutMethod,
      stripePayoutId: t.stripePayoutId,
      payoutAccountId: t.payoutAccountId,
      firstSentAt: t.firstSentAt,
      heldReason: t.heldReason,
      keyNonce: t.keyNonce,
      createdAt: t.createdAt,
    })
    .from(t)
    .$dynamic();
}
export type Payout = NonNullable<ReturnType<ReturnType<typeof payoutsOf>['get']>>;

/** The account a payout went to (once sent), or the member's current one (before). */
export function destinationOf(db: Db, row: Pick<Payout, 'userId' | 'payoutAccountId' | 'firstSentAt'>) {
  if (row.firstSentAt && row.payoutAccountId) return payoutAccountById(db, row.payoutAccountId);
  return currentPayoutAccount(db, row.userId);
}

/**
 * Sends a payout to the member's payout account. The first send fixes the account (every retry goes to it, under
 * the same key); before that, an account not ready, or whose bank account just changed, holds it unsent with why.
 */
export async function sendPayout(
  deps: MoneyDeps,
  kind: PayoutKind,
  id: number,
  userId: number,
  netCents: number,
  method: PayoutMethod,
) {
  const { db, sqlite } = deps;
  const t = TABLES[kind];
  const send = write(sqlite, () => {
    const row = payoutsOf(db, kind).where(eq(t.id, id)).get();
    // Settled, or already with the provider under its id: nothing to send.
    if (!row || row.status === 'paid' || row.status === 'failed' || row.stripePayoutId) return null;
    const to = destinationOf(db, row);
    if (row.firstSentAt) return to && { to, key: providerKey(kind, id, row.keyNonce) };
    const held = holdReason(to, deps.now());
    if (held !== null || !to) {
      db.update(t).set({ heldReason: held }).where(eq(t.id, id)).run();
      return null;
    }
    // A standard payout held for its account arrives 1-3 business days from when it is really sent.
    const sentAt = deps.now();
    const arrives = row.payoutMethod === 'standard' ? { estimatedArrival: new Date(estimatedArrival(sentAt)) } : {};
    db.update(t)
      .set({ payoutAccountId: to.id, firstSentAt: new Date(sentAt), heldReason: null, ...arrives })
      .where(eq(t.id, id))
      .run();
    return { to, key: providerKey(kind, id, row.keyNonce) };
  });
  if (!send) return;
  let state: PayoutState;
  try {
    state = await deps.providers.payouts.createPayout({
      destination: destinationOfAccount(send.to),
      amountCents: netCents,
      method,
      idempotencyKey: send.key,
      description: `GiftOrbit ${kind.replace('_', '-')} ${id}`,
    });
  } catch (error) {
    // Transient: the row stays pending and `refreshPayouts` sends it again with the same key.
    console.warn(`[payouts] ${kind} ${id}: the payout provider failed, will retry:`, (error as Error).message);
    return;
  }
  applyPayoutState(deps, kind, id, state);
}

/** Moves a payout to the provider's state; a failure returns the money through the ledger, once. */
export function applyPayoutState(deps: MoneyDeps, kind: PayoutKind, id: number, state: PayoutState) {
  const { db, sqlite } = deps;
  const t = TABLES[kind];
  const at = deps.now();
  write(sqlite, () => {
    const row = payoutsOf(db, kind).where(eq(t.id, id)).get();
    if (!row || row.status === 'failed') return;
    // Once paid, only a failure changes anything: the bank sent the payout back.
    const returned = row.status === 'paid';
    if (returned && state.status !== 'failed') return;
    const stripePayoutId = state.payoutId ?? row.stripePayoutId;
    const arrived =
      state.status !== 'failed' && state.arrived
        ? { arrivedMinor: state.arrived.minor, arrivedCurrency: state.arrived.currency }
        : {};
    if (state.status === 'processing') {
      db.update(t)
        .set({ status: 'processing', stripePayoutId, ...arrived })
        .where(eq(t.id, id))
        .run();
      return;
    }
    if (state.status === 'paid') {
      db.update(t)
        .set({ status: 'paid', stripePayoutId, processedAt: new Date(at), ...arrived })
        .where(eq(t.id, id))
        .run();
      notify(
        sqlite,
        {
          userId: row.userId,
          type: 'payout',
          words: ({ texts: { money }, dollars }) => ({
            title: money.payouts.paidTitle,
            message: money.payouts.paidBody(dollars(row.grossCents - row.feeCents)),
          }),
          data: { kind, id },
          push: 'notifyCashOutReminders',
        },
        at,
      );
      return;
    }
    const providerReason = state.status === 'failed' ? state.reason : undefined;
    // The provider's own reason, as it gave it; ours in the member's language.
    const failureReason = providerReason || text.providerFailed;
    db.update(t)
      .set({ status: 'failed', stripePayoutId, failureReason, processedAt: new Date(at), ...NOTHING_ARRIVED })
      .where(eq(t.id, id))
      .run();
    returnFunds(deps, kind, row, at);
    const amount = `$${formatDecimal(row.grossCents)}`;
    // Closing waits out a paid payout's 10 days (closing-books.ts); an account closed before that rule can still
    // meet one. Its member can no longer sign in: an operator pays it by other means, never silently.
    if (
      db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, row.userId), isNotNull(users.closedAt)))
        .get()
    )
      console.error(
        `[payouts] ${kind} ${id} of closed account ${row.userId} came back from the bank after closing: ` +
          `${amount} is owed to a closed account, to be paid by other means`,
      );
    const attention = needsAttention(db, row, failureReason, at);
    notify(
      sqlite,
      {
        userId: row.userId,
        type: 'payout',
        words: ({ texts, dollars }) => {
          const { payouts } = texts.money;
          const owed = dollars(row.grossCents);
          const where = attention && accountWords(attention, texts.payoutAccounts);
          const reason = providerReason || payouts.providerFailed;
          const fix = where ? ` ${texts.payoutAccounts.payoutAccountText.attentionFix(where, reason)}` : '';
          return {
            title: returned ? payouts.returnedTitle : payouts.failedTitle,
            message: `${returned ? payouts.returnedBody(owed) : payouts.failedBody(owed)}${fix}`,
          };
        },
        data: attention ? { kind, id, url: PAYOUTS_SETTINGS } : { kind, id },
        push: 'notifyCashOutReminders',
      },
      at,
    );
  });
}

/**
 * A payout that failed at the bank (closed account, wrong details) marks the account it went to as needing
 * attention, so the next payouts wait for new details instead of failing the same way; says what to fix.
 */
function needsAttention(db: Db, row: Payout, reason: string, at: number): PayoutAccountRow | null {
  if (!row.payoutAccountId || !row.firstSentAt) return null;
  const account = payoutAccountById(db, row.payoutAccountId);
  if (!account) return null;
  db.update(payoutAccounts)
    .set({ status: 'attention', attentionReason: reason, stateAt: Math.max(account.stateAt, at) })
    .where(eq(payoutAccounts.id, account.id))
    .run();
  return account;
}

/**
 * A payout the provider has not answered within 23 h is not sent again (the provider may have forgotten its key,
 * so a new send could pay twice): it is marked for reconciliation and shown as processing, its money stays taken
 * until a person settles it with the provider's records, and the user is told once.
 */
export function setAsideForReconciliation(deps: MoneyDeps, kind: PayoutKind, row: Payout) {
  const { db, sqlite } = deps;
  const t = TABLES[kind];
  const at = deps.now();
  const moved = write(sqlite, () => {
    const changed = db
      .update(t)
      .set({ status: 'processing', reconcilingSince: new Date(at) })
      .where(and(eq(t.id, row.id), eq(t.status, 'pending'), isNull(t.reconcilingSince)))
      .run().changes;
    if (changed)
      notify(
        sqlite,
        {
          userId: row.userId,
          type: 'payout',
          words: ({ texts: { money }, dollars }) => ({
            title: money.payouts.stuckTitle,
            message: money.payouts.stuckBody(dollars(row.grossCents)),
          }),
          data: { kind, id: row.id },
          push: 'notifyCashOutReminders',
        },
        at,
      );
    return changed > 0;
  });
  if (moved)
    console.error(
      `[payouts] ${kind} ${row.id} (user ${row.userId}) got no answer from the payout provider within 23 h: ` +
        `not sent again, reconcile it with the provider (key ${providerKey(kind, row.id, row.keyNonce)})`,
    );
}

/** Puts back exactly what the request took, as new ledger rows (the originals stay). */
function returnFunds({ db, sqlite }: MoneyDeps, kind: PayoutKind, row: Payout, at: number) {
  const ledger = new LedgerWriter(sqlite, at);
  const base = { userId: row.userId, cause: `${kind}_failed`, refType: kind, refId: row.id };
  const taken = db
    .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.refType, kind),
        eq(ledgerEntries.refId, row.id),
        ne(ledgerEntries.amount, 0),
        eq(ledgerEntries.cause, kind),
      ),
    )
    .all();
  for (const { account, amount } of taken)
    ledger.post({
      ...base,
      account: ledgerAccount(account),
      amount: -amount,
      key: `${kind}:${row.id}:return:${account}`,
    });
  ledger.flush();
}
