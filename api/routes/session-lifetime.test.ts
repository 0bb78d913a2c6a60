// How long a session lives: the idle timeout, the absolute lifetime, and the cookie sliding with use.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '#db/schema/index.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '#shared/constants.ts';
import { makeTestApp, type TestApp, VALID_PASSWORD } from '#api/testing/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;

const sessionsOf = (t: TestApp, userId: number) =>
  t.db.select().from(sessions).where(eq(sessions.userId, userId)).all();

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
      const { input } = await t.signup();
      const { res } = await t.signin(input.email, input.password);
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
