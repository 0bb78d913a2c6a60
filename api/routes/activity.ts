import { Hono } from 'hono';
import { z } from 'zod';
import { activity as text, portfolio as ptext } from '#shared/messages/money.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import type { ActivityItem, ActivityResponse } from '#shared/schemas/activity.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { iso } from '#api/lib/dates.ts';
import { validate } from '#api/lib/validate.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import { type ActivityLine, recentActivity } from '#api/services/activity.ts';

const activityQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 50' })
    .int('limit must be a whole number from 1 to 50')
    .min(1, 'limit must be a whole number from 1 to 50')
    .max(50, 'limit must be a whole number from 1 to 50')
    .default(10),
});

/** Which ledger rows are worth a line in Recent Activity, and how each reads. */
function toItem(l: ActivityLine): ActivityItem | null {
  const it = text.item;
  const where = l.account.endsWith('bitcoin') ? ptext.bitcoinName : ptext.interestName;
  const usd = (kind: ActivityItem['kind'], title: string, amount = l.amount): ActivityItem => ({
    id: l.id,
    kind,
    title,
    amount: formatDecimal(amount),
    unit: 'usd',
    date: iso(l.createdAt),
  });
  const points = (kind: ActivityItem['kind'], title: string): ActivityItem => ({ ...usd(kind, title), unit: 'points' });
  const desc = l.description ?? '';
  switch (`${l.account}/${l.cause}`) {
    case 'round_ups/round_up':
      return usd('round_up', it.roundUp(desc));
    case 'round_ups/refund':
    case 'round_ups/removed':
      return usd('refund', it.refund(desc));
    case 'points/refund':
    case 'points/removed':
      return points('refund', it.refund(desc));
    case 'round_ups/refund_removed':
      return usd('round_up', it.refundWithdrawn(desc));
    case 'points/refund_removed':
      return points('points', it.refundWithdrawn(desc));
    case 'points/purchase_points':
      return points('points', it.points(desc));
    case 'points/creator_share':
      return points('points', it.creatorShare);
    case 'points/referral_reward':
      return points('referral', it.referral);
    case 'points/achievement_reward':
      return points('achievement', it.achievement(l.title ?? ''));
    case 'points/redemption':
      return points('payout', it.redemption);
    case 'points/redemption_failed':
      return points('payout', it.redemptionReturned);
    case 'invested:interest/invest':
    case 'invested:bitcoin/invest':
      return usd('investment', it.invested(where));
    case 'balance:interest/interest':
      return usd('interest', it.interest);
    case 'balance:interest/cash_out':
      return usd('payout', it.cashOut(where));
    case 'sats:bitcoin/cash_out':
      return usd('payout', it.cashOut(where), -(l.cashOut ?? 0));
    case 'balance:interest/cash_out_failed':
    case 'sats:bitcoin/cash_out_failed':
      return usd('payout', it.cashOutReturned, l.cashOut ?? 0);
    default:
      return null;
  }
}

export function activityRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/', requireUser, validate('query', activityQuery), (c) => {
    const { limit } = c.req.valid('query');
    // Over-fetch: a few shown causes can map to nothing; the page is still at most `limit` lines.
    const rows = recentActivity(deps, currentUser(c).id, limit * 2);
    const body: ActivityResponse = {
      activity: rows
        .map(toItem)
        .filter((i): i is ActivityItem => i !== null)
        .slice(0, limit),
    };
    return c.json(body, 200);
  });
}
