// The delivery clock: a push goes out a moment after its notice is committed, and not while one of that member's job
// steps runs (the step is one push, sent when it ends); everyone else's go on meanwhile. A push service that says 429
// holds no tick: its push waits in the outbox for its Retry-After while the clock goes on sending everyone else's.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '#shared/routes.ts';
import { startFakePushService } from '#api/providers/push/testing/fake-push-service.ts';
import { notify } from '#api/services/money/notify.ts';
import { holdingPushes } from '#api/services/push/delivery.ts';
import { memberApp } from '#api/testing/member-app.ts';
import { jsonInit, withCookie } from '#api/testing/test-app.ts';
import { startPushDelivery } from './push-jobs.ts';

// The fake push service listens on 127.0.0.1: local endpoints only when the environment says so.
const m = memberApp({}, { env: { PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' } });
const fake = await startFakePushService();
/** Another member's push service. */
const other = await startFakePushService();
afterAll(() => Promise.all([fake.close(), other.close()]));

let delivery: ReturnType<typeof startPushDelivery>;
beforeEach(async () => {
  fake.received.length = 0;
  const res = await m.t.request(apiPaths.pushSubscriptions, jsonInit('POST', fake.subscriber(), withCookie(m.cookie)));
  expect(res.status).toBe(201);
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  delivery = startPushDelivery(m.t.deps);
});
afterEach(async () => {
  vi.useRealTimers();
  await delivery.stop();
});

const notice = (title: string, userId = m.userId) =>
  notify(
    m.t.sqlite,
    { userId, type: 'payout', words: () => ({ title, message: '$25.00' }), push: 'notifyCashOutReminders' },
    m.t.clock.now(),
  );
const titleOf = (push: { payload: string | null } | undefined) =>
  (JSON.parse(push!.payload!) as { title: string }).title;
const retriesWaiting = () =>
  (m.t.sqlite.prepare('SELECT COUNT(*) AS n FROM push_outbox WHERE not_before IS NOT NULL').get() as { n: number }).n;

const reached = (userId: number) =>
  m.t.sqlite.prepare('SELECT 1 FROM push_subscriptions WHERE user_id = ? AND last_used_at IS NOT NULL').get(userId) !==
  undefined;

/** Another member, subscribed on the other push service. */
async function memberOnOtherService() {
  const b = await m.t.signup();
  m.users.push(b.body.id);
  const res = await m.t.request(apiPaths.pushSubscriptions, jsonInit('POST', other.subscriber(), withCookie(b.cookie)));
  expect(res.status).toBe(201);
  return b;
}

/** Lets real I/O and the run's own steps happen (setImmediate is not faked) until `done`, for at most 2 s. */
async function until(done: () => boolean) {
  const deadline = Date.now() + 2_000;
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  while (!done() && Date.now() < deadline) await turn();
  expect(done()).toBe(true);
  await turn();
}

describe('push delivery', () => {
  it('sends what was notified on its next tick', async () => {
    notice('Payout sent');
    expect(fake.received).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2_000);
    const [push] = await fake.waitFor(1);
    expect(JSON.parse(push!.payload!)).toMatchObject({ title: 'Payout sent' });
  });

  it("holds a member's pushes while one of their job steps runs, then sends it as one push; not others'", async () => {
    const b = await m.t.signup();
    m.users.push(b.body.id);
    const res = await m.t.request(
      apiPaths.pushSubscriptions,
      jsonInit('POST', other.subscriber(), withCookie(b.cookie)),
    );
    expect(res.status).toBe(201);
    other.received.length = 0;
    let endStep = () => undefined as void;
    const step = holdingPushes(m.t.deps, m.userId, async () => {
      notice('First');
      await new Promise<void>((resolve) => (endStep = resolve));
      notice('Second');
    });
    notice('For B', b.body.id);
    await vi.advanceTimersByTimeAsync(2_000);
    // Another member's push goes out while the step runs.
    expect(titleOf((await other.waitFor(1))[0])).toBe('For B');
    await vi.advanceTimersByTimeAsync(4_000);
    expect(fake.received).toHaveLength(0);
    endStep();
    await step;
    await vi.advanceTimersByTimeAsync(2_000);
    const [push] = await fake.waitFor(1);
    expect(JSON.parse(push!.payload!)).toMatchObject({ title: 'Second' });
    await vi.advanceTimersByTimeAsync(4_000);
    expect(fake.received).toHaveLength(1);
  });
});

describe('a push service that answers 429 Retry-After: 55', () => {
  it('holds no tick: another member is sent to on the next one, and the push goes out 55 s later', async () => {
    try {
      const b = await memberOnOtherService();
      fake.replies.push({ status: 429, headers: { 'retry-after': '55' } });
      notice('For A');
      await vi.advanceTimersByTimeAsync(2_000);
      await fake.waitFor(1);
      await until(() => retriesWaiting() === 1);

      notice('For B', b.body.id);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(titleOf((await other.waitFor(1))[0])).toBe('For B');
      expect(fake.received).toHaveLength(1);
      // That run has ended (the browser is marked as reached) before the clock moves on.
      await until(() => reached(b.body.id));

      m.t.clock.advance(55_000);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(titleOf((await fake.waitFor(2))[1])).toBe('For A');
      await until(() => retriesWaiting() === 0);
    } finally {
      fake.replies.length = 0;
    }
  });
});
