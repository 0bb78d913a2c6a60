// Follows through the real app: one creator at most per gifter, following another replaces the follow (and moves
// the 1% from that moment), unfollow; 401 signed out, 403 for creators, 404 for unknown names and gifters.
import { describe, expect, it } from 'vitest';
import { auth } from '#shared/messages/auth.ts';
import { profile } from '#shared/messages/creators.ts';
import { creatorFollowSchema } from '#shared/schemas/creators.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { jsonInit, withCookie } from '#api/testing/test-app.ts';
import { getOk, memberApp } from '#api/testing/member-app.ts';

const m = memberApp({ userType: 'gifter' });
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

const follow = (username: string, cookie: string | null = m.cookie) =>
  m.t.request(`/api/creator-profile/${username}/follow`, jsonInit('POST', undefined, withCookie(cookie ?? undefined)));
const unfollow = (cookie: string | null = m.cookie) =>
  m.t.request('/api/creator-follow', jsonInit('DELETE', undefined, withCookie(cookie ?? undefined)));
const followed = async (cookie = m.cookie) =>
  (await getOk(m.t, '/api/creator-follow', creatorFollowSchema, cookie)).followedCreator;

async function creator(name: string) {
  const s = await m.t.signup({ userType: 'creator', name });
  m.users.push(s.body.id);
  return { ...s, username: s.input.username, id: s.body.id as number };
}
const received = (id: number) =>
  (m.t.sqlite.prepare('SELECT creator_points_received AS n FROM users WHERE id = ?').get(id) as { n: number }).n;

describe('follows', () => {
  it('follows a creator, answers the follow state, and GET /api/creator-follow reads it back', async () => {
    expect(await followed()).toBeNull();
    const ana = await creator('Ana Creator');
    const res = await follow(ana.username.toUpperCase());
    expect(res.status).toBe(200);
    const expected = {
      username: ana.username,
      name: 'Ana Creator',
      profilePicture: null,
      followedAt: iso(m.t.clock.now()),
      totalSent: '0.00',
    };
    expect(creatorFollowSchema.parse(await res.json())).toEqual({ followedCreator: expected });
    expect(await followed()).toEqual(expected);
    // Following the same creator again changes nothing: the 1% keeps going from the first moment.
    m.t.clock.advance(HOUR);
    expect(creatorFollowSchema.parse(await (await follow(ana.username)).json()).followedCreator).toEqual(expected);
  });

  it('following another creator replaces the follow, and the 1% goes to the new one from then on', async () => {
    const ana = await creator('Ana');
    const ben = await creator('Ben');
    await follow(ana.username);
    const start = m.t.clock.now();
    ingest(m.t.sqlite, m.userId, [coinPurchase({ id: 'p1', amount: -50, date: iso(start + HOUR) })], start);
    m.t.clock.advance(2 * HOUR);
    expect((await follow(ben.username)).status).toBe(200);
    const now = m.t.clock.now();
    expect(await followed()).toMatchObject({ username: ben.username, followedAt: iso(now), totalSent: '0.00' });
    const supporters = (username: string) =>
      m.t
        .get(`/api/creator-profile/${username}`)
        .then((r) => r.json())
        .then((b: { supporters: number }) => b.supporters);
    expect([await supporters(ana.username), await supporters(ben.username)]).toEqual([0, 1]);
    ingest(m.t.sqlite, m.userId, [coinPurchase({ id: 'p2', amount: -20, date: iso(now + HOUR) })], now);
    expect([received(ana.id), received(ben.id)]).toEqual([50, 20]);
    expect(await followed()).toMatchObject({ username: ben.username, totalSent: '0.20' });
    const rows = m.t.sqlite.prepare('SELECT creator_id FROM creator_follows WHERE gifter_id = ?').all(m.userId);
    expect(rows).toEqual([{ creator_id: ben.id }]);
  });

  it('unfollows: the 1% stops, and a second unfollow is harmless', async () => {
    const ana = await creator('Ana');
    await follow(ana.username);
    expect((await unfollow()).status).toBe(204);
    expect(await followed()).toBeNull();
    expect((await unfollow()).status).toBe(204);
    const now = m.t.clock.now();
    ingest(m.t.sqlite, m.userId, [coinPurchase({ id: 'after', amount: -50, date: iso(now + HOUR) })], now);
    expect(received(ana.id)).toBe(0);
  });

  it('is 401 signed out, 403 for a creator, and 404 for an unknown name or a gifter', async () => {
    const ana = await creator('Ana');
    for (const res of [await follow(ana.username, null), await unfollow(null), await m.t.get('/api/creator-follow')]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: auth.notAuthenticated });
    }
    const ben = await creator('Ben');
    for (const res of [await follow(ana.username, ben.cookie!), await unfollow(ben.cookie!)]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: profile.notAvailableBody });
    }
    // A creator follows no one.
    expect(await followed(ben.cookie!)).toBeNull();
    const gifter = await m.t.signup({ userType: 'gifter' });
    for (const name of ['no_such_creator', gifter.input.username]) {
      const res = await follow(name);
      expect(res.status, name).toBe(404);
      expect(await res.json()).toEqual({ message: profile.notFoundTitle });
    }
    expect(await followed()).toBeNull();
    expect(m.t.sqlite.prepare('SELECT COUNT(*) AS n FROM creator_follows').get()).toEqual({ n: 0 });
  });

  it("a gifter's follow and unfollow never touch another gifter's", async () => {
    const ana = await creator('Ana');
    const other = await m.t.signup({ userType: 'gifter' });
    await follow(ana.username, other.cookie!);
    await follow(ana.username);
    await unfollow();
    expect(await followed(other.cookie!)).toMatchObject({ username: ana.username });
    expect(await followed()).toBeNull();
  });
});
