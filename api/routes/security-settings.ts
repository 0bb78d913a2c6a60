import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { type Context, Hono } from 'hono';
import { every } from 'hono/combine';
import { auth } from '#shared/messages/auth.ts';
import { securityText } from '#shared/messages/security.ts';
import {
  enableTwoFactorSchema,
  passkeyNameSchema,
  passkeySignInSchema,
  passkeyRegistrationSchema,
  passwordAndFactorSchema,
  reauthSchema,
  type SecurityOverview,
} from '#shared/schemas/security.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { iso, isoOrNull } from '#api/lib/dates.ts';
import { memberWords } from '#api/lib/member-texts.ts';
import { refusedProof } from '#api/lib/proof-answer.ts';
import { clientIp } from '#api/lib/request.ts';
import { tooMany } from '#api/lib/too-many.ts';
import { jsonBody } from '#api/lib/validate.ts';
import { requireRecentProof } from '#api/middleware/recent-proof.ts';
import { requireVerifiedEmailToSecure } from '#api/middleware/verified-email.ts';
import { currentUser, endSession, requireUser } from '#api/middleware/session.ts';
import { startCeremony, takeCeremony } from '#api/middleware/webauthn-ceremony.ts';
import { mailMember } from '#api/services/accounts/email.ts';
import { deviceName } from '#api/services/accounts/devices.ts';
import { provePassword } from '#api/services/accounts/password-proof.ts';
import {
  addPasskey,
  authenticationOptions,
  passkeysOf,
  registrationOptions,
  removePasskey,
  renamePasskey,
  signInWithPasskey,
} from '#api/services/accounts/passkeys.ts';
import { blockedFor, consume, type RateLimits } from '#api/services/rate-limits.ts';
import {
  destroyOtherSessions,
  destroySessionOf,
  markProof,
  NO_PROOF,
  sessionsOf,
} from '#api/services/accounts/sessions.ts';
import {
  checkSecondFactor,
  confirmTwoFactorSetup,
  disableTwoFactor,
  renewRecoveryCodes,
  startTwoFactorSetup,
  twoFactorStatus,
} from '#api/services/accounts/two-factor.ts';
import { isSettling, noteProofWith } from '#api/services/accounts/ways-in.ts';

/**
 * Settings > Security under /api/security, every route the signed-in member's own: two-factor on and off,
 * recovery codes, passkeys, the devices signed in, and the proof money asks for after a while.
 */
export function securitySettingsRoutes(deps: Deps, limits: RateLimits) {
  const { db, env } = deps;
  const wrongCode = { message: securityText.codeWrong, errors: { code: securityText.codeWrong } };
  /** A wrong code counts against the account and address as a wrong password does. */
  const countWrong = (email: string, ip: string) => consume(limits.failedByAccountAndIp, `${email}|${ip}`);
  /**
   * A new way into the account (a passkey, two-factor on or off, new recovery codes) needs a confirmed email and a
   * recent proof, as money does: a session alone, stolen or left open, adds none.
   */
  const proof = every(requireVerifiedEmailToSecure, requireRecentProof(deps));

  return new Hono<AppEnv>()
    .use('*', requireUser)
    .get('/', (c) => {
      const user = currentUser(c);
      const overview: SecurityOverview = {
        twoFactor: twoFactorStatus(deps, user),
        passkeys: passkeysOf(deps, user.id).map((p) => ({
          id: p.id,
          name: p.name,
          createdAt: iso(p.createdAt),
          lastUsedAt: isoOrNull(p.lastUsedAt),
          backedUp: p.backedUp,
        })),
        devices: sessionsOf(deps, user.id, c.get('sessionToken')).map((s) => ({
          id: s.id,
          device: deviceName(s.userAgent, memberWords(user.locale, null).texts.security.securityText),
          ip: s.ip,
          createdAt: iso(s.createdAt),
          lastActiveAt: iso(s.lastActiveAt),
          current: s.current,
        })),
      };
      return c.json(overview);
    })
    .post('/two-factor/setup', proof, async (c) => {
      const user = currentUser(c);
      if (user.totpEnabledAt) return c.json({ message: securityText.twoFactorOnToast }, 409);
      return c.json(await startTwoFactorSetup(deps, user));
    })
    .post('/two-factor/enable', proof, jsonBody(enableTwoFactorSchema), async (c) => {
      const user = currentUser(c);
      if (!user.totpPendingSecret) return c.json({ message: securityText.notSetUp }, 400);
      const codes = confirmTwoFactorSetup(deps, user, c.req.valid('json').code);
      if (!codes) {
        const wait = await countWrong(user.email, clientIp(c, env));
        return wait ? tooMany(wait) : c.json(wrongCode, 400);
      }
      mailMember(deps, db, user, (t) => ({ subject: t.twoFactorOnSubject, lines: [...t.twoFactorOnLines] }));
      return c.json({ recoveryCodes: codes });
    })
    .post('/two-factor/disable', proof, jsonBody(passwordAndFactorSchema), async (c) => {
      const user = currentUser(c);
      const proof = await proveBoth(c.req.valid('json'), user, clientIp(c, env));
      if (proof) return proof;
      disableTwoFactor(deps, user.id);
      mailMember(deps, db, user, (t) => ({ subject: t.twoFactorOffSubject, lines: [...t.twoFactorOffLines] }));
      return c.json({ message: securityText.twoFactorOffToast });
    })
    .post('/two-factor/recovery-codes', proof, jsonBody(passwordAndFactorSchema), async (c) => {
      const user = currentUser(c);
      const proof = await proveBoth(c.req.valid('json'), user, clientIp(c, env));
      if (proof) return proof;
      return c.json({ recoveryCodes: renewRecoveryCodes(deps, user.id) });
    })
    .post('/passkeys/options', proof, async (c) => {
      const user = currentUser(c);
      const options = await registrationOptions(deps, user);
      startCeremony(c, deps, 'passkey_register', user.id, options.challenge);
      return c.json(options);
    })
    .post('/passkeys', proof, jsonBody(passkeyRegistrationSchema), async (c) => {
      // Read in this request: the options call before it gave the member their WebAuthn handle.
      const user = currentUser(c);
      const challenge = takeCeremony(c, deps, 'passkey_register', user.id);
      if (!challenge) return c.json({ message: securityText.passkeyNotAdded }, 400);
      const { response, name } = c.req.valid('json');
      const added = await addPasskey(
        deps,
        user,
        challenge,
        response as RegistrationResponseJSON,
        name || deviceName(c.req.header('user-agent'), memberWords(user.locale, null).texts.security.securityText),
      );
      if (!added) return c.json({ message: securityText.passkeyNotAdded }, 400);
      return c.json({ id: added.id, name: added.name }, 201);
    })
    .patch('/passkeys/:id', jsonBody(passkeyNameSchema), (c) => {
      const renamed = renamePasskey(deps, currentUser(c).id, c.req.param('id'), c.req.valid('json').name);
      return renamed ? c.body(null, 204) : c.json({ message: securityText.passkeyNotAdded }, 404);
    })
    .delete('/passkeys/:id', (c) => {
      const removed = removePasskey(deps, currentUser(c), c.req.param('id'));
      return removed ? c.body(null, 204) : c.json({ message: securityText.passkeyNotAdded }, 404);
    })
    .delete('/sessions/:id', (c) => {
      const user = currentUser(c);
      const id = c.req.param('id');
      const current = sessionsOf(deps, user.id, c.get('sessionToken')).find((s) => s.current)?.id;
      if (!destroySessionOf(deps, user.id, id)) return c.json({ message: securityText.sessionNotFound }, 404);
      if (id === current) endSession(c, deps);
      return c.body(null, 204);
    })
    .post('/sessions/others', (c) => {
      const count = destroyOtherSessions(deps, currentUser(c).id, c.get('sessionToken')!);
      return c.json({ message: securityText.signedOutOthers(count), count });
    })
    .post('/reauth/passkey/options', async (c) => {
      const user = currentUser(c);
      const own = passkeysOf(deps, user.id);
      if (own.length === 0) return c.json({ message: auth.passkeyFailed }, 400);
      const options = await authenticationOptions(env, own);
      startCeremony(c, deps, 'passkey_proof', user.id, options.challenge);
      return c.json(options);
    })
    .post('/reauth/passkey', jsonBody(passkeySignInSchema), async (c) => {
      const user = currentUser(c);
      const challenge = takeCeremony(c, deps, 'passkey_proof', user.id);
      if (!challenge) return c.json({ message: auth.passkeyFailed }, 400);
      const response = c.req.valid('json').response as AuthenticationResponseJSON;
      // The passkey must be this member's own: another member's, however valid, proves nothing here.
      const passkey = await signInWithPasskey(deps, challenge, response);
      if (passkey?.userId !== user.id) {
        const wait = await countWrong(user.email, clientIp(c, env));
        return wait ? tooMany(wait) : c.json({ message: auth.passkeyFailed }, 400);
      }
      // A passkey less than a day old proves it only after another proof in this session (the password or a code).
      if (isSettling(passkey, deps.now()) && c.get('sessionProofAt') === NO_PROOF)
        return c.json({ message: securityText.passkeySettling }, 403);
      markProof(deps, c.get('sessionToken')!);
      noteProofWith(db, user, passkey.createdAt, deps.now());
      return c.body(null, 204);
    })
    .post('/reauth', jsonBody(reauthSchema), async (c) => {
      const user = currentUser(c);
      const ip = clientIp(c, env);
      const { password, code } = c.req.valid('json');
      if (user.totpEnabledAt) {
        // Over the limit, no code is checked at all: a 429 tells nothing of whether the code was right.
        const blocked = await blockedFor(limits.failedByAccountAndIp, `${user.email}|${ip}`);
        if (blocked) return tooMany(blocked);
        if (code === undefined || !checkSecondFactor(deps, user, { code })) {
          if (await closeProofAfterWrongCodes(c, user)) return c.json({ message: securityText.proofCodesClosed }, 401);
          const wait = await countWrong(user.email, ip);
          return wait ? tooMany(wait) : c.json(wrongCode, 400);
        }
      } else {
        const refused = refusedProof(await provePassword(limits, user, ip, password ?? ''), 'password');
        if (refused) return refused;
      }
      markProof(deps, c.get('sessionToken')!);
      return c.body(null, 204);
    });

  /**
   * Counts a wrong code of this session's proof; at the PROOF_CODE_TRIES-th the session is ended (a stolen one
   * stops guessing) and the owner is told by mail. True when it was.
   */
  async function closeProofAfterWrongCodes(c: Context<AppEnv>, user: ReturnType<typeof currentUser>) {
    const session = c.get('sessionToken')!;
    await consume(limits.proofCodesBySession, session);
    if (!(await blockedFor(limits.proofCodesBySession, session))) return false;
    endSession(c, deps);
    const userAgent = c.req.header('user-agent');
    mailMember(deps, db, user, (t, { texts: { security } }) => ({
      subject: t.proofCodesSubject,
      lines: t.proofCodesLines(deviceName(userAgent, security.securityText)),
    }));
    return true;
  }

  /** The password and a second factor, for turning two-factor off or new codes; an answer when either is wrong. */
  async function proveBoth(
    body: { password: string; code?: string; recoveryCode?: string },
    user: ReturnType<typeof currentUser>,
    ip: string,
  ) {
    if (!user.totpEnabledAt) return Response.json({ message: securityText.notSetUp }, { status: 400 });
    const refused = refusedProof(await provePassword(limits, user, ip, body.password), 'password');
    if (refused) return refused;
    if (!checkSecondFactor(deps, user, body)) {
      const wait = await countWrong(user.email, ip);
      return wait ? tooMany(wait) : Response.json(wrongCode, { status: 400 });
    }
    return undefined;
  }
}
