import { Hono } from 'hono';
import { REFERRAL_REWARD_CENTS } from '#shared/constants.ts';
import { formatDecimal, toDollars } from '#shared/money/cents.ts';
import { routes } from '#shared/routes.ts';
import type { Referrals } from '#shared/schemas/referrals.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { iso, isoOrNull } from '#api/lib/dates.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import { referralsOf } from '#api/services/referrals.ts';

export function referralRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/', requireUser, (c) => {
    const user = currentUser(c);
    const body: Referrals = {
      code: user.referralCode,
      // On the configured origin (PUBLIC_URL or http://localhost:PORT), never the Host the request came with.
      link: `${deps.env.publicOrigin}${routes.signup}?ref=${user.referralCode}`,
      earnings: toDollars(user.referralEarningsCents),
      rewardPerReferral: toDollars(REFERRAL_REWARD_CENTS),
      referrals: referralsOf(deps, user.id).map((r) => ({
        id: r.id,
        // First name only: the referrer sees who joined, not their account.
        name: r.name.trim().split(/\s+/)[0] ?? '',
        status: r.status,
        rewardAmount: formatDecimal(r.rewardCents),
        createdAt: iso(r.createdAt),
        paidAt: isoOrNull(r.paidAt),
      })),
    };
    return c.json(body, 200);
  });
}
