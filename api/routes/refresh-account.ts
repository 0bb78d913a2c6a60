// Refresh: asks Finicity for fresh data where it is linked, then syncs every active account now.
import { Hono } from 'hono';
import { banking } from '#shared/messages/banking.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { bankError } from '#api/lib/bank-error.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import { bankAccountsOf } from '#api/services/bank-accounts.ts';
import { syncIdle, syncUser } from '#api/services/banking/sync.ts';

export function refreshAccountRoutes(deps: Deps) {
  const { banks } = deps;
  return new Hono<AppEnv>().post('/', requireUser, async (c) => {
    const user = currentUser(c);
    const active = bankAccountsOf(deps, user.id).filter((a) => a.isActive);
    if (active.length === 0) return c.json({ message: banking.noConnection }, 400);
    try {
      if (user.finicityCustomerId && active.some((a) => a.provider === 'finicity'))
        await banks.finicity.refresh(user.finicityCustomerId);
      await syncIdle(deps, user.id);
      const { transactionCount } = await syncUser(deps, user.id);
      return c.json({ transactionCount }, 200);
    } catch (error) {
      const e = bankError(error);
      return c.json(e.status === 502 ? { message: banking.syncFailed } : e.body, e.status);
    }
  });
}
