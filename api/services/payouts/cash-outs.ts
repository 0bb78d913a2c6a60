// Cash-outs (docs/product-rules.md section 7): money taken out of an investment, through the ledger when the request is
// accepted, then paid by the payout provider (a failed payout returns it; see money/payout-state.ts).
import { desc, eq } from 'drizzle-orm';
import { cashOuts, investments } from '#db/schema/index.ts';
import type { InvestmentType } from '#shared/constants.ts';
import { payouts as text } from '#shared/messages/money.ts';
import { satsToRaise, valueOfSats } from '#shared/money/bitcoin.ts';
import { estimatedArrival, quotePayout, type PayoutMethod } from '#shared/money/payouts.ts';
import { applyRate } from '#shared/money/rounding.ts';
import type { Deps } from '#api/deps.ts';
import {
  accrueInterest,
  bitcoinPriceOrNull,
  investmentOf,
  recordValuation,
  valuation,
} from '#api/services/money/investments.ts';
import { creditAccrued } from '#api/services/money/accrued-credit.ts';
import { LedgerWriter } from '#api/services/money/ledger.ts';
import type { MoneyDeps } from '#api/services/money/money-deps.ts';
import { sendPayout } from '#api/services/money/payout-state.ts';
import { MoneyRuleError, requirePayoutAccount } from '#api/services/money/payouts.ts';
import { write } from '#db/unit-of-work.ts';

export type CashOutRecord = typeof cashOuts.$inferSelect;

/** A Bitcoin cash-out asked for while the Bitcoin price is unavailable: nothing moved, try again later. */
export class BitcoinPriceUnavailableError extends Error {
  constructor() {
    super(text.bitcoinPriceUnavailable);
  }
}

/**
 * Takes money out of an investment: the interest account's balance, or Bitcoin sold at the current price;
 * `amountCents: 'all'` empties it (the interest accrued this month credited first, every satoshi sold), whatever it
 * holds: a member's invested money is never trapped under the minimum (docs/decisions/0024-emptying-an-investment.md).
 * Only a Bitcoin cash-out needs the price: without one it is refused (BitcoinPriceUnavailableError) before anything
 * moves, while the interest account pays out as usual. `onCommit` runs inside the transaction that takes the
 * money (the Idempotency-Key's answer is stored there).
 */
export async function createCashOut(
  deps: MoneyDeps,
  userId: number,
  input: { amountCents: number | 'all'; method: PayoutMethod; source: InvestmentType },
  onCommit?: (accepted: CashOutRecord) => void,
): Promise<CashOutRecord> {
  const { db, sqlite } = deps;
  const price = await bitcoinPriceOrNull(deps);
  if (input.source === 'bitcoin' && price === null) throw new BitcoinPriceUnavailableError();
  const at = deps.now();
  const whole = input.amountCents === 'all';
  const row = write(sqlite, () => {
    requirePayoutAccount(deps, userId);
    const ledger = new LedgerWriter(sqlite, at);
    if (input.source === 'interest') accrueInterest(sqlite, ledger, userId, at);
    ledger.flush();
    if (whole && input.source === 'interest') creditAccrued(sqlite, ledger, userId, at, `emptied:${at}`);
    const inv = investmentOf(sqlite, userId, input.source, at);
    const held = input.source === 'interest' ? inv.balanceCents : inv.satsHeld;
    const amountCents =
      input.amountCents !== 'all' ? input.amountCents : input.source === 'bitcoin' ? valueOfSats(held, price!) : held;
    const take = whole
      ? held
      : input.source === 'bitcoin' && price !== null
        ? satsToRaise(amountCents, price)
        : amountCents;
    if (take > held || held <= 0 || amountCents <= 0) throw new MoneyRuleError('amount', text.notEnoughFunds);
    const quote = quotePayout(amountCents, input.method);
    // Emptying a small investment: the standard payout's fee would take all of it.
    if (quote.netCents <= 0) throw new MoneyRuleError('payoutMethod', text.feeTakesAll);
    // The cost basis leaves in proportion to what is sold (take / held, half to even), so the return on what
    // stays is unchanged.
    const investedOut = applyRate(inv.totalInvestedCents, take, held);
    const c = db
      .insert(cashOuts)
      .values({
        userId,
        amountCents,
        feeCents: quote.feeCents,
        status: 'pending',
        payoutMethod: input.method,
        source: input.source,
        satsSold: input.source === 'bitcoin' ? take : null,
        estimatedArrival: input.method === 'standard' ? new Date(estimatedArrival(at)) : null,
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
    return { id: c.id, netCents: quote.netCents };
  });
  await sendPayout(deps, 'cash_out', row.id, userId, row.netCents, input.method);
  return cashOutById(deps, row.id);
}

/** The user's last 100 cash-outs, newest first. */
export function recentCashOuts({ db }: Pick<Deps, 'db'>, userId: number): CashOutRecord[] {
  return db.select().from(cashOuts).where(eq(cashOuts.userId, userId)).orderBy(desc(cashOuts.id)).limit(100).all();
}

/** One cash-out as it now stands (after its payout was sent). */
export function cashOutById({ db }: Pick<Deps, 'db'>, id: number): CashOutRecord {
  const row = db.select().from(cashOuts).where(eq(cashOuts.id, id)).get();
  if (!row) throw new Error(`cash-out ${id} not found`);
  return row;
}

/** Without a `source`, the chosen investment if it holds anything, else the one that does. */
export function defaultCashOutSource({ db }: Pick<Deps, 'db'>, userId: number, choice: InvestmentType): InvestmentType {
  const held = db
    .select({ type: investments.portfolioType, balance: investments.balanceCents, sats: investments.satsHeld })
    .from(investments)
    .where(eq(investments.userId, userId))
    .all()
    .filter((h) => h.balance > 0 || h.sats > 0)
    .map((h) => h.type);
  return held.includes(choice) || held.length === 0 ? choice : held[0]!;
}
