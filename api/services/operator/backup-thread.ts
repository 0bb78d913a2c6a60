// A backup taken off the server's thread: VACUUM INTO, the check and the ledger audit of every member run in a worker
// thread with its own read-only connection (./backup-worker.ts), so requests are answered throughout.
import { Worker } from 'node:worker_threads';
import type { Env } from '#api/env.ts';
import { type Backup, type BackupEnv, keysOf } from './backups.ts';

/** What the worker is given: where the database and backups are, the keys (hex), the time, which check. */
export type BackupJob = {
  env: Omit<BackupEnv, 'dataKeys'>;
  keys: string[];
  at: number;
  full: boolean;
};
export type BackupReply = { ok: true; backup: Backup } | { ok: false; message: string };

/**
 * The worker: beside this file when the server runs from its sources (tsx, vitest), where Node needs tsx's loader
 * to read TypeScript, registered in the thread before the file is imported; or beside the bundle in dist/server/ when
 * it runs built (`npm start`), plain JavaScript.
 */
function startWorker(job: BackupJob) {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./backup-worker.js', import.meta.url), { workerData: job });
  const source = JSON.stringify(new URL('./backup-worker.ts', import.meta.url).href);
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); })`;
  return new Worker(boot, { eval: true, workerData: job });
}

/** Takes, checks (`full`: the full integrity check, else the quick one) and keeps one backup in a worker thread. */
export function takeBackupInWorker(env: Pick<Env, keyof BackupEnv>, at: number, full: boolean): Promise<Backup> {
  const { backupDir, backupKeep, backupKeepBytes, databaseFile } = env;
  const job: BackupJob = {
    env: { backupDir, backupKeep, backupKeepBytes, databaseFile },
    keys: keysOf(env).map((key) => key.toString('hex')),
    at,
    full,
  };
  return new Promise((resolve, reject) => {
    const worker = startWorker(job);
    let answered = false;
    worker.once('message', (reply: BackupReply) => {
      answered = true;
      if (reply.ok) resolve(reply.backup);
      else reject(new Error(reply.message));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`the backup thread stopped (exit code ${code}) before it answered`));
    });
  });
}
