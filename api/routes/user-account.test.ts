// A member changes their name and username (PATCH /api/user/account). The username is checked as at
// sign-up: its format, reserved names, and another member's in any case, even when two ask for it at once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validation } from '#shared/messages/common.ts';
import { jsonInit, makeTestApp, type TestApp, withCookie } from '#api/testing/test-app.ts';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

const change = (cookie: string | undefined, body: unknown) =>
  t.request('/api/user/account', jsonInit('PATCH', body, withCookie(cookie)));

describe('PATCH /api/user/account', () => {
  it('changes the name and the username, and the new username is the creator page', async () => {
    const ana = await t.signup({ name: 'Ana Lopez', username: 'ana_lopez', userType: 'creator' });
    const res = await change(ana.cookie, { name: '  Ana María López ', username: 'ana.maria' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Ana María López', username: 'ana.maria' });
    expect(await (await t.get('/api/user', ana.cookie)).json()).toMatchObject({ username: 'ana.maria' });
    expect((await t.get('/api/creator-profile/ana.maria')).status).toBe(200);
    expect((await t.get('/api/creator-profile/ana_lopez')).status).toBe(404);
  });

  it("refuses another member's username in any case, a reserved one and a malformed one, on its field", async () => {
    await t.signup({ username: 'taken_name' });
    const ana = await t.signup({ username: 'ana_lopez' });
    for (const [username, status, message] of [
      ['Taken_Name', 409, validation.usernameTaken],
      ['settings', 400, validation.usernameReserved],
      ['a', 400, validation.usernameMin],
      ['no spaces allowed', 400, validation.usernameFormat],
    ] as const) {
      const res = await change(ana.cookie, { username });
      expect(res.status, username).toBe(status);
      expect(await res.json()).toMatchObject({ message, errors: { username: message } });
    }
    // Their own, in another case: theirs to keep.
    expect((await change(ana.cookie, { username: 'Ana_Lopez' })).status).toBe(200);
  });

  it('gives a username asked for by two members at once to one of them', async () => {
    const [a, b] = [await t.signup(), await t.signup()];
    const answers = await Promise.all([
      change(a.cookie, { username: 'wanted' }),
      change(b.cookie, { username: 'wanted' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('changes nothing else, and nothing for a visitor or an empty or unknown field', async () => {
    const ana = await t.signup({ name: 'Ana Lopez' });
    expect((await change(undefined, { name: 'Eve' })).status).toBe(401);
    expect((await change(ana.cookie, {})).status).toBe(400);
    expect((await change(ana.cookie, { email: 'eve@example.com' })).status).toBe(400);
    expect((await change(ana.cookie, { name: '   ' })).status).toBe(400);
    expect((await change(ana.cookie, 'not json')).status).toBe(400);
    expect(await (await t.get('/api/user', ana.cookie)).json()).toMatchObject({ name: 'Ana Lopez' });
  });
});
