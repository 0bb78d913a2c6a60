// The delivery clock: a push goes out a moment after its notice is committed, and not while a pass of the money
// jobs runs (the pass is one push per user, sent when it ends).
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '#shared/routes.ts';
import { startFakePushService } from '#api/providers/push/testing/fake-push-service.ts';
import { notify } from '#api/services/money/notify.ts';
import { holdingPushes } from '#api/services/push/delivery.ts';
import { memberApp } from '#api/testing/member-app.ts';
import { jsonInit, withCookie } from '#api/testing/test-app.ts';
import { startPushDelivery } from './push-jobs.ts';

const m = memberApp();
const fake = await startFakePushService();
afterAll(() => fake.close());

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

const notice = (title: string) =>
  notify(
    m.t.sqlite,
    { userId: m.userId, type: 'payout', title, message: '$25.00', push: 'notifyCashOutReminders' },
    m.t.clock.now(),
  );

describe('push delivery', () => {
  it('sends what was notified on its next tick', async () => {
    notice('Payout sent');
    expect(fake.received).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2_000);
    const [push] = await fake.waitFor(1);
    expect(JSON.parse(push!.payload!)).toMatchObject({ title: 'Payout sent' });
  });

  it('waits while a pass of the money jobs runs, then sends the pass as one push', async () => {
    let endPass = () => undefined as void;
    const pass = holdingPushes(m.t.deps, async () => {
      notice('First');
      await new Promise<void>((resolve) => (endPass = resolve));
      notice('Second');
    });
    await vi.advanceTimersByTimeAsync(6_000);
    expect(fake.received).toHaveLength(0);
    endPass();
    await pass;
    await vi.advanceTimersByTimeAsync(2_000);
    const [push] = await fake.waitFor(1);
    expect(JSON.parse(push!.payload!)).toMatchObject({ title: 'Second' });
    await vi.advanceTimersByTimeAsync(4_000);
    expect(fake.received).toHaveLength(1);
  });
});
