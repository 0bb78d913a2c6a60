// The offline outbox: the writes the PWA queues offline (PATCH /api/user and the notification read / mark-all /
// delete) honour an Idempotency-Key, so a replay whose first answer was lost is applied once: the same key gives
// the first answer back for 24 hours, the same key with another body is 409, and a day-old key is a new key.
import { describe, expect, it, vi } from 'vitest';
import { api } from '#shared/messages/common.ts';
import { apiPaths } from '#shared/routes.ts';
import { notificationsResponseSchema } from '#shared/schemas/notifications.ts';
import { userSchema } from '#shared/schemas/user.ts';
import { notify } from '#api/services/money/notify.ts';
import { IDEMPOTENCY_TTL_MS } from '#api/services/idempotency-keys.ts';
import { getOk, memberApp } from '#api/testing/member-app.ts';
import { jsonInit, withCookie } from '#api/testing/test-app.ts';

const m = memberApp({}, { payoutAccount: true });

const send = (method: string, path: string, key: string, body?: unknown) =>
  m.t.request(path, jsonInit(method, body, withCookie(m.cookie, { 'Idempotency-Key': key })));
const patchUser = (key: string, body: unknown) => send('PATCH', apiPaths.user, key, body);
const user = () => getOk(m.t, apiPaths.user, userSchema, m.cookie);
const notifications = () => getOk(m.t, apiPaths.notifications, notificationsResponseSchema, m.cookie);

function seed(n: number) {
  for (let i = 1; i <= n; i++) {
    notify(
      m.t.sqlite,
      { userId: m.userId, type: 'other', words: () => ({ title: `Note ${i}`, message: 'Hello' }) },
      m.t.clock.now(),
    );
    m.t.clock.advance(60_000);
  }
}

describe('PATCH /api/user with an Idempotency-Key', () => {
  it('applies a replay once and answers it with the first answer, even after a later change', async () => {
    const first = await patchUser('outbox-1', { roundUpMultiplier: 3 });
    expect(first.status).toBe(200);
    const firstBody = await first.text();
    // Another change in between: a replay of the first must not put the multiplier back to 3.
    expect((await patchUser('outbox-2', { roundUpMultiplier: 2 })).status).toBe(200);
    const replay = await patchUser('outbox-1', { roundUpMultiplier: 3 });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.text()).toBe(firstBody);
    expect((await user()).roundUpMultiplier).toBe(2);
  });

  it('waits for the disk once, for the change: not for its key taken before it or its answer kept after', async () => {
    const waits = vi.spyOn(m.t.sqlite, 'exec');
    try {
      expect((await patchUser('outbox-disk', { roundUpMultiplier: 1 })).status).toBe(200);
      // Each bookkeeping commit is bracketed; the change between them commits as every write does.
      expect(waits.mock.calls.map(([sql]) => sql)).toEqual([
        'PRAGMA synchronous = NORMAL',
        'PRAGMA synchronous = FULL',
        'PRAGMA synchronous = NORMAL',
        'PRAGMA synchronous = FULL',
      ]);
      expect(m.t.sqlite.pragma('synchronous', { simple: true })).toBe(2); // FULL
      expect((await user()).roundUpMultiplier).toBe(1);
    } finally {
      waits.mockRestore();
    }
  });

  it('refuses the same key with another body (409) and changes nothing', async () => {
    expect((await patchUser('outbox-3', { autoRoundUpEnabled: false })).status).toBe(200);
    const reused = await patchUser('outbox-3', { autoRoundUpEnabled: true });
    expect(reused.status).toBe(409);
    expect(await reused.json()).toEqual({ message: api.idempotencyKeyReused });
    expect((await user()).autoRoundUpEnabled).toBe(false);
  });

  it('keeps a key for 24 hours only: a day later the same key is a new request', async () => {
    expect((await patchUser('outbox-4', { weeklyCap: 20 })).status).toBe(200);
    expect((await patchUser('outbox-5', { weeklyCap: 50 })).status).toBe(200);
    m.t.clock.advance(IDEMPOTENCY_TTL_MS - 60_000);
    expect((await patchUser('outbox-4', { weeklyCap: 20 })).headers.get('idempotent-replayed')).toBe('true');
    expect((await user()).weeklyCap).toBe(50);
    m.t.clock.advance(2 * 60_000);
    const later = await patchUser('outbox-4', { weeklyCap: 20 });
    expect(later.status).toBe(200);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect((await user()).weeklyCap).toBe(20);
    // ...and, taken anew, it is honoured again, also against another body.
    expect((await patchUser('outbox-4', { weeklyCap: 5 })).status).toBe(409);
  });

  it('still answers a validation error as before, and works without a key', async () => {
    expect((await patchUser('outbox-6', { roundUpMultiplier: 7 })).status).toBe(400);
    const plain = await m.t.request(apiPaths.user, jsonInit('PATCH', { roundUpMethod: 'five' }, withCookie(m.cookie)));
    expect(plain.status).toBe(200);
    expect((await user()).roundUpMethod).toBe('five');
  });
});

describe('the notification writes with an Idempotency-Key', () => {
  it('marks one read once: a replay gets the first answer even after the notification is gone', async () => {
    seed(2);
    const [newest] = (await notifications()).notifications;
    const read = await send('PUT', apiPaths.notificationRead(newest!.id), 'read-1');
    expect(read.status).toBe(200);
    expect((await send('DELETE', apiPaths.notification(newest!.id), 'delete-1')).status).toBe(200);
    const replay = await send('PUT', apiPaths.notificationRead(newest!.id), 'read-1');
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual({ success: true });
    // The key is bound to its request: the same key on another notification is refused.
    const [other] = (await notifications()).notifications;
    expect((await send('PUT', apiPaths.notificationRead(other!.id), 'read-1')).status).toBe(409);
    expect((await notifications()).notifications.map((n) => n.read)).toEqual([false]);
  });

  it('marks all read once: the replay answers the first count, not a new one', async () => {
    seed(3);
    const first = await send('PUT', apiPaths.notificationsMarkAllRead, 'all-1');
    expect(await first.json()).toEqual({ success: true, updated: 3 });
    seed(1);
    const replay = await send('PUT', apiPaths.notificationsMarkAllRead, 'all-1');
    expect(await replay.json()).toEqual({ success: true, updated: 3 });
    expect((await notifications()).unreadCount).toBe(1);
  });

  it('deletes once: the replay answers 200 as the first time, not 404', async () => {
    seed(2);
    const [newest] = (await notifications()).notifications;
    expect((await send('DELETE', apiPaths.notification(newest!.id), 'delete-2')).status).toBe(200);
    const replay = await send('DELETE', apiPaths.notification(newest!.id), 'delete-2');
    expect(replay.status).toBe(200);
    expect((await notifications()).notifications).toHaveLength(1);
    // Without the key, the same delete is a new request, and the notification is gone.
    const plain = await m.t.request(
      apiPaths.notification(newest!.id),
      jsonInit('DELETE', undefined, withCookie(m.cookie)),
    );
    expect(plain.status).toBe(404);
  });
});
