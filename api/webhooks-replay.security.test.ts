// A captured Finicity webhook sent again later, through the real app. Finicity's HMAC covers the
// body only, so a captured call stays valid: an event older than Mastercard's delivery window is refused (401) by its
// own time (the milliseconds its eventId begins with), and an event without an eventId is acted on once, known by the
// SHA-256 of its body. A refused or repeated call changes no row of any table and starts no sync.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FINICITY_EVENT_MAX_AGE_MS } from '#api/providers/banks/finicity/webhooks.ts';
import { syncIdle } from '#api/services/banking/sync.ts';
import { WEBHOOK_EVENT_MEMORY_MS } from '#api/services/banking/webhook-events.ts';
import { jsonInit, makeTestApp, type TestApp, withCookie } from '#api/testing/test-app.ts';
import {
  aggregatorCalls,
  countRows,
  databasePicture,
  finicityHook,
  finicityMember,
  WEBHOOK_ENV,
} from '#api/testing/webhooks.ts';

// A member gets a full 90-day sync: on a loaded 2-core machine that can take more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ env: WEBHOOK_ENV, startAt: Date.UTC(2025, 5, 15, 12) });
});
afterEach(() => {
  vi.restoreAllMocks();
  t.cleanup();
});

/** A Connect event as Finicity sends it; `madeAt` null sends it without an eventId (so without a time). */
const finicityEvent = (
  customerId: string,
  eventType: string,
  payload: Record<string, unknown> = {},
  madeAt: number | null = t.clock.now(),
) =>
  JSON.stringify({
    customerId,
    eventType,
    ...(madeAt === null ? {} : { eventId: `${madeAt}-${randomUUID().replaceAll('-', '').slice(0, 24)}` }),
    payload,
  });

/** Sends `raw`, answered `status`; then no row of any table has changed and no sync has run. */
async function changesNothing(userId: number, status: number, raw: string) {
  const before = databasePicture(t);
  const { finicity } = aggregatorCalls(t);
  expect((await finicityHook(t, raw)).status).toBe(status);
  await syncIdle(t.deps, userId);
  expect(databasePicture(t)).toEqual(before);
  expect(finicity).not.toHaveBeenCalled();
  vi.restoreAllMocks();
}

/** Sends `raw`, answered 204, and the member's bank is read once (a sync ran). */
async function syncsOnce(userId: number, raw: string) {
  const { finicity } = aggregatorCalls(t);
  expect((await finicityHook(t, raw)).status).toBe(204);
  await syncIdle(t.deps, userId);
  expect(finicity).toHaveBeenCalledTimes(1);
  vi.restoreAllMocks();
}

describe('Finicity webhooks sent again later', () => {
  it('acts on an event without an eventId once: the same body again, even a week on, does nothing', async () => {
    const a = await finicityMember(t);
    const done = finicityEvent(a.customerId, 'done', {}, null);
    await syncsOnce(a.userId, done);
    t.clock.advance(60_000);
    await changesNothing(a.userId, 204, done);

    // A removal without an id, replayed after the member connected the account again: it stays on.
    const [account] = a.accountIds;
    const active = () =>
      countRows(t, 'SELECT COUNT(*) AS n FROM bank_accounts WHERE user_id = ? AND is_active = 1', a.userId);
    const removal = finicityEvent(a.customerId, 'accountsDeleted', { accounts: [account] }, null);
    expect((await finicityHook(t, removal)).status).toBe(204);
    expect(active()).toBe(a.accountIds.length - 1);
    const resave = jsonInit('POST', { finicityAccountId: account, accountName: 'Checking' }, withCookie(a.cookie));
    expect((await t.request('/api/bank-accounts', resave)).status).toBe(201);
    await syncIdle(t.deps, a.userId);
    await changesNothing(a.userId, 204, removal);
    expect(active()).toBe(a.accountIds.length);

    // A different event without an id is a different body: acted on.
    await syncsOnce(a.userId, finicityEvent(a.customerId, 'added', { accounts: [{ id: account }] }, null));

    // A week on, both are still known.
    t.clock.advance(7 * 86_400_000);
    await changesNothing(a.userId, 204, done);
    await changesNothing(a.userId, 204, removal);
  });

  it('refuses with 401 an event made longer ago than the delivery window, and changes nothing', async () => {
    const a = await finicityMember(t);
    const madeAt = t.clock.now() - FINICITY_EVENT_MAX_AGE_MS - 1;
    await changesNothing(a.userId, 401, finicityEvent(a.customerId, 'done', {}, madeAt));
    await changesNothing(
      a.userId,
      401,
      finicityEvent(a.customerId, 'accountsDeleted', { accounts: a.accountIds }, madeAt),
    );
  });

  it('refuses a captured event sent again after the window, and after its eventId is forgotten (30 days)', async () => {
    const a = await finicityMember(t);
    const done = finicityEvent(a.customerId, 'done');
    await syncsOnce(a.userId, done);
    t.clock.advance(FINICITY_EVENT_MAX_AGE_MS + 1);
    await changesNothing(a.userId, 401, done);
    t.clock.advance(WEBHOOK_EVENT_MEMORY_MS);
    await changesNothing(a.userId, 401, done);
  });

  it('still acts on a fresh event, and on a late retry inside the window', async () => {
    const a = await finicityMember(t);
    await syncsOnce(a.userId, finicityEvent(a.customerId, 'done'));
    await syncsOnce(a.userId, finicityEvent(a.customerId, 'done', {}, t.clock.now() - FINICITY_EVENT_MAX_AGE_MS));
    // A Finicity clock a little ahead of ours is no reason to refuse.
    await syncsOnce(a.userId, finicityEvent(a.customerId, 'done', {}, t.clock.now() + 60_000));
  });
});
