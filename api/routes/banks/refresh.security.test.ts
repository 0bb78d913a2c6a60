// POST /api/refresh-account had no limit, and every call started a provider refresh and a sync
// (paid, rate-limited aggregator calls in production). One Refresh per member per REFRESH_COOLDOWN_SECONDS: past
// it, 429 with Retry-After (and `retryAfter` in the body), no aggregator call; other members are not affected.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { REFRESH_COOLDOWN_SECONDS } from '#shared/constants.ts';
import { banking } from '#shared/messages/banking.ts';
import { syncIdle } from '#api/services/banking/sync.ts';
import { jsonInit, makeTestApp, type TestApp, withCookie } from '#api/testing/test-app.ts';
import { aggregatorCalls, belvoMember, finicityMember } from '#api/testing/webhooks.ts';

// Members get a full 90-day sync: on a loaded 2-core machine that can take more than the default 5 s.
vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ startAt: Date.UTC(2025, 5, 15, 12) });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  t.cleanup();
});

const refresh = (cookie: string) => t.request('/api/refresh-account', jsonInit('POST', {}, withCookie(cookie)));
const tooSoonSchema = z.object({ message: z.string(), retryAfter: z.number().int() });

/** A 429 with Retry-After in whole seconds within the cooldown, and the same seconds in the body; returns them. */
async function expectTooSoon(res: Response): Promise<number> {
  expect(res.status).toBe(429);
  const header = res.headers.get('retry-after');
  expect(header).toMatch(/^\d+$/);
  const seconds = Number(header);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(REFRESH_COOLDOWN_SECONDS);
  expect(tooSoonSchema.parse(await res.json())).toEqual({
    message: banking.refreshTooSoon(seconds),
    retryAfter: seconds,
  });
  return seconds;
}

describe('POST /api/refresh-account: one per member per cooldown', () => {
  it('of ten calls at once, one refreshes and syncs; nine answer 429 and call no aggregator', async () => {
    const a = await belvoMember(t);
    const calls = aggregatorCalls(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(a.cookie)));
    await syncIdle(t.deps, a.userId);
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(429)]);
    for (const res of answers.filter((r) => r.status === 429)) await expectTooSoon(res);
    expect(calls.belvo).toHaveBeenCalledTimes(1);
    expect(calls.finicity).not.toHaveBeenCalled();
  });

  it("asks Finicity for fresh data once; a second member's Refresh is not held by the first's", async () => {
    const a = await finicityMember(t);
    const b = await belvoMember(t);
    const providerRefresh = vi.spyOn(t.deps.banks.connect, 'refresh');
    const calls = aggregatorCalls(t);

    expect((await refresh(a.cookie)).status).toBe(200);
    await expectTooSoon(await refresh(a.cookie));
    await expectTooSoon(await refresh(a.cookie));
    expect(providerRefresh).toHaveBeenCalledTimes(1);
    expect(calls.finicity).toHaveBeenCalledTimes(1);

    expect((await refresh(b.cookie)).status).toBe(200);
    await expectTooSoon(await refresh(b.cookie));
    expect(calls.belvo).toHaveBeenCalledTimes(1);
  });

  it('lets the member refresh again once the cooldown has passed, and Retry-After counts down to it', async () => {
    const a = await belvoMember(t);
    expect((await refresh(a.cookie)).status).toBe(200);
    await syncIdle(t.deps, a.userId);
    t.clock.advance(20_000);
    expect(await expectTooSoon(await refresh(a.cookie))).toBe(REFRESH_COOLDOWN_SECONDS - 20);
    t.clock.advance((REFRESH_COOLDOWN_SECONDS - 20) * 1000);
    expect((await refresh(a.cookie)).status).toBe(200);
  });

  it('still answers 400 to a member with no bank, whatever the cooldown', async () => {
    const { cookie } = await t.signup();
    for (let i = 0; i < 3; i++) {
      const res = await refresh(cookie!);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: banking.noConnection });
    }
  });
});
