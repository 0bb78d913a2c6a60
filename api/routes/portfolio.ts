import { Hono, type MiddlewareHandler } from 'hono';
import { INTEREST_APY, SWEEP_THRESHOLD_CENTS } from '#shared/constants.ts';
import { formatBtc } from '#shared/money/bitcoin.ts';
import { toDollars } from '#shared/money/cents.ts';
import { dayStartMs } from '#shared/money/interest.ts';
import type { Portfolio } from '#shared/schemas/portfolio.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { currentUserId, requireUser } from '#api/middleware/session.ts';
import { bitcoinPriceOrNull } from '#api/services/money/investments.ts';
import { portfolioHistory, portfolioSettings, revaluePortfolio } from '#api/services/portfolio.ts';

const HISTORY_DAYS = 365;
/** Cents -> dollars, keeping an unknown value (no Bitcoin price) null. */
const dollarsOrNull = (cents: number | null) => (cents === null ? null : toDollars(cents));

/** The Bitcoin price, read once per request: the answer depends on it as much as on the database. */
type PortfolioEnv = AppEnv & { Variables: { priceCents: number | null } };

export function portfolioRoutes(deps: Deps) {
  // During a Bitcoin price outage the portfolio still answers; what needs the price is null.
  const withPrice: MiddlewareHandler<PortfolioEnv> = async (c, next) => {
    c.set('priceCents', await bitcoinPriceOrNull(deps));
    await next();
  };
  return new Hono<PortfolioEnv>().get('/', requireUser, withPrice, (c) => {
    const userId = currentUserId(c);
    const price = c.get('priceCents');
    const at = deps.now();
    const v = revaluePortfolio(deps, userId, price, at);
    const today = Math.floor(at / 86_400_000);
    const points = portfolioHistory(deps, userId, today - HISTORY_DAYS);
    const fresh = portfolioSettings(deps, userId);
    const body: Portfolio = {
      type: fresh.investmentChoice,
      totalInvested: toDollars(v.totalInvestedCents),
      currentValue: dollarsOrNull(v.currentValueCents),
      totalReturn: dollarsOrNull(v.currentValueCents === null ? null : v.currentValueCents - v.totalInvestedCents),
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
        bitcoin: {
          btc: formatBtc(v.bitcoin.sats),
          price: dollarsOrNull(price),
          value: dollarsOrNull(v.bitcoin.valueCents),
        },
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
