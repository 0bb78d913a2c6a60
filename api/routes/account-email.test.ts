// Confirming the email, resetting a forgotten password and moving to another email, through the real app
// and the mail sandbox: every link followed as a member would, and every refusal (expired, reused, another purpose,
// another member's) answered without changing anything.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessions, users } from '#db/schema/index.ts';
import { accountEmail } from '#shared/messages/account-email.ts';
import { validation } from '#shared/messages/common.ts';
import { mailText } from '#shared/messages/mail.ts';
import { accountApiPaths as paths, accountScreens as screens, LINK_TTL_MS } from '#shared/routes-account.ts';
import { apiPaths } from '#shared/routes.ts';
import { mailFor, tokenIn } from '#api/testing/mailbox.ts';
import { makeTestApp, newUser, sessionCookie, type TestApp } from '#api/testing/test-app.ts';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterEach(() => t.cleanup());

const row = (email: string) => t.db.select().from(users).where(eq(users.email, email)).get();
const latestToken = async (email: string, screen: string) =>
  tokenIn(
    (await mailFor(t.deps, email)).find((m) => tokenIn(m, screen)),
    screen,
  );

describe('confirming the email', () => {
  it('a link opened in another browser confirms the email but signs nobody in; reused, it is refused', async () => {
    const input = newUser();
    expect((await t.post(apiPaths.signup, input)).status).toBe(202);
    const token = (await latestToken(input.email, screens.verifyEmail))!;
    const mail = (await mailFor(t.deps, input.email))[0]!;
    expect(mail.subject).toBe(mailText.verifySubject);
    expect(mail.html).toContain(`${t.deps.env.publicOrigin}${screens.verifyEmail}#${token}`);
    expect(mail.text).not.toContain(input.password);

    const elsewhere = await t.post(paths.verifyEmail, { token });
    expect(elsewhere.status).toBe(200);
    expect(await elsewhere.json()).toMatchObject({ signedIn: false, email: input.email });
    expect(sessionCookie(elsewhere)).toBeUndefined();
    expect(row(input.email)!.emailVerifiedAt).not.toBeNull();

    const again = await t.post(paths.verifyEmail, { token });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: accountEmail.linkExpired });
  });

  it('refuses a link after 24 hours, and a made-up or malformed one, without a 500', async () => {
    const input = newUser();
    await t.post(apiPaths.signup, input);
    const token = (await latestToken(input.email, screens.verifyEmail))!;
    t.clock.advance(LINK_TTL_MS.verify_email + 1);
    expect((await t.post(paths.verifyEmail, { token })).status).toBe(400);
    expect((await t.post(paths.verifyEmail, { token: 'A'.repeat(43) })).status).toBe(400);
    expect((await t.post(paths.verifyEmail, { token: 42 })).status).toBe(400);
    expect((await t.post(paths.verifyEmail, '{"token":')).status).toBe(400);
    expect(row(input.email)!.emailVerifiedAt).toBeNull();
  });

  it('holds a cash-out and a redemption until the email is confirmed; Resend sends a new link that works', async () => {
    const { input, cookie } = await t.unconfirmedMember();
    const me = await (await t.get(apiPaths.user, cookie)).json();
    expect(me.emailVerified).toBe(false);
    const redeem = await t.post(apiPaths.redeem, { amount: 500, method: 'bank_transfer' }, cookie, {
      'idempotency-key': 'k1',
    });
    expect(redeem.status).toBe(403);
    expect(await redeem.json()).toEqual({ message: accountEmail.verifyBeforeMoney, code: 'email_unverified' });
    const cashOut = await t.post(apiPaths.cashOuts, { amount: 500 }, cookie, { 'idempotency-key': 'k2' });
    expect(cashOut.status).toBe(403);

    const first = (await latestToken(input.email, screens.verifyEmail))!;
    expect((await t.post(paths.resendVerification, {}, cookie)).status).toBe(202);
    const second = (await latestToken(input.email, screens.verifyEmail))!;
    expect(second).not.toBe(first);
    // The newest link is the one that works.
    expect((await t.post(paths.verifyEmail, { token: first })).status).toBe(400);
    const done = await t.post(paths.verifyEmail, { token: second }, cookie);
    expect(await done.json()).toMatchObject({ signedIn: true });
    expect((await (await t.get(apiPaths.user, cookie)).json()).emailVerified).toBe(true);
    expect(await (await t.post(paths.resendVerification, {}, cookie)).json()).toEqual({
      message: accountEmail.alreadyVerified,
    });
  });

  it('limits Resend to 5 an hour per member', async () => {
    const { cookie } = await t.unconfirmedMember();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await t.post(paths.resendVerification, {}, cookie)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('forgot password', () => {
  it('answers the same for a known and an unknown email; only the known one gets a link', async () => {
    const member = await t.signup();
    const known = await t.post(paths.forgotPassword, { email: member.input.email });
    const unknown = await t.post(paths.forgotPassword, { email: 'no.one@example.com' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect((await known.json()).message).toBe(accountEmail.resetSent(member.input.email));
    expect((await unknown.json()).message).toBe(accountEmail.resetSent('no.one@example.com'));
    expect(await latestToken(member.input.email, screens.resetPassword)).toBeDefined();
    expect(await mailFor(t.deps, 'no.one@example.com')).toEqual([]);
  });

  it('a reset of an account whose email was never confirmed ends the passkeys and second factor it had', async () => {
    // Made by someone with this address before its owner confirmed it (before that was refused): a passkey and
    // two-factor, as that person would have left them.
    const input = newUser();
    expect((await t.post(apiPaths.signup, input)).status).toBe(202);
    const id = row(input.email)!.id;
    t.sqlite
      .prepare(
        `INSERT INTO passkeys (id, user_id, name, public_key, device_type, backed_up, webauthn_user_id, created_at)
         VALUES ('pk-stranger', ?, 'Stranger phone', x'00', 'singleDevice', 0, 'handle', ?)`,
      )
      .run(id, t.clock.now());
    t.sqlite.prepare("UPDATE users SET totp_secret = 'v1.x', totp_enabled_at = ? WHERE id = ?").run(t.clock.now(), id);
    await t.post(paths.forgotPassword, { email: input.email });
    const token = (await latestToken(input.email, screens.resetPassword))!;
    expect((await t.post(paths.resetPassword, { token, password: 'Nebula-Walrus-5519?' })).status).toBe(200);
    expect(t.sqlite.prepare('SELECT count(*) AS n FROM passkeys WHERE user_id = ?').get(id)).toEqual({ n: 0 });
    expect(row(input.email)).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    const told = (await mailFor(t.deps, input.email)).find((m) => m.subject === mailText.passwordChangedSubject)!;
    expect(told.text).toContain(
      mailText.waysInRemoved([mailText.passkeyNamed('Stranger phone'), mailText.twoFactorNamed]),
    );
  });

  it('resets with the link: the new password works, the old not, every session ends, the member is told', async () => {
    const member = await t.signup();
    const other = (await t.signin(member.input.email, member.input.password)).cookie!;
    await t.post(paths.forgotPassword, { email: member.input.email });
    const token = (await latestToken(member.input.email, screens.resetPassword))!;

    const weak = await t.post(paths.resetPassword, { token, password: 'short' });
    expect(weak.status).toBe(400);
    expect((await weak.json()).errors.password).toBe(validation.passwordMin);
    const common = await t.post(paths.resetPassword, { token, password: 'Password1!' });
    expect((await common.json()).errors.password).toBe(validation.passwordCommon);

    const reset = await t.post(paths.resetPassword, { token, password: 'Nebula-Walrus-5519?' }, member.cookie);
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ message: accountEmail.resetDoneBody, signedIn: false });
    for (const cookie of [member.cookie, other]) expect((await t.get(apiPaths.user, cookie)).status).toBe(401);
    const id = row(member.input.email)!.id;
    expect(t.db.select().from(sessions).where(eq(sessions.userId, id)).all()).toEqual([]);
    expect((await t.signin(member.input.email, member.input.password)).res.status).toBe(401);
    expect((await t.signin(member.input.email, 'Nebula-Walrus-5519?')).res.status).toBe(200);
    const subjects = (await mailFor(t.deps, member.input.email)).map((m) => m.subject);
    expect(subjects).toContain(mailText.passwordChangedSubject);

    // Used once, never again.
    const reused = await t.post(paths.resetPassword, { token, password: 'Another-Comet-77!' });
    expect(reused.status).toBe(400);
  });

  it('refuses a link after 30 minutes, a confirmation link, and only the newest of two', async () => {
    const member = await t.signup();
    await t.post(paths.forgotPassword, { email: member.input.email });
    const older = (await latestToken(member.input.email, screens.resetPassword))!;
    await t.post(paths.forgotPassword, { email: member.input.email });
    const newer = (await latestToken(member.input.email, screens.resetPassword))!;
    const password = 'Nebula-Walrus-5519?';
    expect((await t.post(paths.resetPassword, { token: older, password })).status).toBe(400);
    t.clock.advance(LINK_TTL_MS.reset_password + 1);
    expect((await t.post(paths.resetPassword, { token: newer, password })).status).toBe(400);
    // A sign-up's confirmation link is not a reset link.
    const input = newUser();
    await t.post(apiPaths.signup, input);
    const verify = (await latestToken(input.email, screens.verifyEmail))!;
    expect((await t.post(paths.resetPassword, { token: verify, password })).status).toBe(400);
    expect((await t.signin(member.input.email, member.input.password)).res.status).toBe(200);
  });

  it('limits reset links per email (3 an hour) and per client address (10 an hour)', async () => {
    const member = await t.signup();
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const perEmail = [];
    for (let i = 0; i < 4; i++)
      perEmail.push(
        (await t.post(paths.forgotPassword, { email: member.input.email }, undefined, from(`198.51.100.${i}`))).status,
      );
    expect(perEmail).toEqual([202, 202, 202, 429]);
    const perIp = [];
    for (let i = 0; i < 11; i++)
      perIp.push(
        (await t.post(paths.forgotPassword, { email: `x${i}@example.com` }, undefined, from('203.0.113.9'))).status,
      );
    expect(perIp.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(perIp[10]).toBe(429);
  });

  it('stops a stream of made-up links from one address with 429', async () => {
    const from = { 'x-forwarded-for': '203.0.113.77' };
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      const token = `${String(i).padStart(2, '0')}${'b'.repeat(41)}`;
      statuses.push(
        (await t.post(paths.resetPassword, { token, password: 'Nebula-Walrus-5519?' }, undefined, from)).status,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
