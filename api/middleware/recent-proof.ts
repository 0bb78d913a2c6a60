import type { MiddlewareHandler } from 'hono';
import { securityText } from '#shared/messages/security.ts';
import { PROOF_FOR_MONEY_MS } from '#shared/routes-security.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';

/**
 * Issue 31: money leaves (a cash-out, a redemption) only within 15 minutes of the member proving who they are in
 * this session: signing in, or POST /api/security/reauth (the password, or a code with two-factor on). Else 403
 * `{ message, code: 'proof_needed', twoFactor }`; the app asks and sends again. Behind requireUser.
 */
export const requireRecentProof =
  ({ now }: Pick<Deps, 'now'>): MiddlewareHandler<AppEnv> =>
  (c, next) => {
    const proofAt = c.get('sessionProofAt');
    if (proofAt !== null && now() - proofAt <= PROOF_FOR_MONEY_MS) return next();
    const twoFactor = c.get('user')?.row().totpEnabledAt != null;
    return Promise.resolve(c.json({ message: securityText.proofNeeded, code: 'proof_needed', twoFactor }, 403));
  };
