import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referrals, sessions, users } from '#db/schema/index.ts';
import {
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from '#shared/constants.ts';
import { auth, validation } from '#shared/messages.ts';
import {
  jsonInit,
  lastSessionSetCookie,
  makeTestApp,
  newUser,
  sessionCookie,
  type TestApp,
  VALID_PASSWORD,
  withCookie,
} from '#api/testing/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;

const usersWithEmail = (t: TestApp, email: string) => t.db.select().from(users).where(eq(users.email, email)).all();
const sessionsOf = (t: TestApp, userId: number) =>
  t.db.select().from(sessions).where(eq(sessions.userId, userId)).all();

describe('messages hold the spec text (SPEC section 5 and 8)', () => {
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
    expect(auth.passwordChangedBody).toBe('Your password has been successfully changed.');
  });
});

describe('POST /api/auth/signup', () => {
  let t: TestApp;
  beforeAll(() => {
    t = makeTestApp();
  });
  afterAll(() => t.cleanup());

  it('creates the account: 201, the user without secrets, a session cookie, a referral code', async () => {
    const { res, body, cookie, input } = await t.signup({ email: 'Mixed.Case@Example.COM', username: 'Star_Gazer' });
    expect(res.status).toBe(201);
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

    const setCookie = res.headers.getSetCookie().find((l) => l.startsWith('sid='))!;
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookie).toMatch(/;\s*Path=\//i);

    // The cookie signs the new user in.
    const me = await t.get('/api/user', cookie);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: body.id, email: 'mixed.case@example.com' });
    // Stored lower-cased: one row under the lower-case address.
    expect(usersWithEmail(t, 'mixed.case@example.com')).toHaveLength(1);
  });

  it('accepts a creator from a Latin American country', async () => {
    const { res, body } = await t.signup({ userType: 'creator', country: 'Perú' });
    expect(res.status).toBe(201);
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

  it('refuses a taken email whatever its case: 409 with errors.email', async () => {
    const first = await t.signup({ email: 'ana@example.com' });
    expect(first.res.status).toBe(201);
    const second = await t.signup({ email: 'ANA@example.com' });
    expect(second.res.status).toBe(409);
    expect(second.body.errors.email).toBe(validation.emailTaken);
    expect(second.cookie).toBeUndefined();
    expect(usersWithEmail(t, 'ana@example.com')).toHaveLength(1);
  });

  it('refuses a taken username whatever its case: 409 with errors.username', async () => {
    const first = await t.signup({ username: 'bob.smith' });
    expect(first.res.status).toBe(201);
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
    expect(sameEmail.map((r) => r.res.status).sort()).toEqual([201, 409]);
    expect(usersWithEmail(t, 'race@example.com')).toHaveLength(1);

    const sameName = await Promise.all([t.signup({ username: 'racer_x' }), t.signup({ username: 'RACER_X' })]);
    expect(sameName.map((r) => r.res.status).sort()).toEqual([201, 409]);
    expect(sameName.find((r) => r.res.status === 409)!.body.errors.username).toBe(validation.usernameTaken);
  });

  it('records a pending referral for the referrer when a valid code is given (any case)', async () => {
    const referrer = await t.signup();
    expect(referrer.res.status).toBe(201);
    const code: string = referrer.body.referralCode;

    const referred = await t.signup({ referralCode: code.toLowerCase() });
    expect(referred.res.status).toBe(201);
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
    expect(res.status).toBe(201);
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
    expect(res.status).toBe(201);
    const signin = await t.signin(input.email, password);
    expect(signin.res.status).toBe(200);
  });
});

describe('POST /api/auth/signin', () => {
  let t: TestApp;
  let email: string;
  let userId: number;
  beforeAll(async () => {
    t = makeTestApp();
    const s = await t.signup({ email: 'signin.user@example.com' });
    email = s.input.email;
    userId = s.body.id;
  });
  afterAll(() => t.cleanup());

  it('signs in: 200 with the user and an HttpOnly session cookie that works', async () => {
    const { res, body, cookie } = await t.signin(email, VALID_PASSWORD);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ id: userId, email });
    expect(body).not.toHaveProperty('password');
    expect(res.headers.getSetCookie().find((l) => l.startsWith('sid='))).toMatch(/HttpOnly/i);
    const me = await t.get('/api/user', cookie);
    expect(me.status).toBe(200);
    expect((await me.json()).id).toBe(userId);
  });

  it('finds the account whatever the case of the email typed', async () => {
    const { res } = await t.signin('  SIGNIN.User@Example.com ', VALID_PASSWORD);
    expect(res.status).toBe(200);
  });

  it('gives a new session id at every sign-in and ends the one sent along', async () => {
    const first = await t.signin(email, VALID_PASSWORD);
    const second = await t.signin(email, VALID_PASSWORD);
    expect(first.cookie).toBeDefined();
    expect(second.cookie).toBeDefined();
    expect(second.cookie).not.toBe(first.cookie);

    // Signing in again while presenting the first cookie: a fresh id, and the old one is dead.
    const third = await t.signin(email, VALID_PASSWORD, withCookie(first.cookie));
    expect(third.res.status).toBe(200);
    expect(third.cookie).not.toBe(first.cookie);
    expect((await t.get('/api/user', first.cookie)).status).toBe(401);
    expect((await t.get('/api/user', third.cookie)).status).toBe(200);
    // A session that was not presented is untouched.
    expect((await t.get('/api/user', second.cookie)).status).toBe(200);
  });

  it('answers a wrong password and an unknown email identically (401, loginFailed)', async () => {
    const wrong = await t.signin(email, 'Wrong-Password9');
    const unknown = await t.signin('nobody-here@example.com', 'Wrong-Password9');
    expect(wrong.res.status).toBe(401);
    expect(unknown.res.status).toBe(401);
    expect(wrong.body).toEqual({ message: auth.loginFailed });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.cookie).toBeUndefined();
    expect(unknown.cookie).toBeUndefined();
  });

  it('validates the form: email and password', async () => {
    const badEmail = await t.request('/api/auth/signin', jsonInit('POST', { email: 'nope', password: 'x' }));
    expect(badEmail.status).toBe(400);
    expect((await badEmail.json()).errors.email).toBe('Please enter a valid email address');

    const noPassword = await t.request('/api/auth/signin', jsonInit('POST', { email, password: '' }));
    expect(noPassword.status).toBe(400);
    const body = await noPassword.json();
    expect(body.errors.password).toBe('Password is required');
    expect(body.errors.password).toBe(validation.passwordRequired);
  });
});

describe('logout', () => {
  let t: TestApp;
  beforeAll(() => {
    t = makeTestApp();
  });
  afterAll(() => t.cleanup());

  it('GET /api/logout redirects to / and ends the session', async () => {
    const { cookie, body } = await t.signup();
    expect(sessionsOf(t, body.id)).toHaveLength(1);

    const res = await t.get('/api/logout', cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    // The browser is told to drop the cookie.
    expect(lastSessionSetCookie(res)).toMatch(/^sid=;.*Max-Age=0/i);
    expect(sessionCookie(res)).toBeUndefined();

    expect(sessionsOf(t, body.id)).toHaveLength(0);
    const me = await t.get('/api/user', cookie);
    expect(me.status).toBe(401);
  });

  it('POST /api/logout ends the session too (204)', async () => {
    const { cookie } = await t.signup();
    const res = await t.request('/api/logout', jsonInit('POST', undefined, withCookie(cookie)));
    expect(res.status).toBe(204);
    expect((await t.get('/api/user', cookie)).status).toBe(401);
  });

  it('another site cannot sign the user out through a cross-site GET /api/logout', async () => {
    const { cookie, body } = await t.signup();
    const res = await t.request('/api/logout', { headers: withCookie(cookie, { 'sec-fetch-site': 'cross-site' }) });
    expect(res.status).toBe(302);
    expect(sessionsOf(t, body.id)).toHaveLength(1);
    expect((await t.get('/api/user', cookie)).status).toBe(200);
  });

  it('GET /api/logout when signed out still redirects to /', async () => {
    const res = await t.get('/api/logout');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });
});

describe('POST /api/auth/change-password', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = makeTestApp();
    cookie = (await t.signup()).cookie!;
  });
  afterAll(() => t.cleanup());

  const changeAs = (c: string | undefined, body: unknown) =>
    t.request('/api/auth/change-password', jsonInit('POST', body, withCookie(c)));
  const change = (body: unknown) => changeAs(cookie, body);

  it('requires sign-in (401)', async () => {
    const res = await changeAs(undefined, {
      currentPassword: VALID_PASSWORD,
      newPassword: 'New-Orbit-77',
      confirmPassword: 'New-Orbit-77',
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: auth.notAuthenticated });
  });

  it.each([
    [
      'current password missing',
      { currentPassword: '', newPassword: 'New-Orbit-77', confirmPassword: 'New-Orbit-77' },
      'currentPassword',
      validation.currentPasswordRequired,
    ],
    [
      'new password too short',
      { currentPassword: VALID_PASSWORD, newPassword: 'Ab1!', confirmPassword: 'Ab1!' },
      'newPassword',
      validation.newPasswordMin,
    ],
    [
      'new password without a number',
      { currentPassword: VALID_PASSWORD, newPassword: 'New-Orbit-X', confirmPassword: 'New-Orbit-X' },
      'newPassword',
      validation.passwordNumber,
    ],
    [
      'confirmation missing',
      { currentPassword: VALID_PASSWORD, newPassword: 'New-Orbit-77', confirmPassword: '' },
      'confirmPassword',
      validation.confirmPasswordRequired,
    ],
    [
      'confirmation different',
      { currentPassword: VALID_PASSWORD, newPassword: 'New-Orbit-77', confirmPassword: 'New-Orbit-78' },
      'confirmPassword',
      validation.passwordsMustMatch,
    ],
  ])('validates: %s', async (_label, body, field, message) => {
    const res = await change(body);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.errors[field]).toBe(message);
    expect(json.message).toBe(message);
  });

  it('spec wording for the change-password messages', () => {
    expect(validation.newPasswordMin).toBe('New password must be at least 8 characters');
    expect(validation.passwordsMustMatch).toBe('New password and confirmation must match');
  });

  it('refuses a wrong current password with errors.currentPassword', async () => {
    const res = await change({
      currentPassword: 'Not-The-One-1',
      newPassword: 'New-Orbit-77',
      confirmPassword: 'New-Orbit-77',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.currentPassword).toBe(validation.currentPasswordWrong);
  });

  it('refuses a new password equal to the current one, or a common one', async () => {
    const same = await change({
      currentPassword: VALID_PASSWORD,
      newPassword: VALID_PASSWORD,
      confirmPassword: VALID_PASSWORD,
    });
    expect(same.status).toBe(400);
    expect((await same.json()).errors.newPassword).toBe(validation.newPasswordSame);
    const common = await change({
      currentPassword: VALID_PASSWORD,
      newPassword: 'Password1!',
      confirmPassword: 'Password1!',
    });
    expect(common.status).toBe(400);
    expect((await common.json()).errors.newPassword).toBe(validation.passwordCommon);
  });

  it('changes the password, ends the other sessions and keeps the current one', async () => {
    const { cookie: current, input, body: user } = await t.signup();
    const other = await t.signin(input.email, VALID_PASSWORD);
    expect(other.cookie).toBeDefined();
    expect(sessionsOf(t, user.id)).toHaveLength(2);

    const newPassword = 'Fresh-Comet-42';
    const res = await changeAs(current, { currentPassword: VALID_PASSWORD, newPassword, confirmPassword: newPassword });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: auth.passwordChangedBody });

    expect((await t.get('/api/user', current)).status).toBe(200);
    expect((await t.get('/api/user', other.cookie)).status).toBe(401);
    expect(sessionsOf(t, user.id)).toHaveLength(1);

    const withOld = await t.signin(input.email, VALID_PASSWORD);
    expect(withOld.res.status).toBe(401);
    const withNew = await t.signin(input.email, newPassword);
    expect(withNew.res.status).toBe(200);
  });
});

describe('session lifetime', () => {
  it('rejects a session idle for longer than SESSION_IDLE_MS while a used one lives on', async () => {
    const t = makeTestApp();
    try {
      const { cookie: used, input } = await t.signup();
      const { cookie: idle } = await t.signin(input.email, VALID_PASSWORD);

      t.clock.advance(SESSION_IDLE_MS - 60_000);
      expect((await t.get('/api/user', used)).status).toBe(200);

      t.clock.advance(120_000); // `idle` untouched for SESSION_IDLE_MS + 1 minute
      const res = await t.get('/api/user', idle);
      expect(res.status).toBe(401);
      expect((await t.get('/api/user', used)).status).toBe(200);
    } finally {
      t.cleanup();
    }
  });

  it('ends a regularly used session at SESSION_ABSOLUTE_MS', async () => {
    const t = makeTestApp();
    try {
      const { cookie, body } = await t.signup();
      const start = t.clock.now();
      const step = SESSION_IDLE_MS - DAY; // always used well within the idle timeout
      while (t.clock.now() + step < start + SESSION_ABSOLUTE_MS) {
        t.clock.advance(step);
        expect((await t.get('/api/user', cookie)).status).toBe(200);
      }
      t.clock.advance(start + SESSION_ABSOLUTE_MS - 1000 - t.clock.now());
      expect((await t.get('/api/user', cookie)).status).toBe(200);
      t.clock.advance(1000);
      expect((await t.get('/api/user', cookie)).status).toBe(401);
      expect(sessionsOf(t, body.id)).toHaveLength(0);
    } finally {
      t.cleanup();
    }
  });

  it('keeps the browser cookie alive while the session is in use (cookie expiry slides with the session)', async () => {
    // A browser drops a cookie at its Expires/Max-Age; follow it like a browser would.
    const t = makeTestApp();
    try {
      const { res } = await t.signup();
      let jar = readSessionCookie(res, t.clock.now())!;
      expect(jar).toBeDefined();
      for (let day = 1; day <= SESSION_IDLE_MS / DAY + 3; day++) {
        t.clock.advance(DAY);
        expect(jar.expiresAt, `the browser dropped the session cookie on day ${day} of daily use`).toBeGreaterThan(
          t.clock.now(),
        );
        const r = await t.get('/api/user', jar.pair);
        expect(r.status).toBe(200);
        jar = readSessionCookie(r, t.clock.now()) ?? jar;
      }
    } finally {
      t.cleanup();
    }
  });
});

/** The session cookie a response sets, with the instant a browser would drop it (Max-Age wins over Expires). */
function readSessionCookie(res: Response, now: number): { pair: string; expiresAt: number } | undefined {
  const line = res.headers
    .getSetCookie()
    .filter((l) => /^(__Host-)?sid=[^;]/.test(l))
    .at(-1);
  if (!line) return undefined;
  const parts = line.split(';').map((p) => p.trim());
  const maxAge = parts.find((p) => /^max-age=/i.test(p));
  const expires = parts.find((p) => /^expires=/i.test(p));
  const expiresAt = maxAge
    ? now + Number(maxAge.split('=')[1]) * 1000
    : expires
      ? Date.parse(expires.slice('expires='.length))
      : Number.POSITIVE_INFINITY; // a browser-session cookie
  return { pair: parts[0]!, expiresAt };
}
