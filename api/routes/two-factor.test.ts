// Two-factor with an authenticator app through the real app: turned on with the key it shows and a
// computed code; sign-in then takes a second step (a code, or a recovery code once); wrong, replayed and late codes
// refused and limited; turning it off needs the password and a code; the key is never stored in clear.
import { eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '#db/schema/index.ts';
import { validation } from '#shared/messages/common.ts';
import { mailText } from '#shared/messages/mail.ts';
import { securityText } from '#shared/messages/security.ts';
import { apiPaths } from '#shared/routes.ts';
import { PROOF_FOR_MONEY_MS, securityApiPaths as paths } from '#shared/routes-security.ts';
import type { SecurityOverview, TwoFactorSetup } from '#shared/schemas/security.ts';
import { accountApiPaths, accountScreens } from '#shared/routes-account.ts';
import { mailFor, tokenIn } from '#api/testing/mailbox.ts';
import { makeTestApp, newUser, sessionCookie, type TestApp } from '#api/testing/test-app.ts';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterEach(() => t.cleanup());

const codeAt = (secret: string, ms: number) => generateSync({ secret, epoch: Math.floor(ms / 1000) });
const cookieNamed = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .find((l) => l.startsWith(`${name}=`))
    ?.split(';')[0];

/** A member with two-factor on: their key, recovery codes, and the session that turned it on. */
async function withTwoFactor() {
  const m = await t.signup();
  const setup = (await (await t.post(paths.twoFactorSetup, {}, m.cookie)).json()) as TwoFactorSetup;
  expect(setup.uri).toMatch(/^otpauth:\/\/totp\/GiftOrbit:/);
  expect(setup.qr).toMatch(/^data:image\/png;base64,/);
  const wrong = await t.post(paths.twoFactorEnable, { code: '000000' }, m.cookie);
  expect(wrong.status).toBe(400);
  const on = await t.post(paths.twoFactorEnable, { code: codeAt(setup.secret, t.clock.now()) }, m.cookie);
  expect(on.status).toBe(200);
  const { recoveryCodes } = (await on.json()) as { recoveryCodes: string[] };
  // The next code's window: the one just used is spent.
  t.clock.advance(30_000);
  return { m, secret: setup.secret, recoveryCodes };
}

/** The password step: the browser's step cookie, and no session. */
async function password(m: { input: { email: string; password: string } }, headers: Record<string, string> = {}) {
  const res = await t.post(apiPaths.signin, { email: m.input.email, password: m.input.password }, undefined, headers);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ twoFactorRequired: true });
  expect(sessionCookie(res)).toBeUndefined();
  return cookieNamed(res, 'twofa')!;
}

describe('two-factor with an app', () => {
  it('is turned on with a code; the key is stored sealed; the member is told; ten codes are given once', async () => {
    const { m, secret, recoveryCodes } = await withTwoFactor();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const row = t.db.select().from(users).where(eq(users.email, m.input.email)).get()!;
    expect(row.totpSecret).not.toContain(secret);
    expect(row.totpSecret).toMatch(/^v1\./);
    const overview = (await (await t.get(paths.overview, m.cookie)).json()) as SecurityOverview;
    expect(overview.twoFactor).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect((await mailFor(t.deps, m.input.email)).map((x) => x.subject)).toContain(mailText.twoFactorOnSubject);
  });

  it('makes sign-in a second step: a code signs in, the same code twice does not', async () => {
    const { m, secret } = await withTwoFactor();
    const step = await password(m);
    const code = codeAt(secret, t.clock.now());
    const signedIn = await t.post(paths.signInTwoFactor, { code }, step);
    expect(signedIn.status).toBe(200);
    expect((await signedIn.json()).email).toBe(m.input.email);
    expect(sessionCookie(signedIn)).toBeDefined();
    // The same code again, in a new sign-in: refused.
    const again = await password(m);
    const replay = await t.post(paths.signInTwoFactor, { code }, again);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ message: securityText.codeWrong, errors: { code: securityText.codeWrong } });
  });

  it('takes a code one step early or late, not two', async () => {
    const { m, secret } = await withTwoFactor();
    const step = await password(m);
    expect((await t.post(paths.signInTwoFactor, { code: codeAt(secret, t.clock.now() - 60_000) }, step)).status).toBe(
      400,
    );
    expect((await t.post(paths.signInTwoFactor, { code: codeAt(secret, t.clock.now() + 30_000) }, step)).status).toBe(
      200,
    );
  });

  it('takes a recovery code once, then never again', async () => {
    const { m, recoveryCodes } = await withTwoFactor();
    const code = recoveryCodes[3]!;
    const first = await t.post(paths.signInTwoFactor, { recoveryCode: code.toLowerCase() }, await password(m));
    expect(first.status).toBe(200);
    const second = await t.post(paths.signInTwoFactor, { recoveryCode: code }, await password(m));
    expect(second.status).toBe(400);
    const overview = (await (await t.get(paths.overview, sessionCookie(first))).json()) as SecurityOverview;
    expect(overview.twoFactor.recoveryCodesLeft).toBe(9);
  });

  it('needs the password step first, in this browser, within 5 minutes', async () => {
    const { m, secret } = await withTwoFactor();
    expect((await t.post(paths.signInTwoFactor, { code: codeAt(secret, t.clock.now()) })).status).toBe(401);
    const step = await password(m);
    t.clock.advance(5 * 60_000 + 1);
    const late = await t.post(paths.signInTwoFactor, { code: codeAt(secret, t.clock.now()) }, step);
    expect(late.status).toBe(401);
    expect(await late.json()).toEqual({ message: securityText.stepExpired });
  });

  it('drops the step after 5 wrong codes, and limits wrong codes per account and address like passwords', async () => {
    const { m, secret } = await withTwoFactor();
    const from = { 'x-forwarded-for': '203.0.113.5' };
    const step = await password(m, from);
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await t.post(paths.signInTwoFactor, { code: '123456' }, step, from)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 401]);
    // Ten wrong answers from one address in 15 minutes, codes or passwords, and that address waits, even with the
    // right password.
    const more = [];
    for (let i = 0; i < 5; i++) {
      const s = await password(m, from);
      more.push((await t.post(paths.signInTwoFactor, { code: '654321' }, s, from)).status);
    }
    expect(more).toEqual([400, 400, 400, 400, 400]);
    const right = { email: m.input.email, password: m.input.password };
    expect((await t.post(apiPaths.signin, right, undefined, from)).status).toBe(429);
    expect(secret).toBeTruthy();
  });

  it('is turned off only with the password and a code; the member is told', async () => {
    const { m, secret } = await withTwoFactor();
    const noCode = await t.post(paths.twoFactorDisable, { password: m.input.password }, m.cookie);
    expect(noCode.status).toBe(400);
    const badPassword = await t.post(
      paths.twoFactorDisable,
      { password: 'nope', code: codeAt(secret, t.clock.now()) },
      m.cookie,
    );
    expect((await badPassword.json()).errors.password).toBe(validation.currentPasswordWrong);
    const off = await t.post(
      paths.twoFactorDisable,
      { password: m.input.password, code: codeAt(secret, t.clock.now()) },
      m.cookie,
    );
    expect(off.status).toBe(200);
    const signin = await t.signin(m.input.email, m.input.password);
    expect(sessionCookie(signin.res)).toBeDefined();
    expect((await mailFor(t.deps, m.input.email)).map((x) => x.subject)).toContain(mailText.twoFactorOffSubject);
  });

  it('makes new recovery codes with the password and a code; the old ones stop working', async () => {
    const { m, secret, recoveryCodes } = await withTwoFactor();
    const res = await t.post(
      paths.recoveryCodes,
      { password: m.input.password, code: codeAt(secret, t.clock.now()) },
      m.cookie,
    );
    const fresh = ((await res.json()) as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect((await t.post(paths.signInTwoFactor, { recoveryCode: recoveryCodes[0] }, await password(m))).status).toBe(
      400,
    );
    expect((await t.post(paths.signInTwoFactor, { recoveryCode: fresh[0] }, await password(m))).status).toBe(200);
  });

  it('cannot be turned on before the email is confirmed, and is never bypassed by the sign-up link', async () => {
    // An unconfirmed account (perhaps a stranger's, with someone else's address) adds no second factor.
    const { cookie } = await t.unconfirmedMember();
    const setup = await t.post(paths.twoFactorSetup, {}, cookie);
    expect(setup.status).toBe(403);
    expect(await setup.json()).toMatchObject({ code: 'email_unverified' });
    // One that turned it on unconfirmed before that rule: opening its sign-up link still does not sign in.
    const input = newUser();
    const signup = await t.post(apiPaths.signup, input);
    const browser = cookieNamed(signup, 'signup')!;
    t.sqlite.prepare('UPDATE users SET totp_enabled_at = ? WHERE email = ?').run(t.clock.now(), input.email);
    const mail = (await mailFor(t.deps, input.email)).find((x) => tokenIn(x, accountScreens.verifyEmail));
    const opened = await t.post(
      accountApiPaths.verifyEmail,
      { token: tokenIn(mail, accountScreens.verifyEmail) },
      browser,
    );
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({ signedIn: false });
    expect(sessionCookie(opened)).toBeUndefined();
  });
});

describe('proof for money', () => {
  it('asks for the password 15 minutes after sign-in, and a code instead with two-factor on', async () => {
    const m = await t.signup();
    t.clock.advance(PROOF_FOR_MONEY_MS + 1);
    const held = await t.post(apiPaths.redeem, { amount: 5, method: 'bank_transfer' }, m.cookie, {
      'idempotency-key': 'p1',
    });
    expect(held.status).toBe(403);
    expect(await held.json()).toEqual({
      message: securityText.proofNeeded,
      code: 'proof_needed',
      twoFactor: false,
      passkey: false,
    });
    expect((await t.post(paths.reauth, { password: 'wrong' }, m.cookie)).status).toBe(400);
    expect((await t.post(paths.reauth, { password: m.input.password }, m.cookie)).status).toBe(204);
    const after = await t.post(apiPaths.redeem, { amount: 5, method: 'bank_transfer' }, m.cookie, {
      'idempotency-key': 'p2',
    });
    expect(after.status).not.toBe(403);

    const two = await withTwoFactor();
    t.clock.advance(PROOF_FOR_MONEY_MS + 1);
    const asked = await t.post(apiPaths.cashOuts, { amount: 10 }, two.m.cookie, { 'idempotency-key': 'p3' });
    expect((await asked.json()).twoFactor).toBe(true);
    expect((await t.post(paths.reauth, { password: two.m.input.password }, two.m.cookie)).status).toBe(400);
    expect((await t.post(paths.reauth, { code: codeAt(two.secret, t.clock.now()) }, two.m.cookie)).status).toBe(204);
  });
});
