// The product's wording of the auth messages, and POST /api/auth/signup through the real app.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referrals, users } from '#db/schema/index.ts';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '#shared/constants.ts';
import { auth } from '#shared/messages/auth.ts';
import { settingsPage } from '#shared/messages/settings-page.ts';
import { validation } from '#shared/messages/common.ts';
import { accountEmail } from '#shared/messages/account-email.ts';
import { mailText } from '#shared/messages/mail.ts';
import { accountScreens } from '#shared/routes-account.ts';
import { mailFor, tokenIn } from '#api/testing/mailbox.ts';
import { jsonInit, makeTestApp, newUser, sessionCookie, type TestApp, VALID_PASSWORD } from '#api/testing/test-app.ts';

const usersWithEmail = (t: TestApp, email: string) => t.db.select().from(users).where(eq(users.email, email)).all();

describe("messages hold the product's wording for sign-up and sign-in", () => {
  it('uses the literal wording of the specification', () => {
    expect(validation.nameRequired).toBe('Name is required');
    expect(validation.emailInvalid).toBe('Please enter a valid email address');
    expect(validation.passwordMin).toBe('Password must be at least 8 characters');
    expect(validation.passwordUpper).toBe('Password must contain at least one uppercase letter');
    expect(validation.passwordLower).toBe('Password must contain at least one lowercase letter');
    expect(validation.passwordNumber).toBe('Password must contain at least one number');
    expect(validation.passwordSpecial).toBe('Password must contain at least one special character');
    expect(validation.usernameMin).toBe('Username must be at least 3 characters');
    expect(validation.userType).toBe('Please select your account type');
    expect(validation.country).toBe('Please select your country');
    expect(validation.passwordRequired).toBe('Password is required');
    expect(validation.currentPasswordRequired).toBe('Current password is required');
    expect(validation.newPasswordMin).toBe('New password must be at least 8 characters');
    expect(validation.confirmPasswordRequired).toBe('Please confirm your new password');
    expect(validation.passwordsMustMatch).toBe('New password and confirmation must match');
    expect(validation.invalidReferralCode).toBe('Invalid referral code');
    expect(auth.loginFailed).toBe('Invalid email or password. Please try again.');
    expect(settingsPage.passwordChangedBody).toBe('Your password has been successfully changed.');
  });
});

describe('POST /api/auth/signup', () => {
  let t: TestApp;
  beforeAll(() => {
    t = makeTestApp();
  });
  afterAll(() => t.cleanup());

  it('creates the account: 202 and a link by mail that signs this browser in, the user without secrets', async () => {
    const { res, body, cookie, input } = await t.signup({ email: 'Mixed.Case@Example.COM', username: 'Star_Gazer' });
    expect(res.status).toBe(202);
    // No session before the link: the answer is the same as for an email that has an account.
    expect(await res.clone().json()).toEqual({ message: accountEmail.signupAccepted, email: 'mixed.case@example.com' });
    expect(sessionCookie(res)).toBeUndefined();
    expect(body).toMatchObject({
      name: input.name,
      email: 'mixed.case@example.com',
      username: 'Star_Gazer',
      userType: 'gifter',
      country: 'USA',
      bankAccountConnected: false,
      autoRoundUpEnabled: true,
      roundUpMethod: 'dollar',
    });
    expect(typeof body.id).toBe('number');
    expect(body).not.toHaveProperty('password');
    expect(JSON.stringify(body)).not.toContain('argon2');
    expect(JSON.stringify(body)).not.toContain(VALID_PASSWORD);

    const code: string = body.referralCode;
    expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
    expect([...code].every((ch) => REFERRAL_CODE_ALPHABET.includes(ch))).toBe(true);

    const setCookie = res.headers.getSetCookie().find((l) => l.startsWith('signup='))!;
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookie).toMatch(/;\s*Path=\//i);

    // The link, opened in this browser, signed the new user in, with the email confirmed.
    expect(body.emailVerified).toBe(true);
    const me = await t.get('/api/user', cookie);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: body.id, email: 'mixed.case@example.com' });
    // Stored lower-cased: one row under the lower-case address.
    expect(usersWithEmail(t, 'mixed.case@example.com')).toHaveLength(1);
  });

  it('accepts a creator from a Latin American country', async () => {
    const { res, body } = await t.signup({ userType: 'creator', country: 'Perú' });
    expect(res.status).toBe(202);
    expect(body).toMatchObject({ userType: 'creator', country: 'Perú' });
  });

  const cases: [string, string, Record<string, unknown>, string][] = [
    ['an empty name', 'name', { name: '' }, validation.nameRequired],
    ['a blank name', 'name', { name: '   ' }, validation.nameRequired],
    ['a missing name', 'name', { name: undefined }, validation.nameRequired],
    ['an invalid email', 'email', { email: 'not-an-email' }, validation.emailInvalid],
    ['a short password', 'password', { password: 'Ab1!xyz' }, validation.passwordMin],
    ['a password without uppercase', 'password', { password: 'orbit-rocket9' }, validation.passwordUpper],
    ['a password without lowercase', 'password', { password: 'ORBIT-ROCKET9' }, validation.passwordLower],
    ['a password without a number', 'password', { password: 'Orbit-Rocket' }, validation.passwordNumber],
    ['a password without a special character', 'password', { password: 'OrbitRocket9' }, validation.passwordSpecial],
    ['a password over 128 characters', 'password', { password: `Aa1!${'x'.repeat(125)}` }, validation.passwordMax],
    ['a short username', 'username', { username: 'ab' }, validation.usernameMin],
    ['a username with a space', 'username', { username: 'bad name' }, validation.usernameFormat],
    ['an unknown userType', 'userType', { userType: 'admin' }, validation.userType],
    ['a missing userType', 'userType', { userType: undefined }, validation.userType],
    ['an unknown country', 'country', { country: 'France' }, validation.country],
  ];
  it.each(cases)('refuses %s with 400 and the field message', async (_label, field, override, message) => {
    const input = { ...newUser(), ...override };
    const res = await t.request('/api/auth/signup', jsonInit('POST', input));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[field]).toBe(message);
    expect(body.message).toBe(message);
    expect(sessionCookie(res)).toBeUndefined();
    expect(usersWithEmail(t, String(input.email).toLowerCase())).toHaveLength(0);
  });

  it('refuses a common password (a dictionary word with digits and a symbol tacked on)', async () => {
    const input = newUser({ password: 'Password1!' });
    const res = await t.request('/api/auth/signup', jsonInit('POST', input));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: validation.passwordCommon,
      errors: { password: validation.passwordCommon },
    });
    expect(usersWithEmail(t, input.email)).toHaveLength(0);
  });

  it.each(['settings', 'Dashboard'])('refuses the username %s, which is a route', async (username) => {
    const input = newUser({ username });
    const res = await t.request('/api/auth/signup', jsonInit('POST', input));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors.username).toBe(validation.usernameReserved);
    expect(usersWithEmail(t, input.email)).toHaveLength(0);
  });

  it('answers a taken email (whatever its case) as a new one, makes no account and mails its owner', async () => {
    const first = await t.signup({ email: 'ana@example.com' });
    expect(first.res.status).toBe(202);
    const before = (await mailFor(t.deps, 'ana@example.com')).length;
    const input = newUser({ email: 'ANA@example.com' });
    const second = await t.request('/api/auth/signup', jsonInit('POST', input));
    expect(second.status).toBe(202);
    expect(await second.json()).toEqual({ message: accountEmail.signupAccepted, email: 'ana@example.com' });
    expect(sessionCookie(second)).toBeUndefined();
    expect(usersWithEmail(t, 'ana@example.com')).toHaveLength(1);
    // The owner hears of it, once an hour at most, and the mail carries no link that changes anything.
    const mails = await mailFor(t.deps, 'ana@example.com');
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.subject).toBe(mailText.signupTakenSubject);
    expect(tokenIn(mails[0], accountScreens.verifyEmail)).toBeUndefined();
    await t.request('/api/auth/signup', jsonInit('POST', newUser({ email: 'ana@example.com' })));
    expect(await mailFor(t.deps, 'ana@example.com')).toHaveLength(before + 1);
  });

  it('refuses a taken username whatever its case: 409 with errors.username', async () => {
    const first = await t.signup({ username: 'bob.smith' });
    expect(first.res.status).toBe(202);
    const second = await t.signup({ username: 'Bob.Smith' });
    expect(second.res.status).toBe(409);
    expect(second.body.errors.username).toBe(validation.usernameTaken);
    expect(usersWithEmail(t, second.input.email)).toHaveLength(0);
  });

  it('lets only one of two simultaneous signups with the same email or username through', async () => {
    const sameEmail = await Promise.all([
      t.signup({ email: 'race@example.com' }),
      t.signup({ email: 'RACE@example.com' }),
    ]);
    expect(sameEmail.map((r) => r.res.status)).toEqual([202, 202]);
    expect(usersWithEmail(t, 'race@example.com')).toHaveLength(1);

    const sameName = await Promise.all([t.signup({ username: 'racer_x' }), t.signup({ username: 'RACER_X' })]);
    expect(sameName.map((r) => r.res.status).sort()).toEqual([202, 409]);
    expect(sameName.find((r) => r.res.status === 409)!.body.errors.username).toBe(validation.usernameTaken);
  });

  it('records a pending referral for the referrer when a valid code is given (any case)', async () => {
    const referrer = await t.signup();
    expect(referrer.res.status).toBe(202);
    const code: string = referrer.body.referralCode;

    const referred = await t.signup({ referralCode: code.toLowerCase() });
    expect(referred.res.status).toBe(202);
    const rows = t.db.select().from(referrals).where(eq(referrals.referredUserId, referred.body.id)).all();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ referrerId: referrer.body.id, referralCode: code, status: 'pending' });
    const stored = t.db.select().from(users).where(eq(users.id, referred.body.id)).get()!;
    expect(stored.referredBy).toBe(referrer.body.id);
    // The new user gets a code of their own.
    expect(referred.body.referralCode).not.toBe(code);
  });

  it('treats an empty referral code as none', async () => {
    const { res, body } = await t.signup({ referralCode: '' });
    expect(res.status).toBe(202);
    expect(t.db.select().from(referrals).where(eq(referrals.referredUserId, body.id)).all()).toHaveLength(0);
  });

  it('refuses an unknown referral code with 400 errors.referralCode and creates no user', async () => {
    const { res, body, input, cookie } = await t.signup({ referralCode: 'ZZZZ9999' });
    expect(res.status).toBe(400);
    expect(body.errors.referralCode).toBe('Invalid referral code');
    expect(body.errors.referralCode).toBe(validation.invalidReferralCode);
    expect(cookie).toBeUndefined();
    expect(usersWithEmail(t, input.email)).toHaveLength(0);
  });

  it('accepts a 64-character password, which then signs in', async () => {
    const password = `Long-Passphrase-7-${'q'.repeat(46)}`;
    expect(password).toHaveLength(64);
    const { res, input } = await t.signup({ password });
    expect(res.status).toBe(202);
    const signin = await t.signin(input.email, password);
    expect(signin.res.status).toBe(200);
  });
});
