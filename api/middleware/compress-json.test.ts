// JSON answers of 1 KB or more go gzip'd to a client that accepts gzip, and only then; small answers, other
// types and HEAD pass untouched, and the security headers and the status survive the re-encoding.
import { get as httpGet, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '#api/lib/app-env.ts';
import { parseEnv } from '#api/env.ts';
import { COMPRESS_THRESHOLD, compressJson } from '#api/middleware/compress-json.ts';
import { securityHeaders } from '#api/middleware/security.ts';
import { memberApp } from '#api/testing/member-app.ts';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item number ${i}` })) };
const app = new Hono<AppEnv>();
app.use(securityHeaders({ env: parseEnv({}) }));
app.use('/api/*', compressJson());
app.get('/api/big', (c) => c.json(big, 201));
app.get('/api/small', (c) => c.json({ ok: true }));
app.get('/api/text', (c) => c.text('x'.repeat(4096)));
app.get('/api/tagged', (c) => {
  c.header('ETag', '"v1"');
  return c.json(big);
});

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app.request(path, { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('JSON compression', () => {
  it('gzips a JSON answer over 1 KB when the client accepts gzip, keeping status and headers', async () => {
    expect(JSON.stringify(big).length).toBeGreaterThan(COMPRESS_THRESHOLD);
    const res = await get('/api/big', 'gzip, deflate, br');
    expect(res.status).toBe(201);
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toContain('Accept-Encoding');
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('Content-Length'))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(JSON.stringify(big).length / 2);
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(big);
  });

  it('sends it as it is when the client does not accept gzip', async () => {
    for (const accept of [undefined, 'identity', 'br', 'gzip;q=0']) {
      const res = await get('/api/big', accept);
      expect(res.headers.get('Content-Encoding'), accept).toBeNull();
      expect(await res.json()).toEqual(big);
    }
  });

  it('leaves a small JSON answer, another type and a HEAD uncompressed', async () => {
    const small = await get('/api/small', 'gzip');
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    expect(small.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect((await get('/api/text', 'gzip')).headers.get('Content-Encoding')).toBeNull();
    expect((await get('/api/big', 'gzip', 'HEAD')).headers.get('Content-Encoding')).toBeNull();
  });

  it('weakens a strong ETag on the compressed answer', async () => {
    expect((await get('/api/tagged', 'gzip')).headers.get('ETag')).toBe('W/"v1"');
    expect((await get('/api/tagged')).headers.get('ETag')).toBe('"v1"');
  });
});

describe('JSON compression in the app', () => {
  const m = memberApp();

  it('leaves a small answer of a real route (GET /api/user) as it is', async () => {
    const res = await m.t.get('/api/user', m.cookie, { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect((await res.json()) as unknown).toHaveProperty('id', m.userId);
  });
});

describe('JSON compression on the wire', () => {
  // On a socket the Node adapter answers with its light response: the path app.request() never takes.
  let base = '';
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());

  /** The raw answer: status, headers and the bytes as sent (Node's client does not decode them). */
  const raw = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ res: IncomingMessage; bytes: Buffer }>((resolve, reject) => {
      httpGet(base + path, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ res, bytes: Buffer.concat(chunks) }));
      }).on('error', reject);
    });

  it('sends the same JSON gzipped, with its status, length and the security headers once', async () => {
    const plain = await raw('/api/big');
    const { res, bytes } = await raw('/api/big', { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.res.headers['content-encoding']).toBeUndefined();
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(res.headers['content-length'])).toBe(bytes.length);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['content-security-policy']).split('default-src')).toHaveLength(2);
    expect(gunzipSync(bytes).toString()).toBe(plain.bytes.toString());
    expect(JSON.parse(plain.bytes.toString())).toEqual(big);
  });

  it('leaves a small answer as it is, and weakens a strong ETag on a gzipped one', async () => {
    const small = await raw('/api/small', { 'accept-encoding': 'gzip' });
    expect(small.res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.bytes.toString())).toEqual({ ok: true });
    const tagged = await raw('/api/tagged', { 'accept-encoding': 'gzip' });
    expect(tagged.res.headers.etag).toBe('W/"v1"');
    expect(JSON.parse(gunzipSync(tagged.bytes).toString())).toEqual(big);
  });
});
