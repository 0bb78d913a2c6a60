// Signing out is POST /api/logout. GET /api/logout (a plain browser navigation) answers a page whose form posts, and
// signs nobody out: an <img>, a link or a prefetch from any site leaves the session alive.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#db/schema/index.ts';
import { signOutPage } from '#shared/messages/sign-out-page.ts';
import { api } from '#shared/messages/common.ts';
import { apiPaths } from '#shared/routes.ts';
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

/** What a browser sends for an `<img src=/api/logout>`, a link or a prefetch, from a page of `site`. */
const imageFrom = (site: 'cross-site' | 'same-site' | 'same-origin' | 'none') => ({
  'sec-fetch-site': site,
  'sec-fetch-mode': 'no-cors',
  'sec-fetch-dest': 'image',
  accept: 'image/avif,image/webp,*/*',
});

/** The page's form, submitted by a browser: a navigation POST with an empty urlencoded body. */
const formPost = (cookie: string, origin = 'http://localhost', site = 'same-origin'): RequestInit => ({
  method: 'POST',
  headers: withCookie(cookie, {
    host: 'localhost',
    origin,
    'content-type': 'application/x-www-form-urlencoded',
    'content-length': '0',
    'sec-fetch-site': site,
    'sec-fetch-mode': 'navigate',
    'sec-fetch-dest': 'document',
    accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  }),
});

describe('logout', () => {
  let t: TestApp;
  beforeAll(() => {
    t = makeTestApp();
  });
  afterAll(() => t.cleanup());

  it.each(['cross-site', 'same-site', 'same-origin', 'none'] as const)(
    'a GET /api/logout with the cookie (Sec-Fetch-Site: %s) leaves the session alive',
    async (site) => {
      const { cookie, body } = await t.signup();
      const res = await t.get(apiPaths.logout, cookie, imageFrom(site));
      expect(res.headers.getSetCookie().filter((l) => /^(__Host-)?sid=/.test(l))).toEqual([]);
      expect(sessionsOf(t, body.id)).toHaveLength(1);
      expect((await t.get(apiPaths.user, cookie)).status).toBe(200);
    },
  );

  it("GET /api/logout signed in answers a page whose form POSTs to /api/logout with a 'Sign out' button", async () => {
    const { cookie } = await t.signup();
    const res = await t.get(apiPaths.logout, cookie, { accept: 'text/html' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(signOutPage.signOut).toBe('Sign out');
    const form = /<form method="post" action="([^"]+)">\s*<button type="submit">([^<]+)<\/button>\s*<\/form>/.exec(
      html,
    );
    expect(form?.[1]).toBe(apiPaths.logout);
    expect(form?.[2]).toBe(signOutPage.signOut);
    // No named field: the browser posts an empty body.
    expect(html).not.toMatch(/<(input|button)[^>]*\bname=/);
    expect((await t.get(apiPaths.user, cookie)).status).toBe(200);
  });

  it('GET /api/logout signed out redirects to /', async () => {
    const res = await t.get(apiPaths.logout);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });

  it("the page's form signs out: 303 to /, the cookie dropped, the session gone", async () => {
    const { cookie, body } = await t.signup();
    const res = await t.request(apiPaths.logout, formPost(cookie!));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect(lastSessionSetCookie(res)).toMatch(/^sid=;.*Max-Age=0/i);
    expect(sessionCookie(res)).toBeUndefined();
    expect(sessionsOf(t, body.id)).toHaveLength(0);
    expect((await t.get(apiPaths.user, cookie)).status).toBe(401);
  });

  it('POST /api/logout from fetch() signs out with 204', async () => {
    const { cookie } = await t.signup();
    const res = await t.request(apiPaths.logout, jsonInit('POST', undefined, withCookie(cookie)));
    expect(res.status).toBe(204);
    expect((await t.get(apiPaths.user, cookie)).status).toBe(401);
  });

  it.each([
    ['a foreign Origin', 'https://evil.example', 'cross-site'],
    ['Sec-Fetch-Site: cross-site', 'http://localhost', 'cross-site'],
    ['Origin null (a sandboxed frame)', 'null', 'cross-site'],
  ])('refuses a cross-site POST /api/logout (%s) with 403, and the session survives', async (_, origin, site) => {
    const { cookie, body } = await t.signup();
    const res = await t.request(apiPaths.logout, formPost(cookie!, origin, site));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: api.forbiddenOrigin });
    expect(sessionsOf(t, body.id)).toHaveLength(1);
    expect((await t.get(apiPaths.user, cookie)).status).toBe(200);
  });
});
