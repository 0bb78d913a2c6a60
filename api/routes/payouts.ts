import { Hono } from 'hono';
import type { InvestmentType } from '#shared/constants.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import { quotePayout } from '#shared/money/payouts.ts';
import { cashOutRequestSchema, redeemRequestSchema, type CashOut, type Redemption } from '#shared/schemas/payouts.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { jsonBody } from '#api/lib/validate.ts';
import { idempotent } from '#api/middleware/idempotency.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import {
  createCashOut,
  MoneyRuleError,
  redeemPoints,
  type CashOutRow,
  type RedemptionRow,
} from '#api/services/money/payouts.ts';
import { iso, isoOrNull } from '#api/lib/dates.ts';

const redemptionDto = (r: RedemptionRow): Redemption => ({
  id: r.id,
  pointsRedeemed: formatDecimal(r.points_redeemed),
  cashValue: formatDecimal(r.cash_value_cents),
  fee: formatDecimal(r.fee_cents),
  netAmount: formatDecimal(r.cash_value_cents - r.fee_cents),
  redemptionMethod: r.redemption_method,
  payoutMethod: r.payout_method,
  status: r.status as Redemption['status'],
  failureReason: r.failure_reason,
  estimatedArrival: isoOrNull(r.estimated_arrival),
  createdAt: iso(r.created_at),
  processedAt: isoOrNull(r.processed_at),
});

const cashOutDto = (r: CashOutRow): CashOut => ({
  id: r.id,
  amount: formatDecimal(r.amount_cents),
  fee: formatDecimal(r.fee_cents),
  netAmount: formatDecimal(quotePayout(r.amount_cents, r.payout_method).netCents),
  source: r.source,
  status: r.status as CashOut['status'],
  payoutMethod: r.payout_method,
  failureReason: r.failure_reason,
  estimatedArrival: isoOrNull(r.estimated_arrival),
  createdAt: iso(r.created_at),
  processedAt: isoOrNull(r.processed_at),
});

const ruleError = (e: unknown) =>
  e instanceof MoneyRuleError ? { message: e.message, errors: { [e.field]: e.message } } : null;

export function payoutRoutes(deps: Deps) {
  const redemptions = deps.sqlite.prepare(
    'SELECT * FROM points_redemptions WHERE user_id = ? ORDER BY id DESC LIMIT 100',
  );
  const cashOuts = deps.sqlite.prepare('SELECT * FROM cash_outs WHERE user_id = ? ORDER BY id DESC LIMIT 100');

  const holdings = deps.sqlite.prepare(
    'SELECT portfolio_type AS type, balance_cents AS balance, sats_held AS sats FROM investments WHERE user_id = ?',
  );
  /** Without a `source`, the chosen investment if it holds anything, else the one that does. */
  const defaultSource = (userId: number, choice: InvestmentType): InvestmentType => {
    const held = (holdings.all(userId) as { type: InvestmentType; balance: number; sats: number }[])
      .filter((h) => h.balance > 0 || h.sats > 0)
      .map((h) => h.type);
    return held.includes(choice) || held.length === 0 ? choice : held[0]!;
  };

  return new Hono<AppEnv>()
    .post('/points/redeem', requireUser, idempotent(deps), jsonBody(redeemRequestSchema), async (c) => {
      const { amount, method } = c.req.valid('json');
      try {
        return c.json(redemptionDto(await redeemPoints(deps, currentUser(c).id, { amountCents: amount, method })), 201);
      } catch (e) {
        const body = ruleError(e);
        if (body) return c.json(body, 400);
        throw e;
      }
    })
    .get('/points/redemptions', requireUser, (c) =>
      c.json({ redemptions: (redemptions.all(currentUser(c).id) as RedemptionRow[]).map(redemptionDto) }, 200),
    )
    .post('/cash-outs', requireUser, idempotent(deps), jsonBody(cashOutRequestSchema), async (c) => {
      const user = currentUser(c);
      const { amount, payoutMethod, source } = c.req.valid('json');
      try {
        const row = await createCashOut(deps, user.id, {
          amountCents: amount,
          method: payoutMethod,
          source: source ?? defaultSource(user.id, user.investmentChoice),
        });
        return c.json(cashOutDto(row), 201);
      } catch (e) {
        const body = ruleError(e);
        if (body) return c.json(body, 400);
        throw e;
      }
    })
    .get('/cash-outs', requireUser, (c) =>
      c.json({ cashOuts: (cashOuts.all(currentUser(c).id) as CashOutRow[]).map(cashOutDto) }, 200),
    );
}
