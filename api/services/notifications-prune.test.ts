// The daily prune of notifications past their 90 days: every member's, none younger, by an index of their own,
// in batches that let the server answer between them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notify } from '#api/services/money/notify.ts';
import { NOTIFICATION_RETENTION_MS, PRUNE_BATCH, pruneBatch, pruneNotifications } from '#api/services/notifications.ts';
import { makeTestApp, type TestApp } from '#api/testing/test-app.ts';

const DAY = 86_400_000;
let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

const countOf = (userId: number) =>
  (t.sqlite.prepare('SELECT count(*) AS n FROM notifications WHERE user_id = ?').get(userId) as { n: number }).n;

/** `count` notifications for the member, written `ageMs` before now. */
function notices(userId: number, count: number, ageMs: number) {
  const insert = () =>
    notify(
      t.sqlite,
      { userId, type: 'other', words: () => ({ title: 'Old news', message: 'Something happened' }) },
      t.clock.now() - ageMs,
    );
  for (let i = 0; i < count; i += 1) insert();
}

describe('pruneNotifications', () => {
  it('removes every member’s notifications past 90 days, in batches, and keeps the younger ones', async () => {
    const a = (await t.signup()).body.id as number;
    const b = (await t.signup()).body.id as number;
    const old = PRUNE_BATCH + 150;
    notices(a, old, NOTIFICATION_RETENTION_MS + DAY);
    notices(b, 3, NOTIFICATION_RETENTION_MS + 1);
    notices(a, 4, NOTIFICATION_RETENTION_MS - DAY);
    notices(b, 2, 0);
    const before = { a: countOf(a), b: countOf(b) };

    expect(await pruneNotifications(t.deps)).toBe(old + 3);
    expect({ a: countOf(a), b: countOf(b) }).toEqual({ a: before.a - old, b: before.b - 3 });
    expect(await pruneNotifications(t.deps)).toBe(0);
  });

  it('lets the server take its turn between batches', async () => {
    const a = (await t.signup()).body.id as number;
    notices(a, PRUNE_BATCH * 2 + 1, NOTIFICATION_RETENTION_MS + DAY);
    let answered = false;
    setImmediate(() => (answered = true));
    await pruneNotifications(t.deps);
    expect(answered).toBe(true);
  });

  it('finds the old ones by their own index, not by reading every notification', () => {
    const { sql, params } = pruneBatch(t.db).getQuery();
    const plan = t.sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params.map(() => 0)) as { detail: string }[];
    expect(plan.map((p) => p.detail).join('; ')).toMatch(/USING (COVERING )?INDEX notifications_created_idx/);
  });
});
