// Members' data archives are built on their own clock, never inside the request that asked: woken when
// one is asked for, and every few seconds for what a wake missed (and to delete the files of expired links).
import type { Deps } from '#api/deps.ts';
import { onDataExportRequested, runDataExports } from '#api/services/data-export/runner.ts';
import { every } from './every.ts';

const EVERY_MS = 5_000;

export function startDataExports(deps: Deps) {
  const job = every(EVERY_MS, 'data-export', () => runDataExports(deps), deps.now);
  const unsubscribe = onDataExportRequested(job.wake);
  return {
    stop: async () => {
      unsubscribe();
      await job.stop();
    },
  };
}
