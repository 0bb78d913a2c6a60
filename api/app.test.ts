import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, auth } from '#shared/messages.ts';
import {
  jsonInit,
  lastSessionSetCookie,
  makeTestApp,
  sessionCookie,
  type TestApp,
  withCookie,
} from '#api/testing/test-app.ts';

let t: TestApp;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.cleanup());

const ONE_MB = 1024 * 1024;
/** A JSON body just over 1 MB. */
const bigJson = () => JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(ONE_MB) });

describe('request bodies', () => {
  it('answers malformed JSON with 400 { message }, never 500', async () => {
    for (const path of ['/api/auth/signin', '/api/contact', '/api/auth/signup']) {
      const res = await t.request(path, jsonInit('POST', '{"email": "a@example.com",'));
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: api.malformedJson });
    }
  });

  it.each([
    ['a JSON array', '[]'],
    ['a JSON array of objects', '[{"email":"a@example.com","password":"x"}]'],
    ['null', 'null'],
    ['a bare string', '"hello"'],
    ['a number', '42'],
  ])('answers %s where an object is expected with 400 { message }', async (_label, raw) => {
    const res = await t.request('/api/auth/signin', jsonInit('POST', raw));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
  });

  it('accepts application/json with a charset parameter', async () => {
    const res = await t.request('/api/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', host: 'localhost' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'Whatever-1' }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: auth.loginFailed });
  });

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=xyz'],
  ])('answers a %s body to a JSON route with 415', async (_label, type) => {
    const res = await t.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': type, host: 'localhost' },
      body: JSON.stringify({ name: 'a', email: 'a@example.com', subject: 's', message: 'm' }),
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: api.unsupportedMediaType });
  });

  it('answers a string body sent without a content type (text/plain by default) with 415', async () => {
    const res = await t.request('/api/auth/signin', {
      method: 'POST',
      body: '{"email":"a@example.com","password":"x"}',
    });
    expect(res.status).toBe(415);
  });

  it('answers a body over 1 MB with 413 (Content-Length given)', async () => {
    const body = bigJson();
    const res = await t.request(
      '/api/auth/signin',
      jsonInit('POST', body, { 'content-length': String(Buffer.byteLength(body)) }),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: api.payloadTooLarge });
  });

  it('answers a body over 1 MB with 413 (streamed, no Content-Length)', async () => {
    const bytes = new TextEncoder().encode(bigJson());
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.subarray(i, i + 64 * 1024));
        controller.close();
      },
    });
    const res = await t.request('/api/auth/signin', {
      ...jsonInit('POST'),
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: api.payloadTooLarge });
  });

  it('accepts a body just under 1 MB (the limit is not lower than stated)', async () => {
    const body = JSON.stringify({ name: 'N', email: 'n@example.com', subject: 'S', message: 'm'.repeat(ONE_MB - 200) });
    expect(Buffer.byteLength(body)).toBeLessThan(ONE_MB);
    const res = await t.request(
      '/api/contact',
      jsonInit('POST', body, { 'content-length': String(Buffer.byteLength(body)) }),
    );
    // Past the size check: the field's own length rule answers.
    expect(res.status).toBe(400);
    expect((await res.json()).errors.message).toBeDefined();
  });
});

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
    const p = makeTestApp({ env: { PUBLIC_URL: 'https://giftorbit.example/' } });
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

  it('sends the security headers on every response, API or not', async () => {
    const all = [
      ...(await responses()),
      ['GET / (no static root)', await t.get('/')] as const,
      ['GET /some/page', await t.get('/some/page')] as const,
    ];
    for (const [label, res] of all) {
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
    const { res, cookie } = await p.signup({}, https);
    expect(res.status).toBe(201);
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
    const res = await p.get('/api/logout', cookie, https);
    expect(res.status).toBe(302);
    // The browser is left without the cookie: the last word on __Host-sid is a deletion.
    expect(lastSessionSetCookie(res)).toMatch(/^__Host-sid=;.*Max-Age=0/i);
    expect(sessionCookie(res)).toBeUndefined();
    expect((await p.get('/api/user', cookie, https)).status).toBe(401);
  });
});

describe('unknown routes', () => {
  it.each(['GET', 'POST', 'DELETE'])('answers %s on an unknown /api path with 404 JSON', async (method) => {
    const res = await t.request('/api/definitely/not/here', method === 'GET' ? { method } : jsonInit(method, {}));
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ message: api.notFound });
  });

  it('answers GET /api/health with 200 { ok: true }', async () => {
    const res = await t.get('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});
