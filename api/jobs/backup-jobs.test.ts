// The scheduled backups' check: the full integrity check on the first backup after a start and then once a day (after
// the last full one that passed), the quick check in between. Each run is reported as the job step `backup`, which
// GET /metrics shows (its duration and how long ago it finished).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTestApp } from '#api/testing/test-app.ts';
import { listBackups } from '#api/services/operator/backups.ts';
import { jobSteps } from '#api/services/operator/job-steps.ts';
import { dailyFullCheck, startBackups } from './backup-jobs.ts';

const HOUR = 3_600_000;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the check of each scheduled backup', () => {
  it('is the full one first, then once a day after the last full one that passed', () => {
    const check = dailyFullCheck();
    const start = Date.UTC(2026, 10, 28, 1);
    expect(check.due(start)).toBe(true);
    // That one failed: the next is full again.
    expect(check.due(start + HOUR)).toBe(true);
    check.done(start + HOUR);
    expect([2, 12, 24].map((h) => check.due(start + h * HOUR))).toEqual([false, false, false]);
    expect(check.due(start + 25 * HOUR)).toBe(true);
  });

  it('is full on the first backup after a start, quick on the next; each run is reported as a job step', async () => {
    const t = makeTestApp({ env: { BACKUP_EVERY: '1m' } });
    await t.signup();
    // Each line the job logs (a backup kept, or why not) wakes the test; the backups themselves run in real threads.
    const lines: string[] = [];
    let heard = () => {};
    const logged = (line: string) => {
      lines.push(line);
      heard();
    };
    vi.spyOn(console, 'log').mockImplementation(logged);
    vi.spyOn(console, 'error').mockImplementation(logged);
    const nextLine = () => new Promise<void>((resolve) => (heard = resolve));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const backups = startBackups(t.deps);
    let kept;
    try {
      for (const _ of [1, 2]) {
        const line = nextLine();
        t.clock.advance(60_000);
        vi.advanceTimersByTime(60_000);
        await line;
        // The run ends, and is reported, just after its line.
        await new Promise((resolve) => setImmediate(resolve));
        expect(jobSteps().get('backup')).toEqual({ seconds: 0, finishedAt: t.clock.now() });
      }
      kept = listBackups(t.deps.env.backupDir);
    } finally {
      await backups.stop();
      t.cleanup();
    }
    expect(lines).toEqual([
      expect.stringMatching(/^\[backup\] .+\.sqlite: 1 members, \d+ bytes, checked \(full integrity check and ledger/),
      expect.stringMatching(/^\[backup\] .+\.sqlite: 1 members, \d+ bytes, checked \(quick check and ledger audit\)$/),
    ]);
    expect(kept).toHaveLength(2);
  });
});
