// The scheduled backup runs in a thread of its own: the server's event loop keeps turning (requests are answered)
// and its connection keeps committing while the copy is made and checked. The copy gets the quick check unless a full
// one is asked for, and it restores like any backup. Checked to fail with the backup taken on the server's thread as
// before (takeBackup awaited in place of takeBackupInWorker): no write then committed while it ran.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openReadOnly } from '#db/index.ts';
import { makeTestApp, type TestApp } from '#api/testing/test-app.ts';
import { takeBackupInWorker } from './backup-thread.ts';
import { keysOf, listBackups } from './backups.ts';

let t: TestApp;
beforeEach(async () => {
  t = makeTestApp();
  await t.signup();
});
afterEach(() => t.cleanup());

// A worker's start and a 35 MB copy with its checks: 3 s on an idle machine, over the default 5 s on the loaded CI one
// (a clean clone failed there). Nothing here is timed: what is asserted is the writes committed meanwhile.
describe('a backup in its own thread', { timeout: 30_000 }, () => {
  it('leaves the event loop free and the database writable while it copies and checks', async () => {
    // A 35 MB database: its copy and full check hold the server's thread ~470 ms when taken there (as they were).
    t.sqlite.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 25000)
      INSERT INTO app_config (key, value, updated_at) SELECT 'filler-' || i, hex(randomblob(500)), 0 FROM n`);
    let written = 0;
    const writer = setInterval(() => {
      t.sqlite.prepare("INSERT INTO app_config (key, value, updated_at) VALUES (?, 'x', 0)").run(`during-${written++}`);
    }, 10);
    let backup;
    let writtenWhileItRan: number;
    try {
      backup = await takeBackupInWorker(t.deps.env, t.clock.now(), true);
      // Counted the moment the backup ends: taken on this thread, no timer could have fired meanwhile (0).
      writtenWhileItRan = written;
    } finally {
      clearInterval(writer);
    }
    expect(backup).toMatchObject({ members: 1, full: true });
    expect(listBackups(t.deps.env.backupDir)).toEqual([backup!.file]);
    expect(writtenWhileItRan).toBeGreaterThan(0);
    const copy = openReadOnly(backup!.file, keysOf(t.deps.env));
    expect(copy.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual({ n: 1 });
    copy.close();
  });

  it('runs the quick check unless asked for the full one, and keeps nothing that fails its ledger audit', async () => {
    // An index that no longer matches its table (its definition rewritten under it). VACUUM INTO copies the index as
    // it is, and only the full integrity check compares an index with its table: which check ran decides the outcome.
    t.sqlite.exec('CREATE TABLE drift (a, b); CREATE INDEX drift_a ON drift (a); INSERT INTO drift VALUES (1, 2)');
    t.sqlite.unsafeMode(true).pragma('writable_schema = ON');
    t.sqlite.prepare("UPDATE sqlite_schema SET sql = 'CREATE INDEX drift_a ON drift (b)' WHERE name = 'drift_a'").run();
    t.sqlite.pragma('writable_schema = OFF');
    t.sqlite.unsafeMode(false);
    expect(await takeBackupInWorker(t.deps.env, t.clock.now(), false)).toMatchObject({ members: 1, full: false });
    await expect(takeBackupInWorker(t.deps.env, t.clock.now() + 60_000, true)).rejects.toThrow(
      /failed its check: row 1 missing from index drift_a/,
    );
    t.sqlite.prepare('UPDATE users SET pending_round_up_cents = pending_round_up_cents + 1').run();
    await expect(takeBackupInWorker(t.deps.env, t.clock.now() + 120_000, false)).rejects.toThrow(
      /failed its check: member \d+: round_ups_pending/,
    );
    expect(listBackups(t.deps.env.backupDir)).toHaveLength(1);
  });
});
