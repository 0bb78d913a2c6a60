import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest, getJson } from './api-client.ts';

const respond = (status: number, body: string, type = 'application/json') =>
  vi.fn(
    async () =>
      new Response(body, {
        status,
        statusText: status === 500 ? 'Internal Server Error' : '',
        headers: { 'content-type': type },
      }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('the API client', () => {
  it('sends JSON with credentials and parses the answer', async () => {
    const fetch = respond(200, '{"ok":true}');
    vi.stubGlobal('fetch', fetch);
    await expect(apiRequest('POST', '/api/x', { a: 1 })).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"a":1}',
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });

  it('adds extra headers, such as an Idempotency-Key, to the JSON one', async () => {
    const fetch = respond(201, '{}');
    vi.stubGlobal('fetch', fetch);
    await apiRequest('POST', '/api/points/redeem', { amount: '25.00' }, { headers: { 'Idempotency-Key': 'k-1' } });
    expect(fetch).toHaveBeenCalledWith(
      '/api/points/redeem',
      expect.objectContaining({ headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1' } }),
    );
  });

  it('sends form data as is, without a JSON content type', async () => {
    const fetch = respond(200, '{}');
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    form.append('profilePicture', 'x');
    await apiRequest('POST', '/api/upload', form);
    expect(fetch).toHaveBeenCalledWith('/api/upload', expect.objectContaining({ body: form, headers: undefined }));
  });

  it('turns a failure into "status: body", keeping the server message and field errors', async () => {
    vi.stubGlobal('fetch', respond(409, '{"message":"taken","errors":{"email":"taken"}}'));
    const error = (await apiRequest('POST', '/api/auth/signup', {}).catch((e) => e)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.message).toBe('409: {"message":"taken","errors":{"email":"taken"}}');
    expect(error.serverMessage).toBe('taken');
    expect(error.fieldErrors).toEqual({ email: 'taken' });
  });

  it('uses the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', respond(500, '', 'text/plain'));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('500: Internal Server Error');
  });

  it('reads a 401 as "no user" where asked, and as an error otherwise', async () => {
    vi.stubGlobal('fetch', respond(401, '{"message":"Not authenticated"}'));
    await expect(getJson('/api/user', { on401: 'null' })).resolves.toBeNull();
    await expect(getJson('/api/stats/fast')).rejects.toThrow('401: {"message":"Not authenticated"}');
  });

  it('finishes a 401 it reads as "no user": the body is cancelled, not left open', async () => {
    const res = new Response('{"message":"Not authenticated"}', { status: 401 });
    const cancel = vi.spyOn(res.body!, 'cancel');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => res),
    );
    await expect(getJson('/api/user', { on401: 'null' })).resolves.toBeNull();
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});
