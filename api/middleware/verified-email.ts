import type { MiddlewareHandler } from 'hono';
import { accountEmail } from '#shared/messages/account-email.ts';
import type { AppEnv } from '#api/lib/app-env.ts';

/**
 * Money leaves only for a member whose email is confirmed (the address a payout's news and a reset go to
 * is theirs). 403 `{ message, code: 'email_unverified' }`; behind requireUser.
 */
const verifiedEmail =
  (message: string): MiddlewareHandler<AppEnv> =>
  (c, next) =>
    c.get('user')?.row().emailVerifiedAt ? next() : Promise.resolve(c.json({ message, code: 'email_unverified' }, 403));

export const requireVerifiedEmail = verifiedEmail(accountEmail.verifyBeforeMoney);

/**
 * An account whose email is not confirmed (perhaps made by a stranger with someone else's address) adds
 * nothing that would outlast the confirmation: no passkey, no two-factor, no payout account.
 */
export const requireVerifiedEmailToSecure = verifiedEmail(accountEmail.verifyBeforeSecuring);
