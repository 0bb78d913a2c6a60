// Points redemptions and cash-outs (PRODUCT.md section 7): the money leaves the balance through the ledger
// when the request is accepted; the payout provider then moves it; a failed payout returns it through new
// ledger rows. Statuses: pending -> processing -> paid, or failed.
import type { InvestmentType } from '#shared/constants.ts';
import { payouts as text } from '#shared/messages.ts';
import { satsToRaise } from '#shared/money/bitcoin.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import { estimatedArrival, quotePayout, type PayoutMethod } from '#shared/money/payouts.ts';
import type { PayoutState } from '#api/providers/payments/payment-providers.ts';
import { unlockAchievement } from './achievements.ts';
import type { Deps } from '#api/deps.ts';
import { accrueInterest, investmentOf, recordValuation, valuation } from './investments.ts';
import { LedgerWriter } from './ledger.ts';
import { notify } from './notify.ts';

/** What the money services need: the database, the providers and the clock. */
type MoneyDeps = Pick<Deps, 'sqlite' | 'providers' | 'now'>;

/** A request the user can fix (not enough points, ...): a 400 on `field`. */
export class MoneyRuleError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

type Kind = 'redemption' | 'cash_out';
const TABLE: Record<Kind, string> = { redemption: 'points_redemptions', cash_out: 'cash_outs' };

export type RedemptionRow = {
  id: number;
  user_id: number;
  points_redeemed: number;
  cash_value_cents: number;
  fee_cents: number;
  redemption_method: string;
  payout_method: PayoutMethod;
  status: string;
  stripe_payout_id: string | null;
  failure_reason: string | null;
  estimated_arrival: number | null;
  created_at: number;
  processed_at: number | null;
};
export type CashOutRow = {
  id: number;
  user_id: number;
  amount_cents: number;
  fee_cents: number;
  status: string;
  payout_method: PayoutMethod;
  source: InvestmentType;
  sats_sold: number | null;
  stripe_payout_id: string | null;
  failure_reason: string | null;
  estimated_arrival: number | null;
  created_at: number;
  processed_at: number | null;
};

/** Turns points into cash: 1 point = $1, minimum $25, fee by method. */
export async function redeemPoints(
  deps: MoneyDeps,
  userId: number,
  input: { amountCents: number; method: PayoutMethod },
): Promise<RedemptionRow> {
  const { sqlite } = deps;
  const at = deps.now();
  const quote = quotePayout(input.amountCents, input.method);
  const row = sqlite
    .transaction(() => {
      const u = sqlite.prepare('SELECT available_points_balance AS points FROM users WHERE id = ?').get(userId) as {
        points: number;
      };
      // Points are hundredths of a point and 1 point = $1, so the amount in cents is the points to take.
      if (u.points < input.amountCents) throw new MoneyRuleError('amount', text.notEnoughPoints);
      const r = sqlite
        .prepare(
          `INSERT INTO points_redemptions (user_id, points_redeemed, cash_value_cents, fee_cents, redemption_method, payout_method, status, estimated_arrival, created_at)
         VALUES (?, ?, ?, ?, 'bank_transfer', ?, 'pending', ?, ?) RETURNING *`,
        )
        .get(
          userId,
          input.amountCents,
          input.amountCents,
          quote.feeCents,
          input.method,
          input.method === 'standard' ? estimatedArrival(at) : null,
          at,
        ) as RedemptionRow;
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
      return r;
    })
    .immediate();
  await sendPayout(deps, 'redemption', row.id, userId, quote.netCents, input.method);
  const final = sqlite.prepare('SELECT * FROM points_redemptions WHERE id = ?').get(row.id) as RedemptionRow;
  if (final.status !== 'failed')
    sqlite.transaction(() => unlockAchievement(sqlite, userId, 'first_redemption', deps.now())).immediate();
  return final;
}

/** Takes money out of an investment: the interest account's balance, or Bitcoin sold at the current price. */
export async function createCashOut(
  deps: MoneyDeps,
  userId: number,
  input: { amountCents: number; method: PayoutMethod; source: InvestmentType },
): Promise<CashOutRow> {
  const { sqlite } = deps;
  const price = await deps.providers.prices.btcUsdCents(deps.now());
  const at = deps.now();
  const quote = quotePayout(input.amountCents, input.method);
  const row = sqlite
    .transaction(() => {
      const ledger = new LedgerWriter(sqlite, at);
      if (input.source === 'interest') accrueInterest(sqlite, ledger, userId, at);
      ledger.flush();
      const inv = investmentOf(sqlite, userId, input.source, at);
      const held = input.source === 'interest' ? inv.balance_cents : inv.sats_held;
      const take = input.source === 'interest' ? input.amountCents : satsToRaise(input.amountCents, price);
      if (take > held || held <= 0) throw new MoneyRuleError('amount', text.notEnoughFunds);
      // The cost basis leaves in proportion to what is sold, so the return on what stays is unchanged.
      const investedOut = Math.round((inv.total_invested_cents * take) / held);
      const c = sqlite
        .prepare(
          `INSERT INTO cash_outs (user_id, amount_cents, fee_cents, status, payout_method, source, sats_sold, estimated_arrival, created_at)
         VALUES (?, ?, ?, 'pending', ?, ?, ?, ?, ?) RETURNING *`,
        )
        .get(
          userId,
          input.amountCents,
          quote.feeCents,
          input.method,
          input.source,
          input.source === 'bitcoin' ? take : null,
          input.method === 'standard' ? estimatedArrival(at) : null,
          at,
        ) as CashOutRow;
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
      return c;
    })
    .immediate();
  await sendPayout(deps, 'cash_out', row.id, userId, quote.netCents, input.method);
  return sqlite.prepare('SELECT * FROM cash_outs WHERE id = ?').get(row.id) as CashOutRow;
}

async function sendPayout(
  deps: MoneyDeps,
  kind: Kind,
  id: number,
  userId: number,
  netCents: number,
  method: PayoutMethod,
) {
  const destination = (
    deps.sqlite.prepare('SELECT stripe_connect_account_id AS d FROM users WHERE id = ?').get(userId) as {
      d: string | null;
    }
  ).d;
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
function applyPayoutState(deps: MoneyDeps, kind: Kind, id: number, state: PayoutState) {
  const { sqlite } = deps;
  const at = deps.now();
  sqlite
    .transaction(() => {
      const row = sqlite.prepare(`SELECT * FROM ${TABLE[kind]} WHERE id = ?`).get(id) as
        (RedemptionRow & CashOutRow) | undefined;
      if (!row || row.status === 'paid' || row.status === 'failed') return;
      const payoutId = state.payoutId ?? row.stripe_payout_id;
      if (state.status === 'processing') {
        sqlite
          .prepare(`UPDATE ${TABLE[kind]} SET status = 'processing', stripe_payout_id = ? WHERE id = ?`)
          .run(payoutId, id);
        return;
      }
      const gross = kind === 'redemption' ? row.cash_value_cents : row.amount_cents;
      if (state.status === 'paid') {
        sqlite
          .prepare(`UPDATE ${TABLE[kind]} SET status = 'paid', stripe_payout_id = ?, processed_at = ? WHERE id = ?`)
          .run(payoutId, at, id);
        notify(
          sqlite,
          {
            userId: row.user_id,
            type: 'payout',
            title: text.paidTitle,
            message: text.paidBody(`$${formatDecimal(gross - row.fee_cents)}`),
            data: { kind, id },
          },
          at,
        );
        return;
      }
      sqlite
        .prepare(
          `UPDATE ${TABLE[kind]} SET status = 'failed', stripe_payout_id = ?, failure_reason = ?, processed_at = ? WHERE id = ?`,
        )
        .run(payoutId, (state.status === 'failed' && state.reason) || text.providerFailed, at, id);
      returnFunds(deps, kind, row, at);
      notify(
        sqlite,
        {
          userId: row.user_id,
          type: 'payout',
          title: text.failedTitle,
          message: text.failedBody(`$${formatDecimal(gross)}`),
          data: { kind, id },
        },
        at,
      );
    })
    .immediate();
}

/** Puts back exactly what the request took, as new ledger rows (the originals stay). */
function returnFunds(deps: MoneyDeps, kind: Kind, row: RedemptionRow & CashOutRow, at: number) {
  const ledger = new LedgerWriter(deps.sqlite, at);
  const base = { userId: row.user_id, cause: `${kind}_failed`, refType: kind, refId: row.id };
  const taken = deps.sqlite
    .prepare(
      'SELECT account, amount FROM ledger_entries WHERE ref_type = ? AND ref_id = ? AND amount <> 0 AND cause = ?',
    )
    .all(kind, row.id, kind) as {
    account: Parameters<LedgerWriter['post']>[0]['account'];
    amount: number;
  }[];
  for (const t of taken)
    ledger.post({ ...base, account: t.account, amount: -t.amount, key: `${kind}:${row.id}:return:${t.account}` });
  ledger.flush();
}

/** Asks the provider about every payout still pending or processing (the scheduler calls this). */
export async function refreshPayouts(deps: MoneyDeps) {
  for (const kind of ['redemption', 'cash_out'] as const) {
    const open = deps.sqlite
      .prepare(`SELECT * FROM ${TABLE[kind]} WHERE status IN ('pending', 'processing') ORDER BY id`)
      .all() as (RedemptionRow & CashOutRow)[];
    for (const row of open) {
      const gross = kind === 'redemption' ? row.cash_value_cents : row.amount_cents;
      if (row.status === 'pending' || !row.stripe_payout_id) {
        await sendPayout(deps, kind, row.id, row.user_id, gross - row.fee_cents, row.payout_method);
        continue;
      }
      const destination = (
        deps.sqlite.prepare('SELECT stripe_connect_account_id AS d FROM users WHERE id = ?').get(row.user_id) as {
          d: string | null;
        }
      ).d;
      try {
        applyPayoutState(deps, kind, row.id, await deps.providers.payouts.getPayout(row.stripe_payout_id, destination));
      } catch (error) {
        console.warn(`[payouts] ${kind} ${row.id}: status check failed, will retry:`, (error as Error).message);
      }
    }
  }
}
