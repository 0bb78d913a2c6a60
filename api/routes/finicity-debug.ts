// The debug view of the user's Finicity accounts (the Debug Finicity page).
import { Hono } from 'hono';
import type { DebugInfo } from '#shared/schemas/banks.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { isoOrNull } from '#api/lib/dates.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import { bankAccountsOf } from '#api/services/banking/account-list.ts';
import { memberRef } from '#api/services/banking/provider-refs.ts';

export function finicityDebugRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/', requireUser, (c) => {
    const user = currentUser(c);
    const rows = bankAccountsOf(deps, user.id).filter((a) => a.provider === 'finicity');
    const body: DebugInfo = {
      hasFinicityAccount: rows.some((r) => r.isActive),
      finicityCustomerId: memberRef(deps, user.id, 'finicity'),
      accountCount: rows.length,
      accounts: rows.map((r) => ({
        name: r.accountName,
        type: r.accountType,
        status: r.isActive ? (r.needsAttention ? 'needs attention' : 'active') : 'inactive',
        balance: null,
        lastUpdated: isoOrNull(r.lastSyncedAt ?? r.updatedAt),
        linkedDate: isoOrNull(r.createdAt),
        error: r.syncError,
      })),
    };
    return c.json(body, 200);
  });
}
