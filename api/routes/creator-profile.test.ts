// Creator profiles through the real app: the public read (404 for unknown names and gifters), the creator's own
// changes and each of their messages, and the totals after a follower's coin purchases are ingested.
import { describe, expect, it } from 'vitest';
import { api } from '#shared/messages/common.ts';
import { creatorErrors, profile } from '#shared/messages/creators.ts';
import { creatorProfileSchema } from '#shared/schemas/creators.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { jsonInit, withCookie } from '#api/testing/test-app.ts';
import { errorSchema, expect400, memberApp } from '#api/testing/member-app.ts';

const m = memberApp({ name: 'Zoe Creator', userType: 'creator' });
const iso = (ms: number) => new Date(ms).toISOString();

const me = () =>
  m.t.sqlite.prepare('SELECT username, created_at AS createdAt FROM users WHERE id = ?').get(m.userId) as {
    username: string;
    createdAt: number;
  };
const read = async (username = me().username, cookie?: string) => {
  const res = await m.t.get(`/api/creator-profile/${username}`, cookie);
  expect(res.status).toBe(200);
  return creatorProfileSchema.strict().parse(await res.json());
};
const put = (body: unknown, cookie: string | null = m.cookie) =>
  m.t.request('/api/creator-profile', jsonInit('PUT', body, withCookie(cookie ?? undefined)));

describe('GET /api/creator-profile/{username}', () => {
  it("answers anyone with the creator's public fields, zero totals and no activity yet", async () => {
    const { username, createdAt } = me();
    expect(await read(username.toUpperCase())).toEqual({
      name: 'Zoe Creator',
      username,
      profilePicture: null,
      location: null,
      tiktokUsername: null,
      tiktokProfileUrl: null,
      createdAt: iso(createdAt),
      totalGifts: '0.00',
      supporters: 0,
      recentActivity: [],
    });
  });

  it("is 404 'Creator not found' for an unknown name and for a gifter's name", async () => {
    const gifter = await m.t.signup({ userType: 'gifter' });
    for (const name of ['nobody_here', gifter.input.username]) {
      const res = await m.t.get(`/api/creator-profile/${name}`, m.cookie);
      expect(res.status, name).toBe(404);
      expect(await res.json()).toEqual({ message: profile.notFoundTitle });
    }
  });

  it('gives the stored TikTok profile URL, else one built from the TikTok username', async () => {
    await put({ tiktokUsername: 'zoe.makes' });
    expect((await read()).tiktokProfileUrl).toBe('https://www.tiktok.com/@zoe.makes');
    m.t.sqlite.prepare('UPDATE users SET tiktok_profile_url = ? WHERE id = ?').run('https://vm.tiktok.com/x', m.userId);
    expect((await read()).tiktokProfileUrl).toBe('https://vm.tiktok.com/x');
    // A new TikTok username makes the stored URL stale: it is built again from the new one.
    await put({ tiktokUsername: 'zoe_two' });
    expect((await read()).tiktokProfileUrl).toBe('https://www.tiktok.com/@zoe_two');
  });
});

describe('PUT /api/creator-profile', () => {
  it('changes only the fields sent, trims them, takes a leading @ off, and clears with an empty text', async () => {
    let res = await put({ location: '  Guadalajara, México ' });
    expect(res.status).toBe(200);
    expect(creatorProfileSchema.parse(await res.json())).toMatchObject({
      location: 'Guadalajara, México',
      tiktokUsername: null,
    });
    res = await put({ tiktokUsername: '@Zoe_Makes.2' });
    expect(await res.json()).toMatchObject({ location: 'Guadalajara, México', tiktokUsername: 'Zoe_Makes.2' });
    res = await put({ location: '', tiktokUsername: null });
    expect(await res.json()).toMatchObject({ location: null, tiktokUsername: null, tiktokProfileUrl: null });
    expect(await read()).toMatchObject({ location: null, tiktokUsername: null });
    // A location of exactly 100 characters and TikTok's limits 2 and 24 are taken.
    res = await put({ location: 'x'.repeat(100), tiktokUsername: 'ab' });
    expect(res.status).toBe(200);
    expect((await put({ tiktokUsername: 'a'.repeat(24) })).status).toBe(200);
  });

  it('answers each rule with its message, on its field, and changes nothing', async () => {
    await put({ location: 'Lima', tiktokUsername: 'zoe' });
    const cases: [unknown, string, string][] = [
      [{ location: 'x'.repeat(101) }, 'location', creatorErrors.locationTooLong],
      [{ location: 42 }, 'location', creatorErrors.locationInvalid],
      [{ tiktokUsername: 'a' }, 'tiktokUsername', creatorErrors.tiktokLength],
      [{ tiktokUsername: 'a'.repeat(25) }, 'tiktokUsername', creatorErrors.tiktokLength],
      [{ tiktokUsername: 'zoe-makes' }, 'tiktokUsername', creatorErrors.tiktokFormat],
      [{ tiktokUsername: 'zoé' }, 'tiktokUsername', creatorErrors.tiktokFormat],
      [{ tiktokUsername: 'zoe.' }, 'tiktokUsername', creatorErrors.tiktokTrailingDot],
      [{ tiktokUsername: true }, 'tiktokUsername', creatorErrors.tiktokInvalid],
      [{ profilePicture: 'https://evil.example/x.png' }, 'profilePicture', creatorErrors.pictureRemoveOnly],
    ];
    for (const [body, field, message] of cases) await expect400(await put(body), field, message);
    const empty = await put({});
    expect(empty.status).toBe(400);
    expect(errorSchema.parse(await empty.json()).message).toBe(api.invalidRequest);
    // Fields that are not the profile's (the name, the username, another user's id) are refused whole.
    for (const body of [{ username: 'taken_over' }, { location: 'Lima', name: 'X' }, { userId: 1, location: 'Q' }]) {
      const res = await put(body);
      expect(res.status).toBe(400);
      expect(errorSchema.parse(await res.json()).message).toBe(api.invalidRequest);
    }
    expect(await read()).toMatchObject({ name: 'Zoe Creator', location: 'Lima', tiktokUsername: 'zoe' });
  });

  it('is 401 signed out and 403 for a gifter; a creator changes only their own profile', async () => {
    const signedOut = await put({ location: 'Lima' }, null);
    expect(signedOut.status).toBe(401);
    const gifter = await m.t.signup({ userType: 'gifter' });
    const refused = await put({ location: 'Lima' }, gifter.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: creatorErrors.creatorsOnly });
    const other = await m.t.signup({ userType: 'creator' });
    expect((await put({ location: 'Quito' }, other.cookie)).status).toBe(200);
    expect((await read(other.input.username)).location).toBe('Quito');
    expect((await read()).location).toBeNull();
  });
});

describe('Total Gifts, Supporters and Recent Activity', () => {
  it("sum the 1% of followers' coin purchases from the moment they follow, with amounts and dates only", async () => {
    const gifter = await m.t.signup({ userType: 'gifter' });
    const other = await m.t.signup({ userType: 'gifter' });
    m.users.push(gifter.body.id, other.body.id);
    const at = (hours: number) => iso(m.t.clock.now() + hours * 3_600_000);
    // Before following: earns the gifter points, and the creator nothing.
    ingest(m.t.sqlite, gifter.body.id, [coinPurchase({ id: 'early', amount: -40, date: at(-1) })], m.t.clock.now());
    const follow = (cookie: string) =>
      m.t.request(`/api/creator-profile/${me().username}/follow`, jsonInit('POST', undefined, withCookie(cookie)));
    expect((await follow(gifter.cookie!)).status).toBe(200);
    expect((await follow(other.cookie!)).status).toBe(200);
    expect(await read()).toMatchObject({ totalGifts: '0.00', supporters: 2, recentActivity: [] });

    const later = m.t.clock.now();
    ingest(
      m.t.sqlite,
      gifter.body.id,
      [coinPurchase({ id: 'a', amount: -99.99, date: at(1) }), coinPurchase({ id: 'b', amount: -25, date: at(3) })],
      later,
    );
    ingest(m.t.sqlite, other.body.id, [coinPurchase({ id: 'c', amount: -10.5, date: at(2) })], later);
    const body = await read(me().username, m.cookie);
    expect(body).toMatchObject({ totalGifts: '1.35', supporters: 2 });
    // 1% of 25.00, 10.50 and 99.99, half to even: 0.25, 0.10 (0.105), 1.00 (0.9999): newest purchase first.
    expect(body.recentActivity).toEqual([
      { amount: '0.25', date: at(3) },
      { amount: '0.10', date: at(2) },
      { amount: '1.00', date: at(1) },
    ]);

    // A refund takes its share back, from the total and from the list.
    ingest(m.t.sqlite, gifter.body.id, [coinPurchase({ id: 'refund', amount: 25, date: at(4) })], later);
    const after = await read();
    expect(after.totalGifts).toBe('1.10');
    expect(after.recentActivity.map((a) => a.amount)).toEqual(['0.10', '1.00']);
    // An unfollow lowers Supporters; what was received stays.
    await m.t.request('/api/creator-follow', jsonInit('DELETE', undefined, withCookie(other.cookie)));
    expect(await read()).toMatchObject({ supporters: 1, totalGifts: '1.10' });
  });
});
