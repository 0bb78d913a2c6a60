// The first dashboard's welcome is the account's (docs/product-rules.md section 11): a new member is not yet
// welcomed, POST /api/user/welcomed marks it once (any device, any number of calls); a signed-out caller is refused.
import { describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/routes.ts';
import { userSchema } from '#shared/schemas/user.ts';
import { getOk, memberApp } from '#api/testing/member-app.ts';
import { VALID_PASSWORD } from '#api/testing/test-app.ts';

const m = memberApp();
const welcomedAt = () =>
  (m.t.sqlite.prepare('SELECT welcomed_at AS at FROM users WHERE id = ?').get(m.userId) as { at: number | null }).at;

describe('POST /api/user/welcomed', () => {
  it('marks the first welcome once; the account then reads welcomed on every device', async () => {
    expect((await getOk(m.t, apiPaths.user, userSchema, m.cookie)).welcomed).toBe(false);
    expect((await m.post(apiPaths.userWelcomed)).status).toBe(204);
    const first = welcomedAt();
    expect(first).toBe(m.t.clock.now());
    m.t.clock.advance(60_000);
    expect((await m.post(apiPaths.userWelcomed)).status).toBe(204);
    expect(welcomedAt()).toBe(first);
    // Signed in on another device: welcome back there too.
    const { email } = await getOk(m.t, apiPaths.user, userSchema, m.cookie);
    const phone = (await m.t.signin(email, VALID_PASSWORD)).cookie!;
    expect((await getOk(m.t, apiPaths.user, userSchema, phone)).welcomed).toBe(true);
  });

  it('answers 401 signed out and changes nothing', async () => {
    expect((await m.t.post(apiPaths.userWelcomed, {})).status).toBe(401);
    expect(welcomedAt()).toBeNull();
  });
});
