import { Hono } from 'hono';
import { activity as text, portfolio as ptext } from '#shared/messages/money.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import { activityQuerySchema, type ActivityItem, type ActivityResponse } from '#shared/schemas/activity.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { badCursor, encodeCursor, positionOf } from '#api/lib/cursor.ts';
import { iso } from '#api/lib/dates.ts';
import { validate } from '#api/lib/validate.ts';
import { currentUserId, requireUser } from '#api/middleware/session.ts';
import { type ActivityLine, activityPage } from '#api/services/activity.ts';

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

/** A page of Recent Activity, newest first, by keyset on the ledger row's id (the cursor's time is informative). */
export function activityRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/', requireUser, validate('query', activityQuerySchema), (c) => {
    const { limit, cursor } = c.req.valid('query');
    const at = positionOf(cursor);
    if (at === null) return c.json(badCursor, 400);
    const rows = activityPage(deps, currentUserId(c), limit + 1, at?.id);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const body: ActivityResponse = {
      activity: page.map(toItem).filter((i): i is ActivityItem => i !== null),
      nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt.getTime(), last.id) : null,
    };
    return c.json(body, 200);
  });
}
