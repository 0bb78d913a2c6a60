// Rotating the database's key: the database and every backup re-encrypted under a new key, with the
// server stopped. With the key file, the new key is written above the old one first and the old one dropped last, so a
// stop halfway leaves everything openable (the next open finishes the move). With DATA_KEY, the operator gives the new
// key as NEW_DATA_KEY and, after, sets DATA_KEY to it.
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { dataKeyFileOf, type DataKeys, newDataKey, readKeyring, writeKeyring } from '#db/data-key.ts';
import { rekey, unlock } from '#db/encryption.ts';
import { openDatabase } from '#db/index.ts';
import type { Env } from '#api/env.ts';
import { CommandRefused, refuseWhileServerRuns } from '#api/lib/server-lock.ts';
import { listBackups } from './backups.ts';

type RotationEnv = Pick<Env, 'dataDir' | 'databaseFile' | 'dataKeys' | 'backupDir'>;

/** Moves one database file to `ring[0]` (opened with any key of `ring`). */
function moveFile(file: string, ring: DataKeys) {
  const sqlite = new Database(file, { fileMustExist: true });
  try {
    if (unlock(sqlite, file, ring) > 0) rekey(sqlite, ring[0]!);
  } finally {
    sqlite.close();
  }
}

/** The databases a restore kept aside (`giftorbit.sqlite.before-restore-<time>`), each with its WAL if it had one. */
function keptAside(databaseFile: string) {
  const prefix = `${basename(databaseFile)}.before-restore-`;
  return readdirSync(dirname(databaseFile))
    .filter((f) => f.startsWith(prefix) && !f.endsWith('-wal') && !f.endsWith('-shm'))
    .map((f) => join(dirname(databaseFile), f));
}

/**
 * Re-encrypts the database, the backups and the databases restores kept aside; says how many files besides the
 * database moved, and whether the operator must change DATA_KEY.
 */
export function rotateDataKey(env: RotationEnv) {
  refuseWhileServerRuns(env.dataDir, 'npm run rotate-key');
  const fromEnv = env.dataKeys !== undefined;
  if (fromEnv && env.dataKeys!.length < 2)
    throw new CommandRefused(
      'DATA_KEY is set: give the new key as NEW_DATA_KEY (openssl rand -hex 32) and run npm run rotate-key again.',
    );
  const keyFile = dataKeyFileOf(env.databaseFile);
  const ring = fromEnv ? env.dataKeys! : [newDataKey(), ...readKeyring(keyFile)];
  if (!fromEnv) writeKeyring(keyFile, ring);
  // Opening with the ring moves the database to its first key (db/index.ts).
  openDatabase(env.databaseFile, ring).sqlite.close();
  const backups = [...listBackups(env.backupDir), ...keptAside(env.databaseFile)];
  for (const b of backups) moveFile(b, ring);
  if (!fromEnv) writeKeyring(keyFile, [ring[0]!]);
  return { backups: backups.length, setDataKey: fromEnv };
}
