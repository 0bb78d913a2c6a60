// Refresh: asks each aggregator that can for fresh data from the bank, then syncs every active account now.
import { type Context, Hono } from 'hono';
import { banking } from '#shared/messages/banking.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { bankError } from '#api/lib/bank-error.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import { bankAccountsOf } from '#api/services/banking/account-list.ts';
import { refreshAtAggregators, syncIdle, syncUser } from '#api/services/banking/sync.ts';
import type { RateLimits } from '#api/services/rate-limits.ts';

/**
 * The aggregators' calls are paid and rate-limited: one Refresh per member per REFRESH_COOLDOWN_SECONDS, counted
 * before any of them starts (so of two requests at once only one goes through), a failed one included. Past it:
 * 429 with Retry-After, and the same seconds as `retryAfter` in the body for the app's countdown.
 */
export function bankRefreshRoutes(deps: Deps, limits: RateLimits) {
  return new Hono<AppEnv>().post('/', requireUser, async (c) => {
    const user = currentUser(c);
    const active = bankAccountsOf(deps, user.id).filter((a) => a.isActive);
    if (active.length === 0) return c.json({ message: banking.noConnection }, 400);
    const wait = limits.refreshByUser(String(user.id), deps.now());
    if (wait) return tooSoon(c, wait);
    return syncAnswer(c, deps, user.id, () => refreshAtAggregators(deps, user.id));
  });
}

/** 429: synced a moment ago; the seconds to wait in Retry-After and, for the app's countdown, in `retryAfter`. */
export const tooSoon = (c: Context<AppEnv>, wait: number) =>
  c.json({ message: banking.refreshTooSoon(wait), retryAfter: wait }, 429, { 'Retry-After': String(wait) });

/** Runs `first` (what asks the bank for news), then syncs the member now: the rows found, or the bank's error. */
export async function syncAnswer(c: Context<AppEnv>, deps: Deps, userId: number, first: () => Promise<void>) {
  try {
    await first();
    await syncIdle(deps, userId);
    const { transactionCount, inserted } = await syncUser(deps, userId);
    return c.json({ transactionCount, newTransactions: inserted }, 200);
  } catch (error) {
    const e = bankError(error);
    return c.json(e.status === 502 ? { message: banking.syncFailed } : e.body, e.status);
  }
}
