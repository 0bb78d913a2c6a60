// GET /api/notifications (newest first, 50 a page, unreadCount), mark one or all read, delete; another user's,
// an unknown and a malformed id answer 404 and change nothing; the daily job prunes what is over 90 days old.
import { describe, expect, it } from 'vitest';
import { api } from '#shared/messages/common.ts';
import { apiPaths, routes, settingsPath } from '#shared/routes.ts';
import { notificationsResponseSchema } from '#shared/schemas/notifications.ts';
import { runMoneyJobs } from '#api/jobs/money-jobs.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { notify } from '#api/services/money/notify.ts';
import { errorSchema, getOk, memberApp } from '#api/testing/member-app.ts';
import { jsonInit, withCookie } from '#api/testing/test-app.ts';

const m = memberApp();
const DAY = 86_400_000;

const list = (path: string = apiPaths.notifications, cookie = m.cookie) =>
  getOk(m.t, path, notificationsResponseSchema, cookie);
/** A PUT or DELETE, as the member (or, with null, signed out). */
const call = (method: 'PUT' | 'DELETE', path: string, cookie: string | null = m.cookie) =>
  m.t.request(path, jsonInit(method, undefined, withCookie(cookie ?? undefined)));
/** `n` notifications for `userId`, a minute apart, the last one newest. */
function seed(n: number, userId = m.userId, title = (i: number) => `Note ${i}`) {
  for (let i = 1; i <= n; i++) {
    notify(
      m.t.sqlite,
      { userId, type: 'other', words: () => ({ title: title(i), message: `Message ${i}` }) },
      m.t.clock.now(),
    );
    m.t.clock.advance(60_000);
  }
}
const count = (userId = m.userId) =>
  (m.t.sqlite.prepare('SELECT COUNT(*) AS n FROM notifications WHERE user_id = ?').get(userId) as { n: number }).n;

async function other() {
  const s = await m.t.signup();
  m.users.push(s.body.id);
  return { id: s.body.id as number, cookie: s.cookie! };
}

describe('the notification list', () => {
  it('is newest first, 50 a page with a cursor for the older ones, and counts every unread one', async () => {
    seed(120);
    const first = await list();
    expect(first.notifications).toHaveLength(50);
    expect(first.notifications[0]).toMatchObject({ title: 'Note 120', read: false, type: 'other', data: null });
    expect(first.unreadCount).toBe(120);
    const second = await list(`${apiPaths.notifications}?cursor=${first.nextCursor}`);
    const third = await list(`${apiPaths.notifications}?cursor=${second.nextCursor}`);
    expect(second.notifications[0]!.title).toBe('Note 70');
    expect(third.notifications.map((n) => n.title)).toEqual(Array.from({ length: 20 }, (_, i) => `Note ${20 - i}`));
    expect(third.nextCursor).toBeNull();
    // A new one arriving between pages does not shift the next page.
    const before = await list(`${apiPaths.notifications}?cursor=${first.nextCursor}`);
    seed(1);
    expect((await list(`${apiPaths.notifications}?cursor=${first.nextCursor}`)).notifications).toEqual(
      before.notifications,
    );
  });

  it('says which screen each one is about: synced rows open the transactions, a bank change the settings', async () => {
    ingest(m.t.sqlite, m.userId, [coinPurchase({ id: 'n1', date: new Date(m.t.clock.now()).toISOString() })], 0);
    notify(
      m.t.sqlite,
      { userId: m.userId, type: 'bank_added', words: () => ({ title: 'Bank added', message: 'm' }) },
      m.t.clock.now(),
    );
    const byType = new Map((await list()).notifications.map((n) => [n.type, n.data?.url]));
    expect(byType.get('transaction_pulled')).toBe(routes.transactions);
    expect(byType.get('tiktok_purchase')).toBe(routes.transactions);
    expect(byType.get('bank_added')).toBe(settingsPath('bank'));
  });

  it('refuses a cursor that is not one of ours, and a signed-out visitor', async () => {
    const res = await m.t.get(`${apiPaths.notifications}?cursor=bm9wZQ`, m.cookie);
    expect(res.status).toBe(400);
    expect(errorSchema.parse(await res.json()).errors).toEqual({ cursor: 'cursor is not valid' });
    expect((await m.t.get(apiPaths.notifications)).status).toBe(401);
  });
});

describe('reading and deleting', () => {
  it('marks one read, then all, and deletes one', async () => {
    seed(3);
    const [newest, middle] = (await list()).notifications;
    expect((await call('PUT', apiPaths.notificationRead(newest!.id))).status).toBe(200);
    let now = await list();
    expect(now.unreadCount).toBe(2);
    expect(now.notifications.find((n) => n.id === newest!.id)!.read).toBe(true);

    const all = await call('PUT', apiPaths.notificationsMarkAllRead);
    expect(await all.json()).toEqual({ success: true, updated: 2 });
    expect((await list()).unreadCount).toBe(0);

    expect((await call('DELETE', apiPaths.notification(middle!.id))).status).toBe(200);
    now = await list();
    expect(now.notifications.map((n) => n.id)).not.toContain(middle!.id);
    expect(now.notifications).toHaveLength(2);
  });

  it("answers 404 for another user's, an unknown and a malformed id, and changes nothing", async () => {
    const them = await other();
    seed(1, them.id, () => 'Theirs');
    seed(1);
    const theirs = (await list(apiPaths.notifications, them.cookie)).notifications[0]!;
    for (const path of [
      apiPaths.notificationRead(theirs.id),
      apiPaths.notificationRead(999_999),
      '/api/notifications/abc/read',
      '/api/notifications/-1/read',
      '/api/notifications/1e3/read',
    ]) {
      const res = await call('PUT', path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ message: api.notFound });
    }
    for (const path of [apiPaths.notification(theirs.id), '/api/notifications/abc', '/api/notifications/0']) {
      expect((await call('DELETE', path)).status, path).toBe(404);
    }
    // Mark all read is the caller's own only.
    await call('PUT', apiPaths.notificationsMarkAllRead);
    expect((await list(apiPaths.notifications, them.cookie)).notifications[0]).toEqual(theirs);
    expect(count(them.id)).toBe(1);
    expect((await call('PUT', apiPaths.notificationsMarkAllRead, null)).status).toBe(401);
    expect((await call('DELETE', apiPaths.notification(theirs.id), null)).status).toBe(401);
  });
});

describe('the daily job', () => {
  it('prunes notifications over 90 days old and keeps the rest', async () => {
    seed(2, m.userId, (i) => `Old ${i}`);
    m.t.clock.advance(80 * DAY);
    seed(1, m.userId, () => 'Recent');
    m.t.clock.advance(11 * DAY);
    await runMoneyJobs(m.t.deps);
    const titles = m.t.sqlite.prepare('SELECT title FROM notifications WHERE user_id = ?').all(m.userId);
    expect(titles).toEqual([{ title: 'Recent' }]);
  });
});
