// Cross-site requests through the real app: a foreign or missing Origin, Sec-Fetch-Site, PUBLIC_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#shared/messages/common.ts';
import { auth } from '#shared/messages/auth.ts';
import { jsonInit, makeTestApp, type TestApp, withCookie } from '#api/testing/test-app.ts';

let t: TestApp;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.cleanup());

describe('cross-site requests', () => {
  const signinBody = { email: 'nobody@example.com', password: 'Whatever-1' };

  it('refuses an unsafe request from a foreign Origin with 403', async () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      const res = await t.request('/api/auth/signin', jsonInit(method, signinBody, { origin: 'https://evil.example' }));
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: api.forbiddenOrigin });
    }
  });

  it('refuses Origin: null and a garbage Origin', async () => {
    for (const origin of ['null', 'not a url']) {
      const res = await t.request('/api/auth/signin', jsonInit('POST', signinBody, { origin }));
      expect(res.status).toBe(403);
    }
  });

  it('refuses a request the browser marks Sec-Fetch-Site: cross-site with 403', async () => {
    const res = await t.request('/api/auth/signin', jsonInit('POST', signinBody, { 'sec-fetch-site': 'cross-site' }));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: api.forbiddenOrigin });
  });

  it('refuses a cross-site logout POST, so the session survives', async () => {
    const { cookie } = await t.signup();
    const res = await t.request(
      '/api/logout',
      jsonInit('POST', undefined, withCookie(cookie, { origin: 'https://evil.example' })),
    );
    expect(res.status).toBe(403);
    expect((await t.get('/api/user', cookie)).status).toBe(200);
  });

  it('lets a same-origin request through (Origin http://localhost, Host localhost)', async () => {
    const res = await t.request(
      '/api/auth/signin',
      jsonInit('POST', signinBody, { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' }),
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: auth.loginFailed });
  });

  it('compares the Origin with the Host the browser addressed', async () => {
    const ok = await t.request(
      '/api/auth/signin',
      jsonInit('POST', signinBody, { host: 'giftorbit.example', origin: 'https://giftorbit.example' }),
    );
    expect(ok.status).toBe(401);
    const bad = await t.request(
      '/api/auth/signin',
      jsonInit('POST', signinBody, { host: 'giftorbit.example', origin: 'http://localhost' }),
    );
    expect(bad.status).toBe(403);
  });

  it('lets a request without Origin through (non-browser clients)', async () => {
    const res = await t.request('/api/auth/signin', jsonInit('POST', signinBody));
    expect(res.status).toBe(401);
  });

  it('lets an Origin equal to PUBLIC_URL through, and still refuses others', async () => {
    const p = makeTestApp({ env: { PUBLIC_URL: 'https://giftorbit.example/', TRUST_PROXY: 'true' } });
    try {
      const ok = await p.request(
        '/api/auth/signin',
        jsonInit('POST', signinBody, { origin: 'https://giftorbit.example' }),
      );
      expect(ok.status).toBe(401);
      const bad = await p.request(
        '/api/auth/signin',
        jsonInit('POST', signinBody, { origin: 'https://giftorbit.example.evil.test' }),
      );
      expect(bad.status).toBe(403);
    } finally {
      p.cleanup();
    }
  });

  it('allows cross-origin safe requests (GET) to be answered normally', async () => {
    const res = await t.get('/api/health', undefined, { origin: 'https://evil.example' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});
