// The foundation's security checks as one suite, over the app's own route table: every unsafe API
// route refuses a cross-site request and a body a cross-site form could send, and nothing is written; a session
// lives and dies as it should, with the cookie's flags on every answer that sets it. Rate limits, headers and
// the per-route cases sit beside their code (`npm run test:security` runs them all together).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/routes.ts';
import { api } from '#shared/messages/common.ts';
import { databaseState } from '#api/testing/fuzz/fuzz-request.ts';
import { fuzzRoutes } from '#api/testing/fuzz/route-table.ts';
import { jsonInit, makeTestApp, sessionCookie, VALID_PASSWORD, withCookie } from '#api/testing/test-app.ts';

// One app and one signed-in member for the route table: every refusal must leave them exactly as they were.
const t = makeTestApp();
let cookie: string;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const unsafeRoutes = fuzzRoutes(t.app).filter((r) => UNSAFE.has(r.method));

/** What a hostile page can make a browser send, and the answer each must get. */
const crossSite: { name: string; headers: Record<string, string>; body: string; status: 403 | 415 }[] = [
  {
    name: 'a foreign Origin',
    headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    body: '{}',
    status: 403,
  },
  {
    name: 'Origin: null (a sandboxed frame)',
    headers: { origin: 'null', 'content-type': 'application/json' },
    body: '{}',
    status: 403,
  },
  {
    name: 'Sec-Fetch-Site: cross-site',
    headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
    body: '{}',
    status: 403,
  },
  {
    name: 'an HTML form body',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'amount=25&method=instant&email=a%40b.c',
    status: 415,
  },
  { name: 'a text/plain body', headers: { 'content-type': 'text/plain' }, body: '{"amount":25}', status: 415 },
];

beforeAll(async () => {
  cookie = (await t.signup()).cookie!;
});
afterAll(() => t.cleanup());

describe('cross-site requests, on every unsafe API route', () => {
  it('covers the routes that change things', () => {
    expect(unsafeRoutes.length).toBeGreaterThan(25);
    for (const path of [apiPaths.redeem, apiPaths.cashOuts, apiPaths.user, apiPaths.logout]) {
      expect(unsafeRoutes.map((r) => r.path)).toContain(path);
    }
  });

  it.each(unsafeRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s refuses each one with a message and writes nothing',
    async (_name, route) => {
      const before = databaseState(t.sqlite);
      const path = route.path.replace(/:[^/]+/g, '1');
      for (const attack of crossSite) {
        const res = await t.request(path, {
          method: route.method,
          headers: withCookie(cookie, { host: 'localhost', ...attack.headers }),
          body: attack.body,
        });
        expect([attack.name, res.status]).toEqual([attack.name, attack.status]);
        const message = attack.status === 403 ? api.forbiddenOrigin : api.unsupportedMediaType;
        expect(await res.json()).toEqual({ message });
      }
      expect(databaseState(t.sqlite)).toEqual(before);
      expect((await t.get(apiPaths.user, cookie)).status).toBe(200);
    },
  );
});

/** The flags a session cookie must carry on plain HTTP (no Secure: the browser would drop it on localhost). */
function expectSessionCookieFlags(res: Response) {
  const line = res.headers.getSetCookie().find((l) => /^(__Host-)?sid=/.test(l));
  expect(line).toBeDefined();
  expect(line).toMatch(/;\s*HttpOnly/i);
  expect(line).toMatch(/;\s*SameSite=Lax/i);
  expect(line).toMatch(/;\s*Path=\//i);
  expect(line).not.toMatch(/;\s*Domain=/i);
}

describe('a session from signup to logout', () => {
  it('is new at every sign-in, ends on logout and on a password change elsewhere, and never comes back', async () => {
    const fresh = makeTestApp();
    try {
      const signup = await fresh.signup();
      expect(signup.cookie).toBeDefined();
      const email = signup.input.email;
      const first = signup.cookie!;

      // Signing in again, sending the old cookie along, gives a new session and ends the old one.
      const signin = await fresh.request(
        '/api/auth/signin',
        jsonInit('POST', { email, password: VALID_PASSWORD }, { cookie: first }),
      );
      expect(signin.status).toBe(200);
      expectSessionCookieFlags(signin);
      const phone = sessionCookie(signin)!;
      expect(phone).not.toBe(first);
      expect((await fresh.get(apiPaths.user, first)).status).toBe(401);

      // A second device; then a password change on the phone ends the laptop's session, not the phone's.
      const laptop = (await fresh.signin(email, VALID_PASSWORD)).cookie!;
      const change = await fresh.request(
        '/api/auth/change-password',
        jsonInit(
          'POST',
          { currentPassword: VALID_PASSWORD, newPassword: 'Comet-Lantern-42', confirmPassword: 'Comet-Lantern-42' },
          { cookie: phone },
        ),
      );
      expect(change.status).toBe(200);
      expect((await fresh.get(apiPaths.user, laptop)).status).toBe(401);
      expect((await fresh.get(apiPaths.user, phone)).status).toBe(200);
      expect((await fresh.signin(email, VALID_PASSWORD)).res.status).toBe(401);

      // Logout ends it on the server: the same cookie sent again is a visitor's.
      const logout = await fresh.request(apiPaths.logout, jsonInit('POST', undefined, { cookie: phone }));
      expect(logout.status).toBe(204);
      expect((await fresh.get(apiPaths.user, phone)).status).toBe(401);
      expect(fresh.sqlite.prepare('SELECT COUNT(*) FROM sessions').pluck().get()).toBe(0);
    } finally {
      fresh.cleanup();
    }
  });
});
