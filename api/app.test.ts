// The app as a whole: what it does with request bodies (malformed, not JSON, too large) and unknown paths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#shared/messages/common.ts';
import { auth } from '#shared/messages/auth.ts';
import { jsonInit, makeTestApp, type TestApp } from '#api/testing/test-app.ts';

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
