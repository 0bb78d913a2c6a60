// Scheduled backups: one every BACKUP_EVERY (default 1h; off: none) while the server runs, the first a
// minute after start, each in a worker thread so no request waits for it. The copy gets SQLite's quick check and the
// ledger audit every time, and the full integrity check once a day (the first backup after a start is a full one).
// A failed backup is logged and tried again on the next tick; it never stops the server.
import type { Deps } from '#api/deps.ts';
import { takeBackupInWorker } from '#api/services/operator/backup-thread.ts';
import { every } from './every.ts';

const FIRST_AFTER_MS = 60_000;
const FULL_CHECK_EVERY_MS = 24 * 60 * 60_000;

/** Whether a backup at `at` gets the full integrity check: the first one, then once a day after the last that did. */
export function dailyFullCheck() {
  let last: number | null = null;
  return {
    due: (at: number) => last === null || at - last >= FULL_CHECK_EVERY_MS,
    done: (at: number) => void (last = at),
  };
}

export function startBackups(deps: Deps) {
  const ms = deps.env.backupEveryMs;
  if (ms === null) return { stop: async () => {} };
  const fullCheck = dailyFullCheck();
  const run = async () => {
    const at = deps.now();
    const full = fullCheck.due(at);
    try {
      const b = await takeBackupInWorker(deps.env, at, full);
      if (full) fullCheck.done(at);
      const check = full ? 'full integrity check' : 'quick check';
      console.log(`[backup] ${b.file}: ${b.members} members, ${b.bytes} bytes, checked (${check} and ledger audit)`);
    } catch (error) {
      console.error(`[backup] no backup this time, tried again in ${ms / 60_000} min:`, (error as Error).message);
    }
  };
  const job = every(ms, 'backup', run, deps.now);
  const first = setTimeout(job.wake, Math.min(FIRST_AFTER_MS, ms));
  first.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      await job.stop();
    },
  };
}
