// The whole database encrypted (decision 0022): SQLite3 Multiple Ciphers (the better-sqlite3 build named
// better-sqlite3-multiple-ciphers) with its SQLCipher 4 scheme: AES-256-CBC per page with an HMAC-SHA512 per page,
// for the database, its WAL and every copy made with VACUUM INTO (the backups). The key is given raw (x'...'), so no
// key derivation runs: it is already 256 random bits.
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import type Database from 'better-sqlite3';
import type { DataKeys } from './data-key.ts';

type Sqlite = Database.Database;

const PLAIN_HEADER = 'SQLite format 3\0';

const rawKey = (key: Buffer) => `"x'${key.toString('hex')}'"`;

/** Chooses the cipher for the connection's next key or rekey (before either). */
function useCipher(sqlite: Sqlite) {
  sqlite.pragma("cipher = 'sqlcipher'");
  sqlite.pragma('legacy = 4');
}

/** True when the file is a plain (not encrypted) SQLite database with content. */
export function isPlainDatabase(file: string): boolean {
  if (file === ':memory:' || !existsSync(file)) return false;
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(16);
    return readSync(fd, head, 0, 16, 0) === 16 && head.toString('latin1') === PLAIN_HEADER;
  } finally {
    closeSync(fd);
  }
}

/** Whether the connection reads its database (a wrong key reads as 'file is not a database'). */
function readable(sqlite: Sqlite) {
  try {
    sqlite.prepare('SELECT count(*) FROM sqlite_schema').get();
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_NOTADB') return false;
    throw error;
  }
}

/**
 * Opens the connection's database with the first key of `keys` that reads it, and says which (0: the current key;
 * more: an older one, a rotation stopped halfway). Throws when no key opens it.
 */
export function unlock(sqlite: Sqlite, file: string, keys: DataKeys): number {
  for (const [i, key] of keys.entries()) {
    useCipher(sqlite);
    sqlite.pragma(`key = ${rawKey(key)}`);
    if (readable(sqlite)) return i;
  }
  throw new Error(
    `${file} does not open with the data key (DATA_KEY, or data.key beside it): ` +
      'give the key it was written with, or restore the database from a backup made with this key',
  );
}

/** Re-encrypts the whole database under `key` (no other connection may be open; WAL is left and taken back). */
export function rekey(sqlite: Sqlite, key: Buffer) {
  const wal = sqlite.pragma('journal_mode', { simple: true }) === 'wal';
  if (wal) {
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    sqlite.pragma('journal_mode = DELETE');
  }
  useCipher(sqlite);
  sqlite.pragma(`rekey = ${rawKey(key)}`);
  if (wal) sqlite.pragma('journal_mode = WAL');
}

/** Encrypts a plain database in place (one written before encryption existed): read plain, rewritten under `key`. */
export function encryptPlain(sqlite: Sqlite, key: Buffer) {
  rekey(sqlite, key);
}
