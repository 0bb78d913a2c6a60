// GET /api/push/public-key, POST and DELETE /api/push/subscriptions: the key is the same on every call and kept in
// the database; a subscription is one row per endpoint and the user's own; malformed ones are 400 with the field.
import { afterAll, describe, expect, it } from 'vitest';
import { pushApiText } from '#shared/messages/push.ts';
import { apiPaths } from '#shared/routes.ts';
import { startFakePushService, type SubscriptionJson } from '#api/providers/push/testing/fake-push-service.ts';
import { errorSchema, memberApp } from '#api/testing/member-app.ts';
import { jsonInit, makeTestApp, withCookie } from '#api/testing/test-app.ts';
import { endpointAllowed } from './push.ts';

// The fake push service listens on 127.0.0.1: local endpoints only when the environment says so.
const m = memberApp({}, { env: { PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' } });
const fake = await startFakePushService();
afterAll(() => fake.close());

/** As the member (or another user's cookie; null: signed out). */
const post = (body: unknown, cookie: string | null = m.cookie) =>
  m.t.post(apiPaths.pushSubscriptions, body, cookie ?? undefined);
const remove = (body: unknown, cookie: string | null = m.cookie) =>
  m.t.request(apiPaths.pushSubscriptions, jsonInit('DELETE', body, withCookie(cookie ?? undefined)));
const rows = () =>
  m.t.sqlite.prepare('SELECT user_id AS userId, endpoint, p256dh, auth FROM push_subscriptions ORDER BY id').all() as {
    userId: number;
    endpoint: string;
    p256dh: string;
    auth: string;
  }[];
async function other() {
  const s = await m.t.signup();
  m.users.push(s.body.id);
  return { id: s.body.id as number, cookie: s.cookie! };
}
async function expect400(res: Response, field: string, message: string) {
  expect(res.status).toBe(400);
  const body = errorSchema.parse(await res.json());
  expect(body.errors?.[field]).toBe(message);
}

describe('GET /api/push/public-key', () => {
  it('answers the VAPID public key, made once and kept in the database', async () => {
    const first = await m.t.get(apiPaths.pushPublicKey);
    expect(first.status).toBe(200);
    const { publicKey } = (await first.json()) as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(await (await m.t.get(apiPaths.pushPublicKey, m.cookie)).json()).toEqual({ publicKey });
    const kept = m.t.sqlite.prepare("SELECT value FROM app_config WHERE key = 'vapid_public_key'").get();
    expect(kept).toEqual({ value: publicKey });
  });
});

describe('POST /api/push/subscriptions', () => {
  it('saves the browser subscription for the signed-in user, one row per endpoint', async () => {
    const sub = fake.subscriber();
    expect((await post(sub)).status).toBe(201);
    expect((await post(sub)).status).toBe(200);
    const fresh = { ...sub, keys: fake.subscriber().keys };
    expect((await post(fresh)).status).toBe(200);
    expect(rows()).toEqual([{ userId: m.userId, endpoint: sub.endpoint, ...fresh.keys }]);
  });

  it('needs a signed-in user', async () => {
    expect((await post(fake.subscriber(), null)).status).toBe(401);
    expect(rows()).toEqual([]);
  });

  it('moves an endpoint to another account only when it comes with the same keys (the same browser)', async () => {
    const sub = fake.subscriber();
    await post(sub);
    const b = await other();
    const res = await post({ ...sub, keys: fake.subscriber().keys }, b.cookie);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: pushApiText.endpointTaken });
    expect(rows()).toEqual([{ userId: m.userId, endpoint: sub.endpoint, ...sub.keys }]);

    expect((await post(sub, b.cookie)).status).toBe(200);
    expect(rows()).toEqual([{ userId: b.id, endpoint: sub.endpoint, ...sub.keys }]);
    // The first account no longer has it.
    expect((await remove({ endpoint: sub.endpoint })).status).toBe(404);
  });

  it('keeps a user to their ten newest browsers', async () => {
    const subs = Array.from({ length: 11 }, () => fake.subscriber());
    for (const s of subs) expect((await post(s)).status).toBe(201);
    expect(rows().map((r) => r.endpoint)).toEqual(subs.slice(1).map((s) => s.endpoint));
  });

  const good = (): SubscriptionJson => fake.subscriber();
  const bytes = (n: number, first = 4) => Buffer.alloc(n, first).toString('base64url');
  it.each([
    ['no endpoint', () => ({ ...good(), endpoint: undefined }), 'endpoint', pushApiText.endpointInvalid],
    [
      'an endpoint that is no URL',
      () => ({ ...good(), endpoint: 'push service' }),
      'endpoint',
      pushApiText.endpointInvalid,
    ],
    [
      'a plain http endpoint elsewhere',
      () => ({ ...good(), endpoint: 'http://push.example/x' }),
      'endpoint',
      pushApiText.endpointInvalid,
    ],
    [
      'an ftp endpoint',
      () => ({ ...good(), endpoint: 'ftp://push.example/x' }),
      'endpoint',
      pushApiText.endpointInvalid,
    ],
    [
      'an endpoint of 2049 characters',
      () => ({ ...good(), endpoint: `https://push.example/${'a'.repeat(2028)}` }),
      'endpoint',
      pushApiText.endpointInvalid,
    ],
    ['no keys', () => ({ endpoint: good().endpoint }), 'keys', pushApiText.p256dhInvalid],
    [
      'a p256dh of 64 bytes',
      () => ({ ...good(), keys: { ...good().keys, p256dh: bytes(64) } }),
      'keys.p256dh',
      pushApiText.p256dhInvalid,
    ],
    [
      'a compressed p256dh',
      () => ({ ...good(), keys: { ...good().keys, p256dh: bytes(65, 2) } }),
      'keys.p256dh',
      pushApiText.p256dhInvalid,
    ],
    [
      'a p256dh that is no base64url',
      () => ({ ...good(), keys: { ...good().keys, p256dh: '%%%' } }),
      'keys.p256dh',
      pushApiText.p256dhInvalid,
    ],
    [
      'an auth of 12 bytes',
      () => ({ ...good(), keys: { ...good().keys, auth: bytes(12) } }),
      'keys.auth',
      pushApiText.authInvalid,
    ],
    [
      'an auth that is a number',
      () => ({ ...good(), keys: { ...good().keys, auth: 16 } }),
      'keys.auth',
      pushApiText.authInvalid,
    ],
  ])('answers 400 to %s', async (_name, body, field, message) => {
    await expect400(await post(body()), field, message);
    expect(rows()).toEqual([]);
  });

  it('answers 400 to a body that is not an object', async () => {
    const res = await post('[1, 2]');
    expect(res.status).toBe(400);
    expect(rows()).toEqual([]);
  });

  it('takes a local endpoint only where PUSH_ALLOW_LOCAL_ENDPOINTS says so, in any NODE_ENV', async () => {
    const local = (env: Record<string, string>) => makeTestApp({ env });
    for (const [env, status] of [
      [{}, 400],
      [{ NODE_ENV: 'development' }, 400],
      [{ NODE_ENV: 'production' }, 400],
      [{ NODE_ENV: 'production', PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' }, 201],
    ] as const) {
      const t = local(env);
      const s = await t.signup();
      const res = await t.request(
        apiPaths.pushSubscriptions,
        jsonInit('POST', fake.subscriber(), withCookie(s.cookie)),
      );
      expect(res.status, JSON.stringify(env)).toBe(status);
      t.cleanup();
    }
  });
});

describe('endpointAllowed', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', false, true],
    ['https://web.push.apple.com/QGx', false, true],
    ['http://fcm.googleapis.com/fcm/send/abc', false, false],
    ['https://127.0.0.1/x', false, false],
    ['https://10.0.0.8/x', false, false],
    ['https://[::1]/x', false, false],
    ['https://localhost/x', false, false],
    ['https://user:pw@fcm.googleapis.com/x', false, false],
    ['http://127.0.0.1:4000/x', true, true],
    ['http://localhost:4000/x', true, true],
    ['http://10.0.0.8/x', true, false],
  ])('%s (local allowed: %s) -> %s', (endpoint, allowLocal, allowed) => {
    expect(endpointAllowed(endpoint, allowLocal)).toBe(allowed);
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it("removes the user's own subscription, and only theirs", async () => {
    const mine = fake.subscriber();
    await post(mine);
    const b = await other();
    const theirs = fake.subscriber();
    await post(theirs, b.cookie);

    const res = await remove({ endpoint: theirs.endpoint });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: pushApiText.notFound });
    expect((await remove({ endpoint: mine.endpoint }, null)).status).toBe(401);
    expect(rows().map((r) => r.endpoint)).toEqual([mine.endpoint, theirs.endpoint]);

    expect((await remove({ endpoint: mine.endpoint })).status).toBe(200);
    expect(rows().map((r) => r.endpoint)).toEqual([theirs.endpoint]);
    expect((await remove({ endpoint: mine.endpoint })).status).toBe(404);
  });

  it('answers 400 without an endpoint', async () => {
    await expect400(await remove({}), 'endpoint', pushApiText.endpointInvalid);
  });
});
