// GET and POST /api/logout: the session ends, and another site cannot end it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#db/schema/index.ts';
import {
  jsonInit,
  lastSessionSetCookie,
  makeTestApp,
  sessionCookie,
  type TestApp,
  withCookie,
} from '#api/testing/test-app.ts';

const sessionsOf = (t: TestApp, userId: number) =>
  t.db.select().from(sessions).where(eq(sessions.userId, userId)).all();

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
