// The dashboard's portfolio read writes only when something moved (the benchmark found that a write transaction on
// every read held it at 0.52x of the same work). A settled read answers without taking the write lock: the same
// answer while another connection holds that lock (a backup, an operator's shell), and no row changed.
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/routes.ts';
import { makeTestApp, type TestApp } from '#api/testing/test-app.ts';
import { openDatabase } from '#db/index.ts';

let t: TestApp;
afterEach(() => t.cleanup());
const changes = () => (t.sqlite.prepare('SELECT total_changes() AS n').get() as { n: number }).n;

describe('a settled portfolio read', () => {
  it('answers while another connection holds the write lock, and writes nothing', async () => {
    t = makeTestApp({ startAt: Date.UTC(2026, 10, 20, 12) });
    const { cookie } = await t.signup();
    const first = await t.get(apiPaths.portfolio, cookie!);
    expect(first.status).toBe(200);
    const body = await first.json();

    const other = openDatabase(t.deps.env.databaseFile).sqlite;
    try {
      other.exec('BEGIN IMMEDIATE');
      const before = changes();
      const again = await t.get(apiPaths.portfolio, cookie!);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual(body);
      expect(changes()).toBe(before);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
  });

  it('still brings the interest account up to date on a new day', async () => {
    t = makeTestApp({ startAt: Date.UTC(2026, 10, 20, 12) });
    const { cookie, body: user } = await t.signup();
    expect((await t.get(apiPaths.portfolio, cookie!)).status).toBe(200);
    const day = () =>
      (
        t.sqlite
          .prepare("SELECT last_accrual_day AS d FROM investments WHERE user_id = ? AND portfolio_type = 'interest'")
          .get(user.id) as { d: number }
      ).d;
    const before = day();
    t.clock.advance(86_400_000);
    expect((await t.get(apiPaths.portfolio, cookie!)).status).toBe(200);
    expect(day()).toBe(before + 1);
  });
});
