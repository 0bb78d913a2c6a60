import { Hono } from 'hono';
import { auth } from '#shared/messages/auth.ts';
import { securityText } from '#shared/messages/security.ts';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { passkeySignInSchema, secondFactorSchema } from '#shared/schemas/security.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { clientIp } from '#api/lib/request.ts';
import { tooMany } from '#api/lib/too-many.ts';
import { jsonBody } from '#api/lib/validate.ts';
import { guessesByIp } from '#api/middleware/guesses-by-ip.ts';
import { clearStepCookie, stepCookie } from '#api/middleware/session.ts';
import { startCeremony, takeCeremony } from '#api/middleware/webauthn-ceremony.ts';
import { completeSignIn } from '#api/middleware/sign-in.ts';
import { authenticationOptions, signInWithPasskey } from '#api/services/accounts/passkeys.ts';
import { isSettling, noteProofWith } from '#api/services/accounts/ways-in.ts';
import { blockedFor, consume, isKnownAddress, type RateLimits, rememberAddress } from '#api/services/rate-limits.ts';
import { endStep, failStep, findStep } from '#api/services/accounts/sign-in-challenges.ts';
import { checkSecondFactor } from '#api/services/accounts/two-factor.ts';
import { toUserDto, userById } from '#api/services/accounts/users.ts';

/**
 * Under /api/auth: the sign-in's second step (a code from the app or a recovery code, after the password)
 * and signing in with a passkey alone. Wrong codes count as wrong passwords do, per account and address.
 */
export function signInStepRoutes(deps: Deps, limits: RateLimits) {
  const { db, env } = deps;
  const byIp = guessesByIp(deps, limits);
  return new Hono<AppEnv>()
    .post('/two-factor', byIp, jsonBody(secondFactorSchema), async (c) => {
      const step = findStep(db, 'two_factor', stepCookie(c, deps, 'twofa'), deps.now());
      if (!step?.userId) return c.json({ message: securityText.stepExpired }, 401);
      const user = userById(deps, step.userId);
      const key = `${user.email}|${clientIp(c, env)}`;
      const known = await isKnownAddress(limits, key);
      const wait = Math.max(
        await blockedFor(limits.failedByAccountAndIp, key),
        known ? 0 : await blockedFor(limits.failedByAccount, user.email),
      );
      if (wait) return tooMany(wait);
      if (!checkSecondFactor(deps, user, c.req.valid('json'))) {
        const w = Math.max(
          await consume(limits.failedByAccountAndIp, key),
          known ? 0 : await consume(limits.failedByAccount, user.email),
        );
        if (w) return tooMany(w);
        // Past its tries the step is gone: the password again, then a code.
        if (!failStep(db, step.id)) {
          clearStepCookie(c, deps, 'twofa');
          return c.json({ message: securityText.stepExpired }, 401);
        }
        return c.json({ message: securityText.codeWrong, errors: { code: securityText.codeWrong } }, 400);
      }
      if (!endStep(db, step.id)) return c.json({ message: securityText.stepExpired }, 401);
      clearStepCookie(c, deps, 'twofa');
      await limits.failedByAccountAndIp.delete(key);
      await rememberAddress(limits, key);
      completeSignIn(c, deps, user);
      return c.json(toUserDto(user), 200);
    })
    .post('/passkey/options', async (c) => {
      const options = await authenticationOptions(env);
      startCeremony(c, deps, 'passkey_sign_in', null, options.challenge);
      return c.json(options);
    })
    .post('/passkey', byIp, jsonBody(passkeySignInSchema), async (c) => {
      const ip = clientIp(c, env);
      const wait = await blockedFor(limits.passkeyByIp, ip);
      if (wait) return tooMany(wait);
      // A challenge answers once, right or wrong.
      const challenge = takeCeremony(c, deps, 'passkey_sign_in', null);
      const { response } = c.req.valid('json');
      const passkey = challenge
        ? await signInWithPasskey(deps, challenge, response as AuthenticationResponseJSON)
        : undefined;
      if (passkey === undefined) {
        const w = await consume(limits.passkeyByIp, ip);
        return w ? tooMany(w) : c.json({ message: auth.passkeyFailed }, 401);
      }
      // A passkey is something the member has and (with user verification) is or knows: both steps at once. One
      // added less than a day ago signs in, but proves nothing yet: money and new ways in ask for more.
      const user = userById(deps, passkey.userId);
      const settling = isSettling(passkey, deps.now());
      completeSignIn(c, deps, user, !settling);
      if (!settling) noteProofWith(db, user, passkey.createdAt, deps.now());
      return c.json(toUserDto(user), 200);
    });
}
