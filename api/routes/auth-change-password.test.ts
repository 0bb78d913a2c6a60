// POST /api/auth/change-password: validation, the product's messages, and the other sessions ending.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#db/schema/index.ts';
import { auth } from '#shared/messages/auth.ts';
import { settingsPage } from '#shared/messages/settings-page.ts';
import { validation } from '#shared/messages/common.ts';
import { jsonInit, makeTestApp, type TestApp, VALID_PASSWORD, withCookie } from '#api/testing/test-app.ts';

const sessionsOf = (t: TestApp, userId: number) =>
  t.db.select().from(sessions).where(eq(sessions.userId, userId)).all();

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
    expect(await res.json()).toEqual({ message: settingsPage.passwordChangedBody });

    expect((await t.get('/api/user', current)).status).toBe(200);
    expect((await t.get('/api/user', other.cookie)).status).toBe(401);
    expect(sessionsOf(t, user.id)).toHaveLength(1);

    const withOld = await t.signin(input.email, VALID_PASSWORD);
    expect(withOld.res.status).toBe(401);
    const withNew = await t.signin(input.email, newPassword);
    expect(withNew.res.status).toBe(200);
  });
});
