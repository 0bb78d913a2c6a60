import { Hono } from 'hono';
import { INTEREST_APY, SWEEP_THRESHOLD_CENTS } from '#shared/constants.ts';
import { formatBtc } from '#shared/money/bitcoin.ts';
import { toDollars } from '#shared/money/cents.ts';
import { dayStartMs } from '#shared/money/interest.ts';
import type { Portfolio } from '#shared/schemas/portfolio.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import { portfolioHistory, portfolioSettings, revaluePortfolio } from '#api/services/portfolio.ts';

const HISTORY_DAYS = 365;

export function portfolioRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/', requireUser, async (c) => {
    const user = currentUser(c);
    const price = await deps.providers.prices.btcUsdCents(deps.now());
    const at = deps.now();
    const v = revaluePortfolio(deps, user.id, price, at);
    const today = Math.floor(at / 86_400_000);
    const points = portfolioHistory(deps, user.id, today - HISTORY_DAYS);
    const fresh = portfolioSettings(deps, user.id);
    const body: Portfolio = {
      type: fresh.investmentChoice,
      totalInvested: toDollars(v.totalInvestedCents),
      currentValue: toDollars(v.currentValueCents),
      totalReturn: toDollars(v.currentValueCents - v.totalInvestedCents),
      // A refund of an already invested purchase is paid back from the next round-ups; nothing negative is shown.
      pendingRoundUps: toDollars(Math.max(0, fresh.pendingRoundUpCents)),
      sweepThreshold: toDollars(SWEEP_THRESHOLD_CENTS),
      hasDefaultCard: fresh.paymentMethodId !== null,
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
  });
}
