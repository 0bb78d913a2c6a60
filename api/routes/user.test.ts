import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema/index.ts';
import { auth } from '#shared/messages/auth.ts';
import { jsonInit, makeTestApp, type TestApp, withCookie } from '#api/testing/test-app.ts';

let t: TestApp;
let cookie: string;
let userId: number;
let email: string;
beforeAll(async () => {
  t = makeTestApp();
  const s = await t.signup({ name: 'Luna Park', username: 'luna_park', email: 'luna@example.com', country: 'Canada' });
  cookie = s.cookie!;
  userId = s.body.id;
  email = s.input.email;
});
afterAll(() => t.cleanup());

const patch = (body: unknown, c: string | undefined) => t.request('/api/user', jsonInit('PATCH', body, withCookie(c)));

describe('GET /api/user/session (a public page asks who is signed in)', () => {
  it('answers 200 { user: null } to a visitor and to a made-up cookie, never a 401', async () => {
    for (const c of [undefined, 'sid=forged-session-id']) {
      const res = await t.get('/api/user/session', c);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ user: null });
    }
  });

  it('answers the same user as GET /api/user to a member', async () => {
    const session = await t.get('/api/user/session', cookie);
    expect(session.status).toBe(200);
    const user = await (await t.get('/api/user', cookie)).json();
    expect(await session.json()).toEqual({ user });
    expect(user.id).toBe(userId);
  });
});

describe('GET /api/user', () => {
  it('answers 401 { message } when signed out', async () => {
    const res = await t.get('/api/user');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: auth.notAuthenticated });
  });

  it('answers 401 for a made-up session cookie', async () => {
    const res = await t.get('/api/user', 'sid=forged-session-id');
    expect(res.status).toBe(401);
  });

  it('returns the signed-in user with the fields the client reads, no secrets', async () => {
    const res = await t.get('/api/user', cookie);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      id: userId,
      name: 'Luna Park',
      email,
      username: 'luna_park',
      userType: 'gifter',
      country: 'Canada',
      bankAccountConnected: false,
      autoRoundUpEnabled: true,
      roundUpMethod: 'dollar',
    });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('stripeCustomerId');
    expect(JSON.stringify(body)).not.toContain('argon2');
  });
});

describe('PATCH /api/user', () => {
  it('updates autoRoundUpEnabled and roundUpMethod, and GET shows them', async () => {
    const res = await patch({ autoRoundUpEnabled: false, roundUpMethod: 'five' }, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: userId, autoRoundUpEnabled: false, roundUpMethod: 'five' });

    const me = await (await t.get('/api/user', cookie)).json();
    expect(me).toMatchObject({ autoRoundUpEnabled: false, roundUpMethod: 'five' });

    // One field at a time leaves the other alone.
    expect((await patch({ roundUpMethod: 'dollar' }, cookie)).status).toBe(200);
    const after = await (await t.get('/api/user', cookie)).json();
    expect(after).toMatchObject({ autoRoundUpEnabled: false, roundUpMethod: 'dollar' });
    expect((await patch({ autoRoundUpEnabled: true }, cookie)).status).toBe(200);
    expect(await (await t.get('/api/user', cookie)).json()).toMatchObject({
      autoRoundUpEnabled: true,
      roundUpMethod: 'dollar',
    });
  });

  it.each([
    ['a bad roundUpMethod', { roundUpMethod: 'ten' }, 'roundUpMethod'],
    ['a non-boolean autoRoundUpEnabled', { autoRoundUpEnabled: 'yes' }, 'autoRoundUpEnabled'],
  ])('refuses %s with 400 { message, errors }', async (_label, body, field) => {
    const res = await patch(body, cookie);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(typeof json.message).toBe('string');
    expect(typeof json.errors[field]).toBe('string');
  });

  it.each([
    ['email', { email: 'hijack@example.com' }],
    ['password', { password: 'Other-Pass-1!' }],
    ['availablePointsBalance', { availablePointsBalance: 1_000_000 }],
    ['a known field plus an unknown one', { roundUpMethod: 'five', userType: 'creator' }],
  ])('refuses an unknown field (%s) with 400 and changes nothing', async (_label, body) => {
    const before = t.db.select().from(users).where(eq(users.id, userId)).get()!;
    const res = await patch(body, cookie);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(typeof json.message).toBe('string');
    expect(json.errors).toBeTypeOf('object');
    expect(t.db.select().from(users).where(eq(users.id, userId)).get()).toEqual(before);
  });

  it('refuses an empty object with 400', async () => {
    const res = await patch({}, cookie);
    expect(res.status).toBe(400);
    expect(typeof (await res.json()).message).toBe('string');
  });

  it('answers 401 when signed out', async () => {
    const res = await patch({ roundUpMethod: 'five' }, undefined);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: auth.notAuthenticated });
  });
});

describe('GET /api/stats/fast', () => {
  it('answers 401 when signed out', async () => {
    const res = await t.get('/api/stats/fast');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: auth.notAuthenticated });
  });

  it('gives four zeros for a new user', async () => {
    const res = await t.get('/api/stats/fast', cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      pointsBalance: 0,
      totalTikTokSpending: 0,
      totalPointsEarned: 0,
      totalRedeemed: 0,
    });
  });

  it("reports the user's maintained totals in dollars with two decimals", async () => {
    t.db
      .update(users)
      .set({
        availablePointsBalance: 1234,
        totalTikTokSpendCents: 56_789,
        totalPointsEarned: 2500,
        totalRedeemedPoints: 1266,
      })
      .where(eq(users.id, userId))
      .run();
    const res = await t.get('/api/stats/fast', cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      pointsBalance: 12.34,
      totalTikTokSpending: 567.89,
      totalPointsEarned: 25,
      totalRedeemed: 12.66,
    });
  });
});

describe("investmentChosen (the set-up checklist's step)", () => {
  it('is false for a new member, stays false for other settings, and is true once any choice is sent', async () => {
    const s = await t.signup({ name: 'Nova Lee', username: 'nova_lee', email: 'nova.lee@example.com' });
    const get = async () => (await (await t.get('/api/user', s.cookie)).json()) as { investmentChosen: boolean };
    expect((await get()).investmentChosen).toBe(false);
    expect((await patch({ notifyCreatorUpdates: true }, s.cookie)).status).toBe(200);
    expect((await get()).investmentChosen).toBe(false);
    // The default, confirmed: chosen all the same.
    const res = await patch({ investmentChoice: 'interest' }, s.cookie);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { investmentChosen: boolean }).investmentChosen).toBe(true);
    expect((await get()).investmentChosen).toBe(true);
    // Another member's flag is their own.
    expect(((await (await t.get('/api/user', cookie)).json()) as { investmentChosen: boolean }).investmentChosen).toBe(
      false,
    );
  });
});
