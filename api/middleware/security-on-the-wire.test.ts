// The security headers as the running server sends them: on Node they go on the outgoing message before the
// route answers (api/middleware/security.ts), a path app.request() never takes. Served here on a real socket.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '#api/env.ts';
import { securityHeaders } from '#api/middleware/security.ts';
import { jsonInit, makeTestApp, type TestApp } from '#api/testing/test-app.ts';

let t: TestApp;
let base: string;
let close: () => Promise<void>;
beforeAll(async () => {
  t = makeTestApp();
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await close();
  t.cleanup();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });

describe('security headers on the wire', () => {
  it('sends them, once each: the API set on API answers and errors, the whole set on pages', async () => {
    const answers = [
      ['GET /api/health', await get('/api/health')],
      ['GET /api/user signed out', await get('/api/user')],
      ['GET unknown /api path', await get('/api/no-such-thing')],
      ['POST validation error', await fetch(base + '/api/auth/signin', jsonInit('POST', {}))],
      ['GET /some/page', await get('/some/page')],
    ] as const;
    for (const [label, res] of answers) {
      const csp = res.headers.get('content-security-policy') ?? '';
      // One value, not the policy twice (a header set both on the socket and on the answer would be joined).
      expect(csp.split('default-src').length, label).toBe(2);
      expect(csp, label).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), label).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy'), label).toBe('same-origin');
      expect(res.headers.get('strict-transport-security'), label).toBeNull();
      if (label.includes('/api') || label.startsWith('POST')) {
        expect(csp, label).toBe("default-src 'none'; frame-ancestors 'none'");
      } else {
        expect(csp, label).toMatch(/^default-src 'self'; script-src 'self';/);
        expect(res.headers.get('x-frame-options'), label).toBe('SAMEORIGIN');
        expect(res.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
        expect(res.headers.get('cross-origin-opener-policy'), label).toBe('same-origin');
        expect(res.headers.get('permissions-policy'), label).toBe('camera=(), microphone=(), geolocation=()');
      }
      await res.body?.cancel();
    }
  });

  it('marks API answers no-store and keeps the content type the route chose', async () => {
    const res = await get('/api/health');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("lets a route's own Cache-Control win over no-store, and leaves pages without no-store", async () => {
    const app = new Hono()
      .use(securityHeaders({ env: parseEnv({}) }))
      .get('/api/picture', (c) => c.body('x', 200, { 'Cache-Control': 'public, max-age=31536000, immutable' }));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/picture`);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      await res.body?.cancel();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const page = await get('/some/page');
    expect(page.headers.get('cache-control')).not.toBe('no-store');
    await page.body?.cancel();
  });

  it('sends HSTS for a forwarded HTTPS request only when behind a trusted proxy', async () => {
    const forged = await get('/api/health', { 'x-forwarded-proto': 'https' });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
  });
});
