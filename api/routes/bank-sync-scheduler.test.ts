// The bank sync scheduler: each link synced again about every 6 hours, from due times kept in the database.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTestApp, type TestApp } from '#api/testing/test-app.ts';
import { auditLedger } from '#api/services/money/ledger.ts';
import { syncIdle, usersDueForSync } from '#api/services/banking/sync.ts';

// A full 90-day sync runs in several tests: on a loaded 2-core machine that can take more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

let t: TestApp;
beforeEach(() => {
  t = makeTestApp({ startAt: Date.UTC(2025, 5, 15, 12) });
});
afterEach(() => t.cleanup());

const post = (path: string, cookie: string | undefined, body?: unknown) => t.post(path, body, cookie);

async function mexican() {
  const s = await t.signup({ country: 'Mexico' });
  return { cookie: s.cookie!, id: s.body.id as number };
}

/** Too long for one line of source; vitest shows it whole. */
const resyncsEverySixHours =
  'syncs each link again after about 6 hours, from the due time stored in the database (so it survives a restart)';

describe('the sync scheduler', () => {
  it(resyncsEverySixHours, async () => {
    const { cookie, id } = await mexican();
    await post('/api/belvo/create-link', cookie, {
      institution: 'erebor_mx_retail',
      username: 'bnk100',
      password: 'full',
    });
    await syncIdle(t.deps, id);
    const synced = () =>
      t.sqlite
        .prepare('SELECT last_synced_at AS last, next_sync_at AS next FROM bank_accounts WHERE user_id = ?')
        .get(id) as { last: number; next: number };
    const first = synced();
    expect(first.next - first.last).toBeGreaterThanOrEqual(5.5 * 3_600_000);
    expect(first.next - first.last).toBeLessThanOrEqual(6.5 * 3_600_000);
    expect(usersDueForSync(t.deps)).toEqual([]);

    t.clock.advance(7 * 3_600_000);
    // A "restarted" server: new dependencies over the same database file find the link due.
    const { createDeps } = await import('#api/deps.ts');
    const restarted = createDeps({ db: t.db, sqlite: t.sqlite, env: t.deps.env, now: t.clock.now });
    expect(usersDueForSync(restarted)).toEqual([id]);
    const { runMoneyJobs } = await import('#api/jobs/money-jobs.ts');
    await runMoneyJobs(restarted);
    expect(synced().last).toBe(t.clock.now());
    expect(usersDueForSync(restarted)).toEqual([]);
    expect(auditLedger(t.sqlite, id)).toEqual([]);
  });
});
