// The scheduled backup's own thread: it opens the database read-only with the data keys (its own connection, so the
// server's goes on committing), copies it, checks the copy and keeps it, then says how it went. Started by
// `takeBackupInWorker` (./backup-thread.ts) from this file, or from its build beside the server's (dist/server/).
import { parentPort, workerData } from 'node:worker_threads';
import { openReadOnly } from '#db/index.ts';
import { copyAndCheck } from './backups.ts';
import type { BackupJob, BackupReply } from './backup-thread.ts';

const job = workerData as BackupJob;
const dataKeys = job.keys.map((hex) => Buffer.from(hex, 'hex'));
let reply: BackupReply;
try {
  const source = openReadOnly(job.env.databaseFile, dataKeys);
  try {
    reply = { ok: true, backup: copyAndCheck(source, { ...job.env, dataKeys }, job.at, job.full) };
  } finally {
    source.close();
  }
} catch (error) {
  reply = { ok: false, message: (error as Error).message };
}
parentPort!.postMessage(reply);
