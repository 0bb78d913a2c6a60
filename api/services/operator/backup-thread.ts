// A backup taken off the server's thread: VACUUM INTO, the check and the ledger audit of every member run in a worker
// thread with its own read-only connection (./backup-worker.ts), so requests are answered throughout.
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Env } from '#api/env.ts';
import { type Backup, type BackupEnv, backupName, keysOf } from './backups.ts';

const FLUSH_EVERY_MS = 50;

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
 * it runs built (`npm start`), plain JavaScript. (A Worker given `execArgv: ['--import', 'tsx']` instead still refuses
 * the .ts file on Node 20: "Unknown file extension".)
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
  const flushing = flushWhileWritten(`${join(env.backupDir, backupName(at))}.partial`);
  return new Promise<Backup>((resolve, reject) => {
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
  }).finally(flushing.stop);
}

/**
 * While the copy is written, its pages are pushed to the disk every FLUSH_EVERY_MS (fdatasync, on libuv's threads:
 * this thread never waits for it). Left to the kernel, a gigabyte of the copy would reach the disk in one burst,
 * and every commit of the server (each waits for its own fsync) would wait behind it.
 */
function flushWhileWritten(file: string) {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    open(file, 'r')
      .then((handle) => handle.datasync().finally(() => handle.close()))
      .catch(() => undefined) // not there yet, or already renamed
      .finally(() => (busy = false));
  }, FLUSH_EVERY_MS);
  return { stop: () => clearInterval(timer) };
}
