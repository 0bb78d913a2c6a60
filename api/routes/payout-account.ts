// The member's payout account: what it is, a link to the provider's onboarding form, and its state read
// back when they return. Changing an account that was ready needs the password, limited like a sign-in, and with
// two-factor on also the second factor (a recent code or passkey in this session): the password alone is not
// enough to move where the member's cash goes.
import { Hono, type MiddlewareHandler } from 'hono';
import { payoutAccountText as text } from '#shared/messages/payout-accounts.ts';
import { payoutOnboardingRequestSchema } from '#shared/schemas/payout-accounts.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { clientIp } from '#api/lib/request.ts';
import { ruleErrorBody } from '#api/routes/money-rule-error.ts';
import { tooMany } from '#api/lib/too-many.ts';
import { jsonBody } from '#api/lib/validate.ts';
import { requireRecentProof } from '#api/middleware/recent-proof.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import { provePassword } from '#api/services/accounts/password-proof.ts';
import {
  changeNeedsProof,
  payoutAccountView,
  refreshPayoutAccount,
  startOnboarding,
} from '#api/services/payouts/accounts.ts';
import { requireVerifiedEmailToSecure } from '#api/middleware/verified-email.ts';
import type { RateLimits } from '#api/services/rate-limits.ts';

const refused = (field: string, message: string) => ({ message, errors: { [field]: message } });

/**
 * With two-factor on, changing an account that was ready asks a recent proof in this session (which, with two-factor
 * on, is a code or a passkey: /api/security/reauth then takes no password), before the password is even checked.
 */
function secondFactorToChange(deps: Deps): MiddlewareHandler<AppEnv> {
  const recentProof = requireRecentProof(deps);
  return (c, next) => {
    const user = currentUser(c);
    return user.totpEnabledAt !== null && changeNeedsProof(deps, user.id) ? recentProof(c, next) : next();
  };
}

export function payoutAccountRoutes(deps: Deps, limits: RateLimits) {
  return new Hono<AppEnv>()
    .get('/', requireUser, async (c) => c.json(await payoutAccountView(deps, currentUser(c)), 200))
    .post(
      '/onboarding',
      requireUser,
      requireVerifiedEmailToSecure,
      secondFactorToChange(deps),
      jsonBody(payoutOnboardingRequestSchema),
      async (c) => {
        const user = currentUser(c);
        if (changeNeedsProof(deps, user.id)) {
          const { password } = c.req.valid('json');
          if (!password) return c.json(refused('password', text.passwordNeeded), 403);
          const proof = await provePassword(limits, user, clientIp(c, deps.env), password);
          if (typeof proof === 'object') return tooMany(proof.wait);
          if (proof === 'wrong') return c.json(refused('password', text.passwordWrong), 400);
        }
        try {
          return c.json(await startOnboarding(deps, user), 200);
        } catch (error) {
          const body = ruleErrorBody(error);
          if (body) return c.json(body, 400);
          console.error(`[payout-accounts] onboarding for user ${user.id} failed:`, (error as Error).message);
          return c.json({ message: text.onboardingFailed }, 502);
        }
      },
    )
    .post('/refresh', requireUser, async (c) => {
      const user = currentUser(c);
      try {
        await refreshPayoutAccount(deps, user.id);
      } catch (error) {
        // The provider could not be asked: the account as last known, which the webhook will bring up to date.
        console.warn(`[payout-accounts] refresh for user ${user.id} failed:`, (error as Error).message);
      }
      return c.json(await payoutAccountView(deps, user), 200);
    });
}
