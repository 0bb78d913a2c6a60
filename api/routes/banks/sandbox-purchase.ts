// 'Make a coin purchase' at a sandbox bank: a posted coin purchase dated now on the member's first linked account,
// then a sync, so a member trying the product sees one earn as a real one would (the history a link brings earns
// nothing: docs/product-rules.md section 3). A production aggregator has no such thing: 404 there.
import { Hono } from 'hono';
import { api } from '#shared/messages/common.ts';
import { banking } from '#shared/messages/banking.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import { bankAccountsOf } from '#api/services/banking/account-list.ts';
import { byRef } from '#api/services/banking/provider-refs.ts';
import type { RateLimits } from '#api/services/rate-limits.ts';
import { syncAnswer, tooSoon } from './refresh.ts';

export function sandboxPurchaseRoutes(deps: Deps, limits: RateLimits) {
  return new Hono<AppEnv>().post('/', requireUser, async (c) => {
    const user = currentUser(c);
    const active = bankAccountsOf(deps, user.id).filter((a) => a.isActive);
    if (active.length === 0) return c.json({ message: banking.noConnection }, 400);
    // The primary account's link first (the list's order).
    const group = byRef(deps, user.id, active).find(
      (g) => g.ref !== null && deps.banks.byName[g.provider].playCoinPurchase !== undefined,
    );
    const ref = group?.ref;
    const accountId = group?.accounts.find((a) => a.providerAccountId !== null)?.providerAccountId;
    const play = group && deps.banks.byName[group.provider].playCoinPurchase;
    if (!ref || !accountId || !play) return c.json({ message: api.notFound }, 404);
    const wait = limits.sandboxPurchaseByUser(String(user.id), deps.now());
    if (wait) return tooSoon(c, wait);
    const aggregator = deps.banks.byName[group.provider];
    return syncAnswer(c, deps, user.id, () => play.call(aggregator, ref, accountId));
  });
}
