import type { MiddlewareHandler } from 'hono';
import { securityText } from '#shared/messages/security.ts';
import { PROOF_FOR_MONEY_MS } from '#shared/routes-security.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { passkeysOf } from '#api/services/accounts/passkeys.ts';

/**
 * Money leaves (a cash-out, a redemption) only within 15 minutes of the member proving who they are in
 * this session: signing in, or POST /api/security/reauth (the password, or a code with two-factor on). Else 403
 * `{ message, code: 'proof_needed', twoFactor, passkey }`; the app asks and sends again. Behind requireUser.
 */
export const requireRecentProof =
  (deps: Pick<Deps, 'now' | 'db'>): MiddlewareHandler<AppEnv> =>
  (c, next) => {
    const proofAt = c.get('sessionProofAt');
    if (proofAt !== null && deps.now() - proofAt <= PROOF_FOR_MONEY_MS) return next();
    const user = c.get('user');
    const twoFactor = user?.row().totpEnabledAt != null;
    // With a passkey the member may prove it with that instead (a code or a passkey, with two-factor on).
    const passkey = user ? passkeysOf(deps, user.id).length > 0 : false;
    return Promise.resolve(
      c.json({ message: securityText.proofNeeded, code: 'proof_needed', twoFactor, passkey }, 403),
    );
  };
