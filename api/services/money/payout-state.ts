// A payout after it was accepted: sent to the provider (again, with the same key, while it stays pending) and
// moved to the provider's state; a failure returns exactly what the request took, through new ledger rows.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '#db/index.ts';
import { cashOuts, ledgerEntries, pointsRedemptions, users } from '#db/schema/index.ts';
import { payouts as text } from '#shared/messages/money.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import type { PayoutMethod } from '#shared/money/payouts.ts';
import type { PayoutState } from '#api/providers/payments/payment-providers.ts';
import { LedgerWriter, ledgerAccount } from './ledger.ts';
import type { MoneyDeps } from './money-deps.ts';
import { notify } from './notify.ts';

export type PayoutKind = 'redemption' | 'cash_out';
const TABLES = { redemption: pointsRedemptions, cash_out: cashOuts } as const;

/** Payouts of one kind, read through the columns both tables share (the gross amount is named apart). */
function payoutsOf(db: Db, kind: PayoutKind) {
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
    })
    .from(t)
    .$dynamic();
}
type Payout = NonNullable<ReturnType<ReturnType<typeof payoutsOf>['get']>>;

/** The user's connected payout account, if any. */
export const destinationOf = (db: Db, userId: number) =>
  db.select({ id: users.stripeConnectAccountId }).from(users).where(eq(users.id, userId)).get()?.id ?? null;

export async function sendPayout(
  deps: MoneyDeps,
  kind: PayoutKind,
  id: number,
  userId: number,
  netCents: number,
  method: PayoutMethod,
) {
  const destination = destinationOf(deps.db, userId);
  let state: PayoutState;
  try {
    state = await deps.providers.payouts.createPayout({
      destination,
      amountCents: netCents,
      method,
      idempotencyKey: `${kind}-${id}`,
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
  sqlite
    .transaction(() => {
      const row = payoutsOf(db, kind).where(eq(t.id, id)).get();
      if (!row || row.status === 'paid' || row.status === 'failed') return;
      const stripePayoutId = state.payoutId ?? row.stripePayoutId;
      if (state.status === 'processing') {
        db.update(t).set({ status: 'processing', stripePayoutId }).where(eq(t.id, id)).run();
        return;
      }
      if (state.status === 'paid') {
        db.update(t)
          .set({ status: 'paid', stripePayoutId, processedAt: new Date(at) })
          .where(eq(t.id, id))
          .run();
        notify(
          sqlite,
          {
            userId: row.userId,
            type: 'payout',
            title: text.paidTitle,
            message: text.paidBody(`$${formatDecimal(row.grossCents - row.feeCents)}`),
            data: { kind, id },
          },
          at,
        );
        return;
      }
      const failureReason = (state.status === 'failed' && state.reason) || text.providerFailed;
      db.update(t)
        .set({ status: 'failed', stripePayoutId, failureReason, processedAt: new Date(at) })
        .where(eq(t.id, id))
        .run();
      returnFunds(deps, kind, row, at);
      notify(
        sqlite,
        {
          userId: row.userId,
          type: 'payout',
          title: text.failedTitle,
          message: text.failedBody(`$${formatDecimal(row.grossCents)}`),
          data: { kind, id },
        },
        at,
      );
    })
    .immediate();
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

/** Every payout of `kind` still pending or processing, oldest first. */
export function openPayouts(db: Db, kind: PayoutKind) {
  const t = TABLES[kind];
  return payoutsOf(db, kind)
    .where(inArray(t.status, ['pending', 'processing']))
    .orderBy(asc(t.id))
    .all();
}
