// POST /api/auth/signin through the real app: the session cookie, case-insensitive email, one answer for
// both failures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '#shared/messages/auth.ts';
import { validation } from '#shared/messages/common.ts';
import { jsonInit, makeTestApp, type TestApp, VALID_PASSWORD, withCookie } from '#api/testing/test-app.ts';

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
