import { Hono } from 'hono';
import { formatDecimal } from '#shared/money/cents.ts';
import { redeemRequestSchema, type Redemption } from '#shared/schemas/payouts.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { iso, isoOrNull } from '#api/lib/dates.ts';
import { ruleErrorBody } from '#api/routes/money-rule-error.ts';
import { jsonBody } from '#api/lib/validate.ts';
import { idempotent } from '#api/middleware/idempotency.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import { requireRecentProof } from '#api/middleware/recent-proof.ts';
import { requireVerifiedEmail } from '#api/middleware/verified-email.ts';
import { destinationDto, type PayoutAccountsById, payoutAccountsOf } from '#api/services/money/payout-destinations.ts';
import { redeemPoints } from '#api/services/money/payouts.ts';
import { recentRedemptions, type RedemptionRecord, redemptionById } from '#api/services/payouts/redemptions.ts';

const toDto = (r: RedemptionRecord, accounts: PayoutAccountsById): Redemption => ({
  id: r.id,
  pointsRedeemed: formatDecimal(r.pointsRedeemed),
  cashValue: formatDecimal(r.cashValueCents),
  fee: formatDecimal(r.feeCents),
  netAmount: formatDecimal(r.cashValueCents - r.feeCents),
  redemptionMethod: r.redemptionMethod,
  payoutMethod: r.payoutMethod,
  status: r.status,
  failureReason: r.failureReason,
  estimatedArrival: isoOrNull(r.estimatedArrival),
  createdAt: iso(r.createdAt),
  processedAt: isoOrNull(r.processedAt),
  ...destinationDto(r, accounts),
});

/** Points turned into cash: redeem, and the list of redemptions. */
export function pointsRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .post(
      '/redeem',
      requireUser,
      requireVerifiedEmail,
      requireRecentProof(deps),
      idempotent(deps),
      jsonBody(redeemRequestSchema),
      async (c) => {
        const { amount, method } = c.req.valid('json');
        try {
          const keep = c.get('keepAnswer');
          const userId = currentUser(c).id;
          const { id } = await redeemPoints(deps, userId, { amountCents: amount, method }, (accepted) =>
            keep?.(201, toDto(accepted, payoutAccountsOf(deps.db, userId))),
          );
          return c.json(toDto(redemptionById(deps, id), payoutAccountsOf(deps.db, userId)), 201);
        } catch (e) {
          const body = ruleErrorBody(e);
          if (body) return c.json(body, 400);
          throw e;
        }
      },
    )
    .get('/redemptions', requireUser, (c) => {
      const userId = currentUser(c).id;
      const accounts = payoutAccountsOf(deps.db, userId);
      return c.json({ redemptions: recentRedemptions(deps, userId).map((r) => toDto(r, accounts)) }, 200);
    });
}
