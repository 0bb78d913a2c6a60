// A signed-in GET's answer held in memory: reused for the same user and URL while the database is unchanged and
// for at most ANSWER_HOLD_MS, never across users, never for a non-200, and made afresh after any write.
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Sqlite } from '#db/index.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { ANSWER_HOLD_MS, answerCache } from '#api/middleware/answer-cache.ts';
import { compressJson } from '#api/middleware/compress-json.ts';

let sqlite: Sqlite;
let clock: number;
let made: number;
let app: Hono<AppEnv>;
const pad = 'x'.repeat(2_000); // over the 1 KB under which nothing is gzip'd

beforeEach(() => {
  sqlite = openDatabase(':memory:').sqlite;
  sqlite.exec('CREATE TABLE t (v TEXT)');
  clock = 1_000_000;
  made = 0;
  app = new Hono<AppEnv>();
  app.use('/api/*', compressJson());
  // The session, as loadSession leaves it: the user named by a header, or none.
  app.use('/api/*', async (c, next) => {
    const id = Number(c.req.header('x-user'));
    c.set('user', id ? { id, row: () => ({}) as never } : null);
    await next();
  });
  const held = answerCache<AppEnv>(
    { sqlite, now: () => clock },
    {
      of: (c) => c.req.header('x-price') ?? '',
      now: () => undefined,
    },
  );
  app.get('/api/answer', held, (c) => {
    if (c.req.query('missing')) return c.json({ message: 'Not found' }, 404);
    made += 1;
    return c.json({ user: c.get('user')?.id ?? null, made, q: c.req.query('q') ?? null, pad }, 200);
  });
});
afterEach(() => sqlite.close());

const get = async (user: number | null, query = '', headers: Record<string, string> = {}) => {
  const res = await app.request(`/api/answer${query}`, {
    headers: { ...(user ? { 'x-user': String(user) } : {}), ...headers },
  });
  return { status: res.status, body: (await res.json()) as { user: number | null; made: number; q: string | null } };
};

describe('answerCache', () => {
  it('answers the same user and URL again without running the route', async () => {
    const first = await get(1);
    expect(await get(1)).toEqual(first);
    expect(made).toBe(1);
  });

  it("never gives one user another's answer, nor mixes URLs", async () => {
    await get(1);
    expect((await get(2)).body).toMatchObject({ user: 2, made: 2 });
    expect((await get(1, '?q=other')).body).toMatchObject({ user: 1, made: 3, q: 'other' });
    expect((await get(1)).body).toMatchObject({ user: 1, made: 1 });
  });

  it('makes the answer afresh after any write to the database', async () => {
    await get(1);
    sqlite.prepare('INSERT INTO t VALUES (?)').run('a change');
    expect((await get(1)).body.made).toBe(2);
  });

  it(`holds an answer for at most ${ANSWER_HOLD_MS} ms, and apart for what it varies with`, async () => {
    await get(1);
    clock += ANSWER_HOLD_MS - 1;
    expect((await get(1)).body.made).toBe(1);
    clock += 1;
    expect((await get(1)).body.made).toBe(2);
    expect((await get(1, '', { 'x-price': '7000000' })).body.made).toBe(3);
  });

  it('holds neither an error nor a signed-out answer', async () => {
    expect((await get(1, '?missing=1')).status).toBe(404);
    expect((await get(1, '?missing=1')).status).toBe(404);
    await get(null);
    expect((await get(null)).body).toMatchObject({ user: null, made: 2 });
  });

  it("gives a held answer gzip'd to a client that takes gzip, and plain to one that does not", async () => {
    const plain = await get(1);
    const res = await app.request('/api/answer', { headers: { 'x-user': '1', 'accept-encoding': 'gzip' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toContain('Accept-Encoding');
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(plain.body);
    const again = await app.request('/api/answer', { headers: { 'x-user': '1', 'accept-encoding': 'gzip' } });
    expect(JSON.parse(gunzipSync(Buffer.from(await again.arrayBuffer())).toString())).toEqual(plain.body);
    expect(made).toBe(1);
  });
});
