// Putting a backup back: only while no server has the database open, only a backup that opens with the
// data key and passes its check; the database it replaces is kept aside, never deleted.
import { chmodSync, copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import type { Env } from '#api/env.ts';
import { CommandRefused, refuseWhileServerRuns } from '#api/lib/server-lock.ts';
import { checkDatabase, keysOf } from './backups.ts';

type RestoreEnv = Pick<Env, 'dataDir' | 'databaseFile' | 'dataKeys'>;

/** Restores `backup` as the DATA_DIR database; says how many members it holds and where the old database went. */
export function restoreBackup(env: RestoreEnv, backup: string, at: number) {
  refuseWhileServerRuns(env.dataDir, 'npm run restore');
  if (!existsSync(backup)) throw new CommandRefused(`There is no file ${backup}.`);
  let checked;
  try {
    checked = checkDatabase(backup, keysOf(env));
  } catch (error) {
    throw new CommandRefused(`${backup} cannot be restored: ${(error as Error).message}`);
  }
  if (checked.problems.length > 0)
    throw new CommandRefused(`${backup} failed its check: ${checked.problems.slice(0, 5).join('; ')}`);
  const db = env.databaseFile;
  const incoming = `${db}.restoring`;
  copyFileSync(backup, incoming);
  chmodSync(incoming, 0o600);
  let keptAside: string | null = null;
  if (existsSync(db)) {
    // The database, its WAL and shared memory move together: the WAL may hold its last commits.
    keptAside = `${db}.before-restore-${new Date(at).toISOString().replace(/[:.]/g, '-')}`;
    for (const suffix of ['', '-wal', '-shm']) if (existsSync(db + suffix)) renameSync(db + suffix, keptAside + suffix);
  }
  for (const suffix of ['-wal', '-shm']) rmSync(db + suffix, { force: true });
  renameSync(incoming, db);
  return { members: checked.members, keptAside };
}
