// Response headers through the real app: no-store on /api, the security headers everywhere (the API's own set on
// /api), HSTS only over HTTPS, and the __Host- session cookie behind an HTTPS proxy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonInit, lastSessionSetCookie, makeTestApp, sessionCookie, type TestApp } from '#api/testing/test-app.ts';

let t: TestApp;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.cleanup());

const ONE_MB = 1024 * 1024;
/** A JSON body just over 1 MB. */
const bigJson = () => JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(ONE_MB) });

describe('response headers', () => {
  const responses = async () =>
    [
      ['GET /api/health', await t.get('/api/health')],
      ['GET /api/user signed out', await t.get('/api/user')],
      ['GET unknown /api path', await t.get('/api/no-such-thing')],
      ['POST validation error', await t.request('/api/auth/signin', jsonInit('POST', {}))],
      ['POST malformed JSON', await t.request('/api/auth/signin', jsonInit('POST', '{'))],
      [
        'POST cross-site',
        await t.request('/api/auth/signin', jsonInit('POST', {}, { origin: 'https://evil.example' })),
      ],
      ['POST text/plain', await t.request('/api/contact', { method: 'POST', body: 'hi' })],
      ['GET /api/logout', await t.get('/api/logout')],
      [
        'POST over 1 MB',
        await t.request('/api/auth/signin', jsonInit('POST', bigJson(), { 'content-length': String(ONE_MB + 100) })),
      ],
      ['POST unknown /api path', await t.request('/api/nothing', jsonInit('POST', {}))],
    ] as const;

  it('marks every /api answer Cache-Control: no-store', async () => {
    for (const [label, res] of await responses()) {
      expect(res.headers.get('cache-control'), label).toBe('no-store');
    }
  });

  it('sends every API answer the API set: it loads nothing, is framed by no one, read by no other site', async () => {
    for (const [label, res] of await responses()) {
      expect(res.headers.get('content-security-policy'), label).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), label).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy'), label).toBe('same-origin');
    }
  });

  it('sends every page the whole set', async () => {
    for (const [label, res] of [
      ['GET / (no static root)', await t.get('/')],
      ['GET /some/page', await t.get('/some/page')],
    ] as const) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, label).toContain("object-src 'none'");
      expect(csp, label).toContain("base-uri 'none'");
      expect(csp, label).toContain("frame-ancestors 'none'");
      expect(csp, label).toContain("default-src 'self'");
      expect(res.headers.get('x-content-type-options'), label).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends no HSTS over plain HTTP, nor for a forged X-Forwarded-Proto without TRUST_PROXY', async () => {
    expect((await t.get('/api/health')).headers.get('strict-transport-security')).toBeNull();
    const forged = await t.get('/api/health', undefined, { 'x-forwarded-proto': 'https' });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS for a request that came over HTTPS directly', async () => {
    const res = await t.app.request('https://localhost/api/health');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  });
});

describe('behind an HTTPS proxy (TRUST_PROXY=true, X-Forwarded-Proto: https)', () => {
  let p: TestApp;
  const https = { 'x-forwarded-proto': 'https' };
  beforeAll(() => {
    p = makeTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => p.cleanup());

  it('sends HSTS', async () => {
    const res = await p.get('/api/health', undefined, https);
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    // Plain HTTP through the same proxy: none.
    expect((await p.get('/api/health')).headers.get('strict-transport-security')).toBeNull();
  });

  it('names the session cookie __Host-sid with Secure, Path=/ and no Domain, and it works', async () => {
    const member = await p.signup({}, https);
    // Sign-up's cookie (the browser its link signs in) is __Host- too.
    expect(member.res.headers.getSetCookie().find((l) => l.startsWith('__Host-signup='))).toMatch(/;\s*Secure/i);
    const { res, cookie } = await p.signin(member.input.email, member.input.password, https);
    expect(res.status).toBe(200);
    const line = res.headers.getSetCookie().find((l) => l.startsWith('__Host-sid='));
    expect(line).toBeDefined();
    expect(line).toMatch(/;\s*Secure/i);
    expect(line).toMatch(/;\s*HttpOnly/i);
    expect(line).toMatch(/;\s*SameSite=Lax/i);
    expect(line).toMatch(/;\s*Path=\//i);
    expect(line).not.toMatch(/Domain=/i);
    expect(res.headers.getSetCookie().some((l) => l.startsWith('sid='))).toBe(false);
    expect(cookie).toMatch(/^__Host-sid=/);

    expect((await p.get('/api/user', cookie, https)).status).toBe(200);
  });

  it('clears the __Host-sid cookie at logout', async () => {
    const { cookie } = await p.signup({}, https);
    const res = await p.request('/api/logout', jsonInit('POST', undefined, { ...https, cookie: cookie! }));
    expect(res.status).toBe(204);
    // The browser is left without the cookie: the last word on __Host-sid is a deletion.
    expect(lastSessionSetCookie(res)).toMatch(/^__Host-sid=;.*Max-Age=0/i);
    expect(sessionCookie(res)).toBeUndefined();
    expect((await p.get('/api/user', cookie, https)).status).toBe(401);
  });
});

describe("the CSP and Stripe's origins", () => {
  it('allows js.stripe.com, its frames and its API only when both Stripe keys are set', async () => {
    const cspOf = async (env: Record<string, string>) => {
      const app = makeTestApp({ env });
      try {
        return (await app.get('/some/page')).headers.get('content-security-policy') ?? '';
      } finally {
        app.cleanup();
      }
    };
    const sandbox = await cspOf({});
    expect(sandbox).not.toContain('stripe.com');
    expect(await cspOf({ STRIPE_SECRET_KEY: 'sk_test_x' })).not.toContain('stripe.com');
    const stripe = await cspOf({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' });
    expect(stripe).toContain("script-src 'self' https://js.stripe.com");
    expect(stripe).toContain("connect-src 'self' https://api.stripe.com");
    expect(stripe).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    expect(stripe).toContain("frame-ancestors 'none'");
  });
});
