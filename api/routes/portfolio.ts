import { Hono } from 'hono';
import { z } from 'zod';
import { INTEREST_APY, SWEEP_THRESHOLD_CENTS } from '#shared/constants.ts';
import { activity as text, portfolio as ptext } from '#shared/messages.ts';
import { formatBtc } from '#shared/money/bitcoin.ts';
import { formatDecimal, toDollars } from '#shared/money/cents.ts';
import { dayStartMs } from '#shared/money/interest.ts';
import type { ActivityItem, ActivityResponse } from '#shared/schemas/activity.ts';
import type { Portfolio } from '#shared/schemas/portfolio.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { validate } from '#api/lib/validate.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import { accrueInterest, recordValuation, valuation } from '#api/services/money/investments.ts';
import { LedgerWriter } from '#api/services/money/ledger.ts';
import { iso } from '#api/lib/dates.ts';

const HISTORY_DAYS = 365;
const activityQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 50' })
    .int('limit must be a whole number from 1 to 50')
    .min(1, 'limit must be a whole number from 1 to 50')
    .max(50, 'limit must be a whole number from 1 to 50')
    .default(10),
});

type LedgerLine = {
  id: number;
  account: string;
  amount: number;
  cause: string;
  ref_type: string | null;
  ref_id: number | null;
  created_at: number;
  description: string | null;
  title: string | null;
  cash_out: number | null;
};

/** Which ledger rows are worth a line in Recent Activity, and how each reads. */
function toItem(l: LedgerLine): ActivityItem | null {
  const it = text.item;
  const where = l.account.endsWith('bitcoin') ? ptext.bitcoinName : ptext.interestName;
  const usd = (kind: ActivityItem['kind'], title: string, amount = l.amount): ActivityItem => ({
    id: l.id,
    kind,
    title,
    amount: formatDecimal(amount),
    unit: 'usd',
    date: iso(l.created_at),
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
      return usd('payout', it.cashOut(where), -(l.cash_out ?? 0));
    case 'balance:interest/cash_out_failed':
    case 'sats:bitcoin/cash_out_failed':
      return usd('payout', it.cashOutReturned, l.cash_out ?? 0);
    default:
      return null;
  }
}

const SHOWN = `(account, cause) IN (VALUES ('round_ups','round_up'),('round_ups','refund'),('round_ups','removed'),('points','refund'),('points','removed'),('points','purchase_points'),
  ('points','creator_share'),('points','referral_reward'),('points','achievement_reward'),('points','redemption'),('points','redemption_failed'),
  ('invested:interest','invest'),('invested:bitcoin','invest'),('balance:interest','interest'),('balance:interest','cash_out'),
  ('sats:bitcoin','cash_out'),('balance:interest','cash_out_failed'),('sats:bitcoin','cash_out_failed'))`;

export function portfolioRoutes(deps: Deps) {
  const { sqlite } = deps;
  const history = sqlite.prepare(
    'SELECT day, value_cents AS value, invested_cents AS invested FROM portfolio_snapshots WHERE user_id = ? AND day > ? ORDER BY day',
  );
  const lines = sqlite.prepare(
    `SELECT l.id, l.account, l.amount, l.cause, l.ref_type, l.ref_id, l.created_at, t.description, a.title, c.amount_cents AS cash_out
     FROM ledger_entries l
     LEFT JOIN transactions t ON l.ref_type = 'transaction' AND t.id = l.ref_id
     LEFT JOIN achievements a ON l.ref_type = 'achievement' AND a.id = l.ref_id
     LEFT JOIN cash_outs c ON l.ref_type = 'cash_out' AND c.id = l.ref_id
     WHERE l.user_id = ? AND ${SHOWN} ORDER BY l.id DESC LIMIT ?`,
  );

  return new Hono<AppEnv>()
    .get('/portfolio', requireUser, async (c) => {
      const user = currentUser(c);
      const price = await deps.providers.prices.btcUsdCents(deps.now());
      const at = deps.now();
      const v = sqlite
        .transaction(() => {
          const ledger = new LedgerWriter(sqlite, at);
          accrueInterest(sqlite, ledger, user.id, at);
          ledger.flush();
          const value = valuation(sqlite, user.id, price, at);
          recordValuation(sqlite, user.id, value, at);
          return value;
        })
        .immediate();
      const today = Math.floor(at / 86_400_000);
      const points = history.all(user.id, today - HISTORY_DAYS) as { day: number; value: number; invested: number }[];
      const fresh = sqlite
        .prepare(
          'SELECT pending_round_up_cents AS pending, stripe_payment_method_id AS pm, investment_choice AS choice FROM users WHERE id = ?',
        )
        .get(user.id) as {
        pending: number;
        pm: string | null;
        choice: Portfolio['type'];
      };
      const body: Portfolio = {
        type: fresh.choice,
        totalInvested: toDollars(v.totalInvestedCents),
        currentValue: toDollars(v.currentValueCents),
        totalReturn: toDollars(v.currentValueCents - v.totalInvestedCents),
        // A refund of an already invested purchase is paid back from the next round-ups; nothing negative is shown.
        pendingRoundUps: toDollars(Math.max(0, fresh.pending)),
        sweepThreshold: toDollars(SWEEP_THRESHOLD_CENTS),
        hasDefaultCard: fresh.pm !== null,
        holdings: {
          interest: {
            balance: toDollars(v.interest.balanceCents),
            accruedInterest: toDollars(v.interest.accruedCents),
            apy: INTEREST_APY,
          },
          bitcoin: { btc: formatBtc(v.bitcoin.sats), price: toDollars(price), value: toDollars(v.bitcoin.valueCents) },
        },
        history: points.map((p) => ({
          date: new Date(dayStartMs(p.day)).toISOString().slice(0, 10),
          value: toDollars(p.value),
          invested: toDollars(p.invested),
        })),
      };
      return c.json(body, 200);
    })
    .get('/activity', requireUser, validate('query', activityQuery), (c) => {
      const { limit } = c.req.valid('query');
      // Over-fetch: a few shown causes can map to nothing; the page is still at most `limit` lines.
      const rows = lines.all(currentUser(c).id, limit * 2) as LedgerLine[];
      const body: ActivityResponse = {
        activity: rows
          .map(toItem)
          .filter((i): i is ActivityItem => i !== null)
          .slice(0, limit),
      };
      return c.json(body, 200);
    });
}
