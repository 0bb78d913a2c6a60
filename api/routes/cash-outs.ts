import { Hono } from 'hono';
import { formatDecimal } from '#shared/money/cents.ts';
import { quotePayout } from '#shared/money/payouts.ts';
import { cashOutRequestSchema, type CashOut } from '#shared/schemas/payouts.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { iso, isoOrNull } from '#api/lib/dates.ts';
import { ruleErrorBody } from '#api/routes/money-rule-error.ts';
import { jsonBody } from '#api/lib/validate.ts';
import { idempotent } from '#api/middleware/idempotency.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import { requireRecentProof } from '#api/middleware/recent-proof.ts';
import { requireVerifiedEmail } from '#api/middleware/verified-email.ts';
import {
  BitcoinPriceUnavailableError,
  cashOutById,
  type CashOutRecord,
  createCashOut,
  defaultCashOutSource,
  recentCashOuts,
} from '#api/services/payouts/cash-outs.ts';
import { destinationDto, type PayoutAccountsById, payoutAccountsOf } from '#api/services/money/payout-destinations.ts';

const toDto = (r: CashOutRecord, accounts: PayoutAccountsById): CashOut => ({
  id: r.id,
  amount: formatDecimal(r.amountCents),
  fee: formatDecimal(r.feeCents),
  netAmount: formatDecimal(quotePayout(r.amountCents, r.payoutMethod).netCents),
  source: r.source,
  status: r.status,
  payoutMethod: r.payoutMethod,
  failureReason: r.failureReason,
  estimatedArrival: isoOrNull(r.estimatedArrival),
  createdAt: iso(r.createdAt),
  processedAt: isoOrNull(r.processedAt),
  ...destinationDto(r, accounts),
});

/** Money taken out of an investment: create, and the list of cash-outs. */
export function cashOutRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .post(
      '/',
      requireUser,
      requireVerifiedEmail,
      requireRecentProof(deps),
      idempotent(deps),
      jsonBody(cashOutRequestSchema),
      async (c) => {
        const user = currentUser(c);
        const { amount, payoutMethod, source } = c.req.valid('json');
        try {
          const keep = c.get('keepAnswer');
          const { id } = await createCashOut(
            deps,
            user.id,
            {
              amountCents: amount,
              method: payoutMethod,
              source: source ?? defaultCashOutSource(deps, user.id, user.investmentChoice),
            },
            (accepted) => keep?.(201, toDto(accepted, payoutAccountsOf(deps.db, user.id))),
          );
          return c.json(toDto(cashOutById(deps, id), payoutAccountsOf(deps.db, user.id)), 201);
        } catch (e) {
          const body = ruleErrorBody(e);
          if (body) return c.json(body, 400);
          // Nothing moved: a 503 frees the Idempotency-Key, so the same request can be sent again later.
          if (e instanceof BitcoinPriceUnavailableError) return c.json({ message: e.message }, 503);
          throw e;
        }
      },
    )
    .get('/', requireUser, (c) => {
      const userId = currentUser(c).id;
      const accounts = payoutAccountsOf(deps.db, userId);
      return c.json({ cashOuts: recentCashOuts(deps, userId).map((r) => toDto(r, accounts)) }, 200);
    });
}
