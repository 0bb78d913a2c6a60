// Where the data lives and how it is kept: the database's key (DATA_KEY, NEW_DATA_KEY while rotating), the backups
// (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP, BACKUP_KEEP_BYTES), and who may read the server's figures (METRICS_TOKEN).
// Part of api/env.ts's one parse of process.env.
import { resolve } from 'node:path';
import { z } from 'zod';
import { dataKeyFileOf, parseDataKey } from '#db/data-key.ts';

const dataKey = z
  .string()
  .refine((v) => parseDataKey(v) !== null, 'must be 32 random bytes as 64 hex digits (openssl rand -hex 32)')
  .optional();

const UNITS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** '30s', '15m', '1h', '1d'; 'off' (or 0) for no scheduled backups. */
const duration = z
  .string()
  .regex(/^(off|0|\d+[smhd])$/, 'must be a duration such as 15m, 1h or 1d (or off)')
  .transform((v) => (v === 'off' || v === '0' ? null : Number(v.slice(0, -1)) * UNITS[v.at(-1) as keyof typeof UNITS]))
  .refine((ms) => ms === null || ms >= 60_000, 'must be at least 1m');

const SIZES = { MB: 1e6, GB: 1e9, TB: 1e12 } as const;

/** '500MB', '10GB', '1.5TB' (decimal units); 'off' for no limit by size. */
const size = z
  .string()
  .regex(/^(off|\d+(\.\d+)?(MB|GB|TB))$/i, 'must be a size such as 500MB, 10GB or 1TB (or off)')
  .transform((v) => {
    if (v.toLowerCase() === 'off') return null;
    const unit = v.slice(-2).toUpperCase() as keyof typeof SIZES;
    return Math.round(Number(v.slice(0, -2)) * SIZES[unit]);
  })
  .refine((bytes) => bytes === null || bytes >= 1e6, 'must be at least 1MB');

export const storageVars = {
  DATA_KEY: dataKey,
  NEW_DATA_KEY: dataKey,
  BACKUP_DIR: z.string().min(1, 'must not be empty').optional(),
  BACKUP_EVERY: duration.prefault('1h'),
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a whole number of backups to keep' })
    .int('must be a whole number of backups to keep')
    .min(1, 'must be at least 1')
    .default(48),
  BACKUP_KEEP_BYTES: size.prefault('10GB'),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{32,}$/, 'must be a secret of at least 32 characters, no spaces (openssl rand -hex 32)')
    .optional(),
};

type StorageVars = {
  DATA_KEY?: string;
  NEW_DATA_KEY?: string;
  BACKUP_DIR?: string;
  BACKUP_EVERY: number | null;
  BACKUP_KEEP: number;
  BACKUP_KEEP_BYTES: number | null;
  METRICS_TOKEN?: string;
};

export function storageEnv(e: StorageVars, dataDir: string) {
  const current = e.DATA_KEY ? parseDataKey(e.DATA_KEY)! : null;
  const next = e.NEW_DATA_KEY ? parseDataKey(e.NEW_DATA_KEY)! : null;
  return {
    // NEW_DATA_KEY first: a database still under DATA_KEY is moved to it when opened (a rotation finishing).
    dataKeys: current ? (next ? [next, current] : [current]) : undefined,
    backupDir: resolve(dataDir, e.BACKUP_DIR ?? 'backups'),
    backupEveryMs: e.BACKUP_EVERY,
    backupKeep: e.BACKUP_KEEP,
    backupKeepBytes: e.BACKUP_KEEP_BYTES,
    metricsToken: e.METRICS_TOKEN,
  };
}

/** What the start lines read of Env (declared here, not imported, so that env.ts can import this file). */
type KeyEnv = { nodeEnv: string; databaseFile: string; dataKeys?: readonly Buffer[] };

/** Where the database's key comes from, for the start line: the variable or the file, never the key itself. */
export function dataKeyPlace({ databaseFile, dataKeys }: KeyEnv): string {
  if (!dataKeys) return `database key: ${dataKeyFileOf(databaseFile)} (beside the database)`;
  return dataKeys.length > 1
    ? 'database key: NEW_DATA_KEY from the environment (moving from DATA_KEY)'
    : 'database key: DATA_KEY from the environment';
}

/**
 * The line printed at start in production when the key is the file beside the database: whoever copies the volume
 * (a snapshot, a stolen disk, a backup of DATA_DIR) has the database and the key that opens it.
 */
export function dataKeyBesideWarning(e: KeyEnv): string | undefined {
  if (e.nodeEnv !== 'production' || e.dataKeys) return undefined;
  return (
    `The database key is ${dataKeyFileOf(e.databaseFile)}, beside the database: a copy of the whole volume opens ` +
    'the database. In production, set DATA_KEY from a secret store (to the key in that file) and take the file off ' +
    'the volume.'
  );
}
