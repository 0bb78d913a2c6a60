// Reads held in memory (docs/decisions/0016-answer-cache.md) through the real app: sessions are reused only while
// the database is unchanged (answers are no longer held), so nobody sees another member's answer, a change
// shows on the very next read, and a session ended outside the server stops working within OUTSIDE_WRITES_SEEN_MS.
import { afterEach, describe, expect, it } from 'vitest';
import { OUTSIDE_WRITES_SEEN_MS } from '#db/generation.ts';
import { apiPaths } from '#shared/routes.ts';
import { jsonInit, makeTestApp, type TestApp, withCookie } from '#api/testing/test-app.ts';
import { openDatabase } from '#db/index.ts';

let t: TestApp;
afterEach(() => t.cleanup());
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const read = async (path: string, cookie: string) => {
  const res = await t.get(path, cookie);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const held = [apiPaths.user, apiPaths.statsFast, apiPaths.transactions, apiPaths.portfolio, apiPaths.activity];

describe('reads held in memory', () => {
  it('give each member their own answers, read after read', async () => {
    t = makeTestApp();
    const ada = await t.signup({ name: 'Ada Lovelace' });
    const alan = await t.signup({ name: 'Alan Turing' });
    for (let round = 0; round < 2; round++) {
      expect((await read(apiPaths.user, ada.cookie!)).body).toMatchObject({ name: 'Ada Lovelace' });
      expect((await read(apiPaths.user, alan.cookie!)).body).toMatchObject({ name: 'Alan Turing' });
    }
    for (const path of [...held, apiPaths.notifications]) {
      const [a, b] = [await read(path, ada.cookie!), await read(path, alan.cookie!)];
      expect([a.status, b.status], path).toEqual([200, 200]);
    }
    expect((await read(apiPaths.user, alan.cookie!)).body).toMatchObject({ id: alan.body.id });
  });

  it('show a change on the very next read', async () => {
    t = makeTestApp();
    const { cookie } = await t.signup();
    expect((await read(apiPaths.user, cookie!)).body).toMatchObject({ roundUpMethod: 'dollar' });
    const patch = await t.request(apiPaths.user, jsonInit('PATCH', { roundUpMethod: 'five' }, withCookie(cookie)));
    expect(patch.status).toBe(200);
    expect((await read(apiPaths.user, cookie!)).body).toMatchObject({ roundUpMethod: 'five' });
  });

  it('end a session on sign-out at once, and one removed outside the server soon after', async () => {
    t = makeTestApp();
    const { cookie } = await t.signup();
    const phone = (await t.signin((await read(apiPaths.user, cookie!)).body.email as string, 'Orbit-Rocket9')).cookie!;
    for (const path of held) expect((await read(path, phone)).status, path).toBe(200);
    await t.request(apiPaths.logout, jsonInit('POST', undefined, withCookie(phone)));
    expect((await read(apiPaths.user, phone)).status).toBe(401);

    expect((await read(apiPaths.user, cookie!)).status).toBe(200);
    const operator = openDatabase(t.sqlite.name).sqlite;
    try {
      operator.prepare('DELETE FROM sessions').run();
    } finally {
      operator.close();
    }
    await wait(OUTSIDE_WRITES_SEEN_MS + 20);
    for (const path of held) expect((await read(path, cookie!)).status, path).toBe(401);
  });
});
