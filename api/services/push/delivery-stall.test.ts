// One member's push service must not stall push for everyone. A 429 (with its Retry-After, capped
// at 10 minutes), a 5xx or an endpoint that never answers re-queues that one browser's push in the outbox with a
// not-before time; the run goes on to everyone else at once and returns without sleeping. Members A and B each have
// a browser on their own local fake push service, so each answers in its own way whatever the order of arrival.
// When a retry is due is the app's clock (t.clock); the per-request timeout is a real timer, so setTimeout is faked.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '#shared/routes.ts';
import type { PushProvider } from '#api/providers/push/push-provider.ts';
import { type FakePushService, startFakePushService } from '#api/providers/push/testing/fake-push-service.ts';
import { notify } from '#api/services/money/notify.ts';
import { memberApp } from '#api/testing/member-app.ts';
import { jsonInit, withCookie } from '#api/testing/test-app.ts';
import { deliverWaitingPushes, MAX_ATTEMPTS } from './delivery.ts';

const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
// The fake push services listen on 127.0.0.1: local endpoints only when the environment says so.
const m = memberApp({}, { env: { PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' } });
const aService = await startFakePushService();
const bService = await startFakePushService();
afterAll(() => Promise.all([aService.close(), bService.close()]));

let bUser: { cookie: string; id: number };
beforeEach(async () => {
  for (const s of [aService, bService]) {
    s.received.length = 0;
    s.replies.length = 0;
  }
  const b = await m.t.signup();
  bUser = { cookie: b.cookie!, id: b.body.id };
  m.users.push(bUser.id);
  await subscribe(m.cookie, aService);
  await subscribe(bUser.cookie, bService);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function subscribe(cookie: string, service: Pick<FakePushService, 'subscriber'>) {
  const s = service.subscriber();
  const res = await m.t.request(apiPaths.pushSubscriptions, jsonInit('POST', s, withCookie(cookie)));
  expect(res.status).toBe(201);
  return s;
}
const payout = (userId: number, title: string) =>
  notify(
    m.t.sqlite,
    { userId, type: 'payout', words: () => ({ title, message: '$25.00' }), push: 'notifyCashOutReminders' },
    m.t.clock.now(),
  );
const deliver = (deps = m.t.deps) => deliverWaitingPushes(deps);
const titleOf = (service: FakePushService, i: number) =>
  (JSON.parse(service.received[i]!.payload!) as { title: string }).title;

type OutboxRow = { userId: number; subscriptionId: number | null; attempts: number; notBefore: number | null };
const waiting = () =>
  m.t.sqlite
    .prepare(
      `SELECT user_id AS userId, subscription_id AS subscriptionId, attempts, not_before AS notBefore
       FROM push_outbox ORDER BY id`,
    )
    .all() as OutboxRow[];
const subscriptionOf = (userId: number) =>
  (m.t.sqlite.prepare('SELECT id FROM push_subscriptions WHERE user_id = ?').get(userId) as { id: number }).id;

/**
 * Whether `run` settles while the fake timers stand still: a run that sleeps never does. Its guard is a real timer
 * (2 s), so a stalled run fails the test instead of hanging it; no wall time is measured.
 */
async function settlesWithoutWaiting(run: Promise<unknown>) {
  let guard: ReturnType<typeof realSetTimeout> | undefined;
  const stalled = new Promise<false>((resolve) => (guard = realSetTimeout(() => resolve(false), 2_000)));
  const settled = await Promise.race([run.then(() => true as const), stalled]);
  realClearTimeout(guard);
  return settled;
}

describe('a push service that answers 429 Retry-After: 55', () => {
  it('holds no one: the run sends to B and returns at once; A is re-queued for now + 55 s and sent after', async () => {
    aService.replies.push({ status: 429, headers: { 'retry-after': '55' } });
    payout(m.userId, 'For A');
    payout(bUser.id, 'For B');
    const start = m.t.clock.now();

    const run = deliver();
    expect(await settlesWithoutWaiting(run)).toBe(true);
    expect(await run).toEqual({ users: 2, pushes: 1 });
    // Nothing left ticking: no sleep was scheduled for A's retry.
    expect(vi.getTimerCount()).toBe(0);
    expect(bService.received).toHaveLength(1);
    expect(titleOf(bService, 0)).toBe('For B');
    expect(aService.received).toHaveLength(1);
    expect(waiting()).toEqual([
      { userId: m.userId, subscriptionId: subscriptionOf(m.userId), attempts: 1, notBefore: start + 55_000 },
    ]);

    // Not before its time: a run a second short of it sends A nothing.
    m.t.clock.advance(54_999);
    expect(await deliver()).toEqual({ users: 0, pushes: 0 });
    expect(aService.received).toHaveLength(1);
    m.t.clock.advance(1);
    expect(await deliver()).toEqual({ users: 1, pushes: 1 });
    expect(aService.received).toHaveLength(2);
    expect(titleOf(aService, 1)).toBe('For A');
    expect(aService.received[1]!.payload).toBe(aService.received[0]!.payload);
    expect(bService.received).toHaveLength(1);
    expect(waiting()).toEqual([]);
  });

  it('a newer notice for A joins the waiting retry: one push at its time, not one before it', async () => {
    aService.replies.push({ status: 429, headers: { 'retry-after': '55' } });
    payout(m.userId, 'First');
    expect(await settlesWithoutWaiting(deliver())).toBe(true);
    m.t.clock.advance(10_000);
    payout(m.userId, 'Second');
    expect(await deliver()).toEqual({ users: 0, pushes: 0 });
    expect(aService.received).toHaveLength(1);
    m.t.clock.advance(45_000);
    expect(await deliver()).toEqual({ users: 1, pushes: 1 });
    expect(aService.received).toHaveLength(2);
    expect(titleOf(aService, 1)).toBe('Second');
    expect(waiting()).toEqual([]);
  });
});

describe('Retry-After', () => {
  it.each([
    ['86400 seconds', () => '86400'],
    ['an HTTP date a day ahead', () => new Date(m.t.clock.now() + 86_400_000).toUTCString()],
  ])('of %s is capped at 10 minutes, and the push goes out then', async (_, retryAfter) => {
    aService.replies.push({ status: 429, headers: { 'retry-after': retryAfter() } });
    payout(m.userId, 'Payout sent');
    const start = m.t.clock.now();
    expect(await settlesWithoutWaiting(deliver())).toBe(true);
    expect(waiting()).toMatchObject([{ attempts: 1, notBefore: start + 10 * 60_000 }]);
    m.t.clock.advance(10 * 60_000);
    expect(await deliver()).toEqual({ users: 1, pushes: 1 });
    expect(aService.received).toHaveLength(2);
    expect(waiting()).toEqual([]);
  });
});

describe('an endpoint that never answers', () => {
  let silent: Server;
  afterEach(() => {
    silent.closeAllConnections();
    silent.close();
  });

  it('times out after 10 s without holding B, and is retried later', async () => {
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/wpush/v2/silent`;
    m.t.sqlite.prepare('UPDATE push_subscriptions SET endpoint = ? WHERE user_id = ?').run(endpoint, m.userId);
    payout(m.userId, 'For A');
    payout(bUser.id, 'For B');
    const start = m.t.clock.now();

    let settled = false;
    const run = deliver().finally(() => (settled = true));
    await bService.waitFor(1);
    expect(titleOf(bService, 0)).toBe('For B');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settlesWithoutWaiting(run)).toBe(true);
    expect(await run).toEqual({ users: 2, pushes: 1 });
    // No Retry-After to honour: the first backoff, 5 s.
    expect(waiting()).toMatchObject([{ userId: m.userId, attempts: 1, notBefore: start + 5_000 }]);
  });
});

describe('the run', () => {
  it('sends to every due browser, at most 8 at a time, and one that hangs holds none of the others', async () => {
    // A has 10 browsers (the most a user keeps), B one; A's first never answers.
    const aBrowsers = await Promise.all(Array.from({ length: 9 }, () => subscribe(m.cookie, bService)));
    const hanging = (m.t.sqlite.prepare('SELECT MIN(id) AS id FROM push_subscriptions').get() as { id: number }).id;
    let inFlight = 0;
    let most = 0;
    const push: PushProvider = {
      ...m.t.deps.push,
      async send(target, message) {
        most = Math.max(most, ++inFlight);
        try {
          if ('id' in target && target.id === hanging) return await new Promise<never>(() => undefined);
          return await m.t.deps.push.send(target, message);
        } finally {
          inFlight--;
        }
      },
    };
    payout(m.userId, 'For A');
    payout(bUser.id, 'For B');
    let settled = false;
    const run = deliverWaitingPushes({ ...m.t.deps, push }).finally(() => (settled = true));
    await bService.waitFor(aBrowsers.length + 1);
    expect(settled).toBe(false);
    expect(most).toBe(8);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await settlesWithoutWaiting(run)).toBe(true);
    expect(await run).toEqual({ users: 2, pushes: 10 });
    expect(waiting()).toMatchObject([{ userId: m.userId, subscriptionId: hanging, attempts: 1 }]);
  });
});

describe('a push service that keeps failing', () => {
  it(`is tried ${MAX_ATTEMPTS} times with a growing backoff, then the push is dropped with one log line`, async () => {
    expect(MAX_ATTEMPTS).toBeGreaterThan(1);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (let i = 0; i < MAX_ATTEMPTS; i++) aService.replies.push({ status: 503 });
    payout(m.userId, 'For A');
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const before = m.t.clock.now();
      expect(await settlesWithoutWaiting(deliver())).toBe(true);
      expect(aService.received).toHaveLength(attempt);
      const [row] = waiting();
      if (attempt === MAX_ATTEMPTS) break;
      expect(row).toMatchObject({ attempts: attempt });
      waits.push(row!.notBefore! - before);
      m.t.clock.advance(row!.notBefore! - before);
    }
    expect(waits).toEqual([5_000, 20_000, 80_000, 320_000].slice(0, MAX_ATTEMPTS - 1));
    expect(waiting()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/503.*not delivered/);
    // Dropped: later runs send nothing, and the browser stays subscribed.
    m.t.clock.advance(3_600_000);
    expect(await deliver()).toEqual({ users: 0, pushes: 0 });
    expect(aService.received).toHaveLength(MAX_ATTEMPTS);
    expect(subscriptionOf(m.userId)).toBeGreaterThan(0);
  });
});
