// Scheduled backups: one every BACKUP_EVERY (default 1h; off: none) while the server runs, the first a
// minute after start. A failed backup is logged and tried again on the next tick; it never stops the server.
import type { Deps } from '#api/deps.ts';
import { takeBackup } from '#api/services/operator/backups.ts';
import { every } from './every.ts';

const FIRST_AFTER_MS = 60_000;

export function startBackups(deps: Deps) {
  const ms = deps.env.backupEveryMs;
  if (ms === null) return { stop: async () => {} };
  const run = async () => {
    try {
      const b = takeBackup(deps.sqlite, deps.env, deps.now());
      console.log(`[backup] ${b.file}: ${b.members} members, ${b.bytes} bytes, checked`);
    } catch (error) {
      console.error(`[backup] no backup this time, tried again in ${ms / 60_000} min:`, (error as Error).message);
    }
  };
  const job = every(ms, 'backup', run);
  const first = setTimeout(job.wake, Math.min(FIRST_AFTER_MS, ms));
  first.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      await job.stop();
    },
  };
}
