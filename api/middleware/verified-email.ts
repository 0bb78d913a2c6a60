import type { MiddlewareHandler } from 'hono';
import { accountEmail } from '#shared/messages/account-email.ts';
import type { AppEnv } from '#api/lib/app-env.ts';

/**
 * Issue 31: money leaves only for a member whose email is confirmed (the address a payout's news and a reset go to
 * is theirs). 403 `{ message, code: 'email_unverified' }`; behind requireUser.
 */
export const requireVerifiedEmail: MiddlewareHandler<AppEnv> = (c, next) =>
  c.get('user')?.row().emailVerifiedAt
    ? next()
    : Promise.resolve(c.json({ message: accountEmail.verifyBeforeMoney, code: 'email_unverified' }, 403));
