// Backups that restore (decision 0022): an online copy of the live database (VACUUM INTO: one consistent
// snapshot, written while the server keeps serving, encrypted with the database's key like the database itself),
// checked before it counts (SQLite's integrity check, or its quick check, and the ledger audit of every member, on
// the copy), then kept under its final name; the oldest beyond BACKUP_KEEP, or beyond BACKUP_KEEP_BYTES in all, are
// deleted. The server takes its scheduled backups in a worker thread (./backup-worker.ts), so no request waits.
import { chmodSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type DataKeys, keyringBeside } from '#db/data-key.ts';
import { openReadOnly, type Sqlite } from '#db/index.ts';
import type { Env } from '#api/env.ts';
import { auditLedger } from '#api/services/money/ledger.ts';

export type BackupEnv = Pick<Env, 'backupDir' | 'backupKeep' | 'backupKeepBytes' | 'dataKeys' | 'databaseFile'>;
/** A backup kept: `full` when its check was the full integrity check, not the quick one. */
export type Backup = { file: string; bytes: number; takenAt: number; members: number; full: boolean };

const NAME = /^giftorbit-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)\.sqlite$/;

/** `giftorbit-2026-11-26T14-15-00-123Z.sqlite`: sorts by time, and says when. */
export const backupName = (at: number) => `giftorbit-${new Date(at).toISOString().replace(/[:.]/g, '-')}.sqlite`;

/** When the backup in `file` was taken, from its name (ms since the epoch); null for a name not of a backup. */
export function backupTakenAt(file: string): number | null {
  const stamp = NAME.exec(basename(file))?.[1];
  if (!stamp) return null;
  const [date, time] = stamp.split('T') as [string, string];
  const [h, m, sec, ms] = time.slice(0, -1).split('-');
  return Date.parse(`${date}T${h}:${m}:${sec}.${ms}Z`);
}

/** The keys the database opens with: DATA_KEY, else the keyring beside it. */
export const keysOf = (env: Pick<Env, 'dataKeys' | 'databaseFile'>): DataKeys =>
  env.dataKeys ?? keyringBeside(env.databaseFile);

/** The backups in `dir`, newest first. */
export function listBackups(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => NAME.test(f))
    .sort()
    .reverse()
    .map((f) => join(dir, f));
}

/**
 * What is wrong with the database in `file` under `keys` (an empty list: it opens, passes SQLite's integrity check,
 * or with `full` false its quick check, and every member's maintained totals equal their ledger), and how many members
 * it holds.
 */
export function checkDatabase(file: string, keys: DataKeys, full = true): { problems: string[]; members: number } {
  const copy = openReadOnly(file, keys);
  try {
    const check = full ? 'integrity_check' : 'quick_check';
    const rows = copy.pragma(check, { simple: false }) as Record<string, string>[];
    const problems = rows.map((r) => r[check]!).filter((r) => r !== 'ok');
    if (problems.length > 0) return { problems, members: 0 };
    const ids = copy.prepare('SELECT id FROM users ORDER BY id').pluck().all() as number[];
    for (const id of ids)
      for (const m of auditLedger(copy, id))
        problems.push(`member ${id}: ${m.account} is ${m.stored} but the ledger says ${m.ledger}`);
    return { problems, members: ids.length };
  } finally {
    copy.close();
  }
}

/**
 * Copies the database `source` reads into BACKUP_DIR, checks the copy (the full integrity check, or with `full`
 * false the quick one) and keeps it; throws, leaving nothing behind, when the copy does not pass.
 */
export function copyAndCheck(source: Sqlite, env: BackupEnv, at: number, full: boolean): Backup {
  mkdirSync(env.backupDir, { recursive: true, mode: 0o700 });
  const file = join(env.backupDir, backupName(at));
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    source.prepare('VACUUM INTO ?').run(partial);
    chmodSync(partial, 0o600);
    const { problems, members } = checkDatabase(partial, keysOf(env), full);
    if (problems.length > 0) throw new Error(`the backup failed its check: ${problems.slice(0, 5).join('; ')}`);
    renameSync(partial, file);
    pruneBackups(env);
    return { file, bytes: statSync(file).size, takenAt: at, members, full };
  } finally {
    rmSync(partial, { force: true });
  }
}

/** Takes, fully checks and keeps one backup on this thread (`npm run backup`); throws when the copy fails its check. */
export const takeBackup = (sqlite: Sqlite, env: BackupEnv, at: number): Backup => copyAndCheck(sqlite, env, at, true);

/**
 * Deletes the oldest backups beyond BACKUP_KEEP, and those beyond BACKUP_KEEP_BYTES in all (counted from the newest);
 * the newest is always kept, however big.
 */
export function pruneBackups(env: Pick<Env, 'backupDir' | 'backupKeep' | 'backupKeepBytes'>) {
  let total = 0;
  for (const [i, file] of listBackups(env.backupDir).entries()) {
    total += statSync(file).size;
    const over = env.backupKeepBytes !== null && total > env.backupKeepBytes;
    if (i >= env.backupKeep || (i > 0 && over)) rmSync(file, { force: true });
    else if (over) console.warn(`[backup] ${basename(file)} alone is over BACKUP_KEEP_BYTES: kept, as the newest`);
  }
}
