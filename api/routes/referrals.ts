import { Hono } from 'hono';
import { REFERRAL_REWARD_CENTS } from '#shared/constants.ts';
import { formatDecimal, toDollars } from '#shared/money/cents.ts';
import { routes } from '#shared/routes.ts';
import type { Referrals } from '#shared/schemas/referrals.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { requestOrigin } from '#api/lib/request.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import { iso, isoOrNull } from '#api/lib/dates.ts';

export function referralRoutes(deps: Deps) {
  const list = deps.sqlite.prepare(
    `SELECT r.id, u.name, r.status, r.reward_amount_cents AS reward, r.created_at AS createdAt, r.paid_at AS paidAt
     FROM referrals r JOIN users u ON u.id = r.referred_user_id WHERE r.referrer_id = ? ORDER BY r.id DESC`,
  );
  return new Hono<AppEnv>().get('/referrals', requireUser, (c) => {
    const user = currentUser(c);
    const rows = list.all(user.id) as {
      id: number;
      name: string;
      status: 'pending' | 'completed';
      reward: number;
      createdAt: number;
      paidAt: number | null;
    }[];
    const body: Referrals = {
      code: user.referralCode,
      link: `${deps.env.publicUrl ?? requestOrigin(c, deps.env)}${routes.signup}?ref=${user.referralCode}`,
      earnings: toDollars(user.referralEarningsCents),
      rewardPerReferral: toDollars(REFERRAL_REWARD_CENTS),
      referrals: rows.map((r) => ({
        id: r.id,
        // First name only: the referrer sees who joined, not their account.
        name: r.name.trim().split(/\s+/)[0] ?? '',
        status: r.status,
        rewardAmount: formatDecimal(r.reward),
        createdAt: iso(r.createdAt),
        paidAt: isoOrNull(r.paidAt),
      })),
    };
    return c.json(body, 200);
  });
}
