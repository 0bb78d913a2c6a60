import { Hono } from 'hono';
import { accountEmail } from '#shared/messages/account-email.ts';
import { validation } from '#shared/messages/common.ts';
import {
  changeEmailSchema,
  forgotPasswordSchema,
  type LinkResult,
  resetPasswordSchema,
  tokenBody,
} from '#shared/schemas/account-email.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { refusedProof } from '#api/lib/proof-answer.ts';
import { clientIp } from '#api/lib/request.ts';
import { tooMany } from '#api/lib/too-many.ts';
import { jsonBody } from '#api/lib/validate.ts';
import { clearStepCookie, currentUser, endSession, requireUser, stepCookie } from '#api/middleware/session.ts';
import { completeSignIn } from '#api/middleware/sign-in.ts';
import {
  confirmEmail,
  confirmEmailChange,
  requestEmailChange,
  resendSignupLink,
  resetPassword,
  sendPasswordReset,
  sendVerification,
  undoEmailChange,
} from '#api/services/accounts/email.ts';
import { sha256, tokenIsLive } from '#api/services/accounts/email-tokens.ts';
import { provePassword } from '#api/services/accounts/password-proof.ts';
import { hashPassword, isCommonPassword } from '#api/services/accounts/passwords.ts';
import { blockedFor, consume, type RateLimits } from '#api/services/rate-limits.ts';
import { userById } from '#api/services/accounts/users.ts';

/**
 * Under /api/auth beside sign-up and sign-in: confirming the email, resetting a forgotten password and
 * moving the account to another email. A link that does not work is one answer (400), counted per client address.
 */
export function accountEmailRoutes(deps: Deps, limits: RateLimits) {
  const { db, env } = deps;
  const linkFailed = async (ip: string) => {
    const wait = await consume(limits.badLinksByIp, ip);
    return wait ? tooMany(wait) : Response.json({ message: accountEmail.linkExpired }, { status: 400 });
  };
  const held = (ip: string) => blockedFor(limits.badLinksByIp, ip);
  return new Hono<AppEnv>()
    .post('/verify-email', jsonBody(tokenBody), async (c) => {
      const ip = clientIp(c, env);
      const wait = await held(ip);
      if (wait) return tooMany(wait);
      const done = confirmEmail(deps, c.req.valid('json').token, stepCookie(c, deps, 'signup'));
      if (!done) return linkFailed(ip);
      const signedInAs = c.get('user')?.id;
      // The browser that signed up is signed in by its link; any other only learns the email is confirmed.
      // With two-factor on (set up after signing in with the password), the link is never a way around it.
      const member = userById(deps, done.userId);
      const signsIn = done.signIn && signedInAs === undefined && !member.totpEnabledAt;
      if (signsIn) {
        completeSignIn(c, deps, member);
        clearStepCookie(c, deps, 'signup');
      }
      const signedIn = signedInAs === done.userId || signsIn;
      return c.json({ message: accountEmail.verifiedBody, signedIn, email: done.email } satisfies LinkResult);
    })
    .post('/resend-verification', requireUser, async (c) => {
      const user = currentUser(c);
      if (user.emailVerifiedAt) return c.json({ message: accountEmail.alreadyVerified });
      const wait = await consume(limits.emailMailByUser, String(user.id));
      if (wait) return tooMany(wait);
      sendVerification(deps, db, user);
      return c.json({ message: accountEmail.resentBody(user.email) }, 202);
    })
    .post('/resend-signup', async (c) => {
      const browser = stepCookie(c, deps, 'signup');
      // Counted per address, then per sign-up (by the cookie's hash: a made-up cookie of any length is one short key,
      // and an address over its limit makes no more), whether or not the cookie names a link, so a 429 tells nothing.
      const wait =
        (await consume(limits.resetByIp, clientIp(c, env))) ||
        (await consume(limits.emailMailByUser, `signup:${browser ? sha256(browser) : ''}`));
      if (wait) return tooMany(wait);
      resendSignupLink(deps, browser);
      return c.json({ message: accountEmail.resentTitle }, 202);
    })
    .post('/forgot-password', jsonBody(forgotPasswordSchema), async (c) => {
      const { email } = c.req.valid('json');
      // Counted whether or not the email has an account, so a 429 tells nothing either.
      const wait = Math.max(
        await consume(limits.resetByIp, clientIp(c, env)),
        await consume(limits.resetByEmail, email),
      );
      if (wait) return tooMany(wait);
      sendPasswordReset(deps, email);
      return c.json({ message: accountEmail.resetSent(email) }, 202);
    })
    .post('/reset-password', jsonBody(resetPasswordSchema), async (c) => {
      const ip = clientIp(c, env);
      const wait = await held(ip);
      if (wait) return tooMany(wait);
      const { token, password } = c.req.valid('json');
      // The link is checked before the costly hash: a stream of made-up links costs a lookup each.
      if (!tokenIsLive(db, 'reset_password', token, deps.now())) return linkFailed(ip);
      if (isCommonPassword(password)) {
        return c.json({ message: validation.passwordCommon, errors: { password: validation.passwordCommon } }, 400);
      }
      if (!resetPassword(deps, token, await hashPassword(password))) return linkFailed(ip);
      // Every session ended, this browser's too.
      endSession(c, deps);
      return c.json({ message: accountEmail.resetDoneBody, signedIn: false } satisfies LinkResult);
    })
    .post('/change-email', requireUser, jsonBody(changeEmailSchema), async (c) => {
      const user = currentUser(c);
      const { newEmail, currentPassword } = c.req.valid('json');
      const refused = refusedProof(await provePassword(limits, user, clientIp(c, env), currentPassword));
      if (refused) return refused;
      if (newEmail === user.email) {
        return c.json({ message: accountEmail.newEmailSame, errors: { newEmail: accountEmail.newEmailSame } }, 400);
      }
      const wait = await consume(limits.emailMailByUser, String(user.id));
      if (wait) return tooMany(wait);
      requestEmailChange(deps, user, newEmail);
      return c.json({ message: accountEmail.changeEmailSent(newEmail, user.email) }, 202);
    })
    .post('/confirm-email', jsonBody(tokenBody), async (c) => {
      const ip = clientIp(c, env);
      const wait = await held(ip);
      if (wait) return tooMany(wait);
      const moved = confirmEmailChange(deps, c.req.valid('json').token);
      if (moved === undefined) return linkFailed(ip);
      if (moved === 'taken') return c.json({ message: accountEmail.undoTaken }, 409);
      const result: LinkResult = {
        message: accountEmail.emailChangedBody(moved.email),
        signedIn: c.get('user') !== null,
        email: moved.email,
      };
      return c.json(result);
    })
    .post('/undo-email-change', jsonBody(tokenBody), async (c) => {
      const ip = clientIp(c, env);
      const wait = await held(ip);
      if (wait) return tooMany(wait);
      const back = undoEmailChange(deps, c.req.valid('json').token);
      if (back === undefined) return linkFailed(ip);
      if (back === 'taken') return c.json({ message: accountEmail.undoTaken }, 409);
      endSession(c, deps);
      return c.json({
        message: accountEmail.undoneBody(back.email),
        signedIn: false,
        email: back.email,
      } satisfies LinkResult);
    });
}
