import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { accountEmail } from '#shared/messages/account-email.ts';
import { auth } from '#shared/messages/auth.ts';
import { settingsPage } from '#shared/messages/settings-page.ts';
import { validation } from '#shared/messages/common.ts';
import { LINK_TTL_MS } from '#shared/routes-account.ts';
import type { SignupAccepted } from '#shared/schemas/account-email.ts';
import type { SecondStepNeeded } from '#shared/schemas/security.ts';
import { changePasswordSchema, signinSchema, signupSchema } from '#shared/schemas/auth.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { refusedProof } from '#api/lib/proof-answer.ts';
import { clientIp } from '#api/lib/request.ts';
import { tooMany } from '#api/lib/too-many.ts';
import { jsonBody } from '#api/lib/validate.ts';
import { guessesByIp } from '#api/middleware/guesses-by-ip.ts';
import { currentUser, requireUser, setStepCookie } from '#api/middleware/session.ts';
import { completeSignIn } from '#api/middleware/sign-in.ts';
import { openStep, STEP_LIFE_MS } from '#api/services/accounts/sign-in-challenges.ts';
import { mailPasswordChanged, mailSignupTaken, sendVerification } from '#api/services/accounts/email.ts';
import { recogniseFormerMember } from '#api/services/accounts/former-members.ts';
import { burnVerifyTime, hashPassword, isCommonPassword, verifyPassword } from '#api/services/accounts/passwords.ts';
import { provePassword } from '#api/services/accounts/password-proof.ts';
import { blockedFor, consume, isKnownAddress, type RateLimits, rememberAddress } from '#api/services/rate-limits.ts';
import { destroyOtherSessions } from '#api/services/accounts/sessions.ts';
import { createUser, FieldError, setPassword, toUserDto, userByEmail } from '#api/services/accounts/users.ts';
import { write } from '#db/unit-of-work.ts';

/** Signing up, signing in and changing the password, each limited per address and per account. */
export function authRoutes(deps: Deps, limits: RateLimits) {
  const { db, env } = deps;
  // Every call that checks a password counts against the caller's address first (the mail-link and passkey routes have
  // limits of their own: a click on a mail's link is not a guess).
  const byIp = guessesByIp(deps, limits);
  return new Hono<AppEnv>()
    .post('/signup', byIp, jsonBody(signupSchema), async (c) => {
      const data = c.req.valid('json');
      if (isCommonPassword(data.password)) {
        return c.json({ message: validation.passwordCommon, errors: { password: validation.passwordCommon } }, 400);
      }
      // The same answer (and the same work) for a new email and one that has an account, whose owner
      // is mailed instead. The browser gets a cookie either way; the confirmation link signs in only that browser.
      const passwordHash = await hashPassword(data.password);
      const browser = randomBytes(18).toString('base64url');
      try {
        const user = write(db, (tx) => {
          const made = createUser(tx, data, passwordHash);
          recogniseFormerMember(deps, tx, made.id, made.email);
          sendVerification(deps, tx, made, { browserCookie: browser });
          return made;
        });
        await rememberAddress(limits, `${user.email}|${clientIp(c, env)}`);
      } catch (error) {
        if (!(error instanceof FieldError)) throw error;
        if (error.field !== 'email' || error.status !== 409) {
          return c.json({ message: error.message, errors: { [error.field]: error.message } }, error.status);
        }
        const owner = userByEmail(deps, data.email);
        if (owner && !(await consume(limits.signupNoticeByEmail, data.email))) mailSignupTaken(deps, owner);
      }
      setStepCookie(c, deps, 'signup', browser, LINK_TTL_MS.verify_email);
      return c.json({ message: accountEmail.signupAccepted, email: data.email } satisfies SignupAccepted, 202);
    })
    .post('/signin', byIp, jsonBody(signinSchema), async (c) => {
      const { email, password } = c.req.valid('json');
      const accountIpKey = `${email}|${clientIp(c, env)}`;
      // The account-wide lock stops guesses spread over many addresses, but not the owner at a known one.
      const known = await isKnownAddress(limits, accountIpKey);
      const wait = Math.max(
        await blockedFor(limits.failedByAccountAndIp, accountIpKey),
        known ? 0 : await blockedFor(limits.failedByAccount, email),
      );
      if (wait) return tooMany(wait);

      const user = userByEmail(deps, email);
      const ok = user
        ? await verifyPassword(user.password, password)
        : await burnVerifyTime(password).then(() => false);
      // An account whose email is not confirmed does not sign in with its password: else signing up with an
      // address and signing in with the same password would tell whether the address already had an account.
      // Its link signs it in; the right password sends a new link (one an hour at most), then works once it is opened.
      const unconfirmed = user !== undefined && ok && user.emailVerifiedAt === null;
      if (!user || !ok || unconfirmed) {
        const w1 = await consume(limits.failedByAccountAndIp, accountIpKey);
        const w2 = known ? 0 : await consume(limits.failedByAccount, email);
        if (unconfirmed && !(await consume(limits.signupNoticeByEmail, user.email)))
          sendVerification(deps, db, user, { keepEarlier: true });
        if (w1 || w2) return tooMany(Math.max(w1, w2));
        // The same answer for an unknown email, a wrong password and an account not yet confirmed.
        return c.json({ message: auth.loginFailed }, 401);
      }
      // With two-factor on, the password opens a step bound to this browser, not a session.
      if (user.totpEnabledAt) {
        const step = openStep(db, { purpose: 'two_factor', userId: user.id, at: deps.now() });
        setStepCookie(c, deps, 'twofa', step, STEP_LIFE_MS);
        return c.json({ twoFactorRequired: true } satisfies SecondStepNeeded, 200);
      }
      await limits.failedByAccountAndIp.delete(accountIpKey);
      await rememberAddress(limits, accountIpKey);
      completeSignIn(c, deps, user);
      return c.json(toUserDto(user), 200);
    })
    .post('/change-password', byIp, requireUser, jsonBody(changePasswordSchema), async (c) => {
      const user = currentUser(c);
      const { currentPassword, newPassword } = c.req.valid('json');
      const refused = refusedProof(await provePassword(limits, user, clientIp(c, env), currentPassword));
      if (refused) return refused;
      if (currentPassword === newPassword) {
        return c.json(
          { message: validation.newPasswordSame, errors: { newPassword: validation.newPasswordSame } },
          400,
        );
      }
      if (isCommonPassword(newPassword)) {
        return c.json({ message: validation.passwordCommon, errors: { newPassword: validation.passwordCommon } }, 400);
      }
      setPassword(deps, user.id, await hashPassword(newPassword));
      destroyOtherSessions(deps, user.id, c.get('sessionToken')!);
      mailPasswordChanged(deps, db, user);
      return c.json({ message: settingsPage.passwordChangedBody }, 200);
    });
}
