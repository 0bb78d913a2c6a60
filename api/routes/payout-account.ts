// The member's payout account (issue 30): what it is, a link to the provider's onboarding form, and its state read
// back when they return. Changing an account that was ready needs the password, limited like a sign-in.
import { Hono } from 'hono';
import { auth } from '#shared/messages/auth.ts';
import { payoutAccountText as text } from '#shared/messages/payout-accounts.ts';
import { payoutOnboardingRequestSchema } from '#shared/schemas/payout-accounts.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { clientIp } from '#api/lib/request.ts';
import { jsonBody } from '#api/lib/validate.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import { verifyPassword } from '#api/services/passwords.ts';
import {
  changeNeedsProof,
  PayoutAccountRefusal,
  payoutAccountView,
  refreshPayoutAccount,
  startOnboarding,
} from '#api/services/payout-accounts.ts';
import { blockedFor, consume, type RateLimits } from '#api/services/rate-limits.ts';

const refused = (field: string, message: string) => ({ message, errors: { [field]: message } });

export function payoutAccountRoutes(deps: Deps, limits: RateLimits) {
  return new Hono<AppEnv>()
    .get('/', requireUser, async (c) => c.json(await payoutAccountView(deps, currentUser(c)), 200))
    .post('/onboarding', requireUser, jsonBody(payoutOnboardingRequestSchema), async (c) => {
      const user = currentUser(c);
      if (changeNeedsProof(deps, user.id)) {
        const { password } = c.req.valid('json');
        if (!password) return c.json(refused('password', text.passwordNeeded), 403);
        const key = `${user.email}|${clientIp(c, deps.env)}`;
        const wait = await blockedFor(limits.failedByAccountAndIp, key);
        if (wait) return c.json({ message: auth.tooManyAttempts }, 429, { 'Retry-After': String(wait) });
        if (!(await verifyPassword(user.password, password))) {
          const w = await consume(limits.failedByAccountAndIp, key);
          if (w) return c.json({ message: auth.tooManyAttempts }, 429, { 'Retry-After': String(w) });
          return c.json(refused('password', text.passwordWrong), 400);
        }
      }
      try {
        return c.json(await startOnboarding(deps, user), 200);
      } catch (error) {
        if (error instanceof PayoutAccountRefusal) return c.json(refused(error.field, error.message), 400);
        console.error(`[payout-accounts] onboarding for user ${user.id} failed:`, (error as Error).message);
        return c.json({ message: text.onboardingFailed }, 502);
      }
    })
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
