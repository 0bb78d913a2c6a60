// Push delivery against a local fake push service that decrypts what it receives (RFC 8291, with the subscriber's
// private key): a sync of 50 purchases is one push, a sweep is one push, each with title, body, url and tag under
// 3 KB, TTL a day and an Urgency; 404 and 410 remove the subscription, 429 puts the push back for after its
// Retry-After (delivery-stall.test.ts: nothing waits inside a run); the user's notification settings decide; a failure
// is logged without the endpoint's path.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activity, portfolio as ptext } from '#shared/messages/money.ts';
import { pushMessageText } from '#shared/messages/push.ts';
import { activity as activityPt } from '#shared/messages/pt-br/money.ts';
import { pushMessageText as pushMessageTextPt } from '#shared/messages/pt-br/push.ts';
import { apiPaths, routes } from '#shared/routes.ts';
import type { PushPayload } from '#shared/schemas/push.ts';
import { startFakePushService, type SubscriptionJson } from '#api/providers/push/testing/fake-push-service.ts';
import { ingestBatch } from '#api/services/money/engine.ts';
import { notify } from '#api/services/money/notify.ts';
import { sweepUser } from '#api/services/money/sweeps.ts';
import { sweepFixture } from '#api/services/money/testing/sweep-fixture.ts';
import { memberApp } from '#api/testing/member-app.ts';
import { jsonInit, withCookie } from '#api/testing/test-app.ts';
import { deliverWaitingPushes, MAX_ATTEMPTS } from './delivery.ts';
import { MAX_PAYLOAD_BYTES } from './payload.ts';

// The fake push service listens on 127.0.0.1: local endpoints only when the environment says so.
const m = memberApp({}, { env: { PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' } });
const fake = await startFakePushService();
afterAll(() => fake.close());
const { money, setCard, purchases, patchUser } = sweepFixture(() => m);

let sub: SubscriptionJson;
beforeEach(async () => {
  fake.received.length = 0;
  fake.replies.length = 0;
  sub = await subscribe();
});
afterEach(() => vi.restoreAllMocks());

async function subscribe(cookie = m.cookie) {
  const s = fake.subscriber();
  const res = await m.t.request(apiPaths.pushSubscriptions, jsonInit('POST', s, withCookie(cookie)));
  expect(res.status).toBe(201);
  return s;
}
const deliver = () => deliverWaitingPushes(m.t.deps);
const payloadOf = (i: number) => JSON.parse(fake.received[i]!.payload!) as PushPayload;
const count = (sql: string) => (m.t.sqlite.prepare(sql).get() as { n: number }).n;
const subscriptions = () => count('SELECT COUNT(*) AS n FROM push_subscriptions');
const notices = () => count(`SELECT COUNT(*) AS n FROM notifications WHERE user_id = ${m.userId}`);
const waiting = () => count('SELECT COUNT(*) AS n FROM push_outbox');

describe('a sync of 50 purchases', () => {
  it('is one push, readable only with the subscription private key, under 3 KB, TTL a day', async () => {
    // Two pages, as a sync reads them: each its own transaction with its own notices.
    await ingestBatch(money(), m.userId, purchases(25, 9.01));
    await ingestBatch(money(), m.userId, purchases(25, 9.01));
    expect(notices()).toBeGreaterThan(3);

    expect(await deliver()).toEqual({ users: 1, pushes: 1 });
    expect(fake.received).toHaveLength(1);
    const [push] = fake.received;
    expect(push!.path).toBe(new URL(sub.endpoint).pathname);
    expect(push!.headers).toMatchObject({ ttl: '86400', urgency: 'normal', 'content-encoding': 'aes128gcm' });
    expect(push!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    // The body on the wire is ciphertext; the subscriber's key turns it back into the payload.
    expect(push!.body.toString()).not.toContain('"title"');
    expect(Buffer.byteLength(push!.payload!)).toBeLessThan(MAX_PAYLOAD_BYTES);
    const payload = payloadOf(0);
    expect(Object.keys(payload).sort()).toEqual(['body', 'tag', 'title', 'url']);
    expect(payload.body).toContain(pushMessageText.more(notices() - 1));
    expect(payload.url.startsWith('/')).toBe(true);
    expect(push!.headers.topic).toBe(payload.tag);
    expect(waiting()).toBe(0);
    // Nothing more to send.
    expect(await deliver()).toEqual({ users: 0, pushes: 0 });
    expect(fake.received).toHaveLength(1);
  });

  it('reads as the sync when only Transaction Alerts allow it: the rewards it unlocked stay in the app', async () => {
    await patchUser({ notifyCashOutReminders: false });
    await ingestBatch(money(), m.userId, purchases(50, 9.01));
    await deliver();
    expect(fake.received).toHaveLength(1);
    expect(payloadOf(0)).toMatchObject({ title: activity.roundUpTitle, url: routes.transactions, tag: 'transactions' });
  });

  it('reaches a member who reads Portuguese in Portuguese: the notices, the push, its dollars', async () => {
    await patchUser({ locale: 'pt-BR', notifyCashOutReminders: false });
    await ingestBatch(money(), m.userId, purchases(50, 9.01));
    const written = m.t.sqlite
      .prepare(`SELECT title, message FROM notifications WHERE user_id = ${m.userId} AND type = 'round_up'`)
      .get() as { title: string; message: string };
    // 50 round-ups of 99 cents, in Portuguese's figures (this member lives in the US: '$', as the app writes it).
    expect(written).toEqual({ title: activityPt.roundUpTitle, message: activityPt.roundUpBody('$ 49,50', 50) });
    await deliver();
    expect(payloadOf(0)).toMatchObject({ title: activityPt.roundUpTitle, url: routes.transactions });
    // The newest notice, and the two others of the sync that Transaction Alerts allow (rows pulled, purchases).
    expect(payloadOf(0).body).toBe(`${written.message} ${pushMessageTextPt.more(2)}`);
  });

  it('sends nothing when the user turned both settings off, and forgets the notices', async () => {
    await patchUser({ notifyTransactionAlerts: false, notifyCashOutReminders: false });
    await ingestBatch(money(), m.userId, purchases(50, 9.01));
    expect(waiting()).toBeGreaterThan(0);
    expect(await deliver()).toEqual({ users: 0, pushes: 0 });
    expect(fake.received).toHaveLength(0);
    expect(waiting()).toBe(0);
  });

  it('queues nothing for a user without a subscription', async () => {
    const b = await m.t.signup();
    m.users.push(b.body.id);
    await ingestBatch(money(), b.body.id, purchases(5, 9.01));
    expect(waiting()).toBe(0);
  });

  it('goes to each of the user browsers', async () => {
    const second = await subscribe();
    await ingestBatch(money(), m.userId, purchases(3, 9.01));
    expect(await deliver()).toEqual({ users: 1, pushes: 2 });
    expect(fake.received.map((r) => r.path).sort()).toEqual(
      [sub.endpoint, second.endpoint].map((e) => new URL(e).pathname).sort(),
    );
    expect(fake.received.every((r) => r.payload !== null)).toBe(true);
  });
});

describe('a round-up sweep', () => {
  it('is one push that opens the dashboard', async () => {
    await ingestBatch(money(), m.userId, purchases(6, 9.01));
    await deliver();
    fake.received.length = 0;
    setCard('pm_card_visa');
    await sweepUser(m.t.deps, m.userId);
    expect(await deliver()).toEqual({ users: 1, pushes: 1 });
    expect(payloadOf(0)).toMatchObject({ title: ptext.investedTitle, url: routes.dashboard, tag: 'investments' });
  });
});

describe('what the push service answers', () => {
  const oneNotice = () =>
    notify(
      m.t.sqlite,
      {
        userId: m.userId,
        type: 'payout',
        words: () => ({ title: 'Payout sent', message: '$25.00' }),
        push: 'notifyCashOutReminders',
      },
      m.t.clock.now(),
    );

  it.each([404, 410])('%s removes the subscription', async (status) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.replies.push({ status });
    oneNotice();
    expect(await deliver()).toEqual({ users: 1, pushes: 0 });
    expect(subscriptions()).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('429 puts the push back until its Retry-After, then the next run sends it again', async () => {
    fake.replies.push({ status: 429, headers: { 'retry-after': '7' } });
    oneNotice();
    expect(await deliver()).toEqual({ users: 1, pushes: 0 });
    expect(fake.received).toHaveLength(1);
    expect(waiting()).toBe(1);
    expect(await deliver()).toEqual({ users: 0, pushes: 0 });
    m.t.clock.advance(7_000);
    expect(await deliver()).toEqual({ users: 1, pushes: 1 });
    expect(fake.received).toHaveLength(2);
    expect(fake.received[1]!.payload).toBe(fake.received[0]!.payload);
    expect(fake.received[0]!.headers.urgency).toBe('high');
    expect(subscriptions()).toBe(1);
    expect(waiting()).toBe(0);
  });

  it('a push another browser of the user missed goes to that browser alone', async () => {
    const second = await subscribe();
    fake.replies.push({ status: 503 }, { status: 201 });
    oneNotice();
    expect(await deliver()).toEqual({ users: 1, pushes: 1 });
    const missed = fake.received[0]!.path;
    m.t.clock.advance(5_000);
    expect(await deliver()).toEqual({ users: 1, pushes: 1 });
    expect(fake.received.map((r) => r.path)).toEqual([missed, expect.any(String), missed]);
    expect([sub, second].map((s) => new URL(s.endpoint).pathname)).toContain(missed);
  });

  it('a retry for a browser that was removed meanwhile is dropped', async () => {
    fake.replies.push({ status: 500 });
    oneNotice();
    await deliver();
    expect(waiting()).toBe(1);
    const res = await m.t.request(
      apiPaths.pushSubscriptions,
      jsonInit('DELETE', { endpoint: sub.endpoint }, withCookie(m.cookie)),
    );
    expect(res.status).toBeLessThan(300);
    m.t.clock.advance(5_000);
    expect(await deliver()).toEqual({ users: 0, pushes: 0 });
    expect(fake.received).toHaveLength(1);
    expect(waiting()).toBe(0);
  });

  it(`429 on every one of ${MAX_ATTEMPTS} tries gives up, keeps the subscription and logs once`, async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (let i = 0; i < MAX_ATTEMPTS; i++) fake.replies.push({ status: 429, headers: { 'retry-after': '3600' } });
    oneNotice();
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      expect(await deliver()).toEqual({ users: 1, pushes: 0 });
      m.t.clock.advance(10 * 60_000);
    }
    expect(fake.received).toHaveLength(MAX_ATTEMPTS);
    expect(waiting()).toBe(0);
    expect(subscriptions()).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a failure is logged with the push service origin, never the endpoint path or the keys', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // 403: the push service refuses our VAPID signature; not retried, so logged at once.
    fake.replies.push({ status: 403 });
    oneNotice();
    await deliver();
    const line = warn.mock.calls.map((c) => c.join(' ')).join('\n');
    expect(line).toContain(fake.origin);
    expect(line).toContain('403');
    expect(line).not.toContain(new URL(sub.endpoint).pathname);
    expect(line).not.toContain(sub.keys.auth);
    expect(line).not.toContain(sub.keys.p256dh);
    expect(subscriptions()).toBe(1);
  });

  it('a notice over a day old is not pushed', async () => {
    oneNotice();
    m.t.clock.advance(86_400_000 + 1);
    expect(await deliver()).toEqual({ users: 0, pushes: 0 });
    expect(fake.received).toHaveLength(0);
  });
});
