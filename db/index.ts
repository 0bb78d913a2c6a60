import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { dataKeyFileOf, type DataKeys, keyringBeside, readKeyring } from './data-key.ts';
import { encryptPlain, isPlainDatabase, rekey, unlock } from './encryption.ts';
import * as schema from './schema/index.ts';

/** The page cache of the server's connection, in KiB (SQLite's unit for a negative cache_size). */
export const PAGE_CACHE_KIB = 64 * 1024;

export type Db = ReturnType<typeof openDatabase>['db'];
/** A transaction of `Db`: what a function that writes inside its caller's transaction takes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Sqlite = Database.Database;

/**
 * The one connection: encrypted (db/encryption.ts), WAL, foreign keys, and synchronous=FULL so a committed money write
 * survives power loss. `keys`: the data keys (DATA_KEY); by default the keyring beside the file (`data.key`, made on
 * first use). `null` opens a plain database: only the benches' baseline does, to measure what encryption costs.
 */
export function openDatabase(file: string, keys?: DataKeys | null) {
  const memory = file === ':memory:';
  if (!memory) mkdirSync(dirname(file), { recursive: true });
  const ring = memory || keys === null ? null : (keys ?? keyringBeside(file));
  const plain = ring !== null && isPlainDatabase(file);
  const sqlite = new Database(file);
  if (plain) {
    // Written before the database was encrypted: encrypted now, once, in place.
    encryptPlain(sqlite, ring[0]!);
    console.log(`[db] ${file} was not encrypted: it is now, with the data key`);
  } else if (ring && unlock(sqlite, file, ring) > 0) {
    // Opened with an older key: a rotation stopped halfway, finished now.
    rekey(sqlite, ring[0]!);
  }
  sqlite.pragma('journal_mode = WAL');
  // better-sqlite3 leaves WAL at NORMAL, which can drop the last commits on power loss; money must not.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Statement journals in memory, not temporary files: a table with triggers (transactions, migration 0009) needs
  // one for every write statement, and on disk that halved the ingest rate. Our queries sort by index, so no
  // large temporary tables are built.
  sqlite.pragma('temp_store = MEMORY');
  // SQLite keeps 2 MB of pages by default; every page read past that is a read from the file and, encrypted, a page
  // to decrypt again, with the server's one thread waiting. 64 MB keeps the hot pages decrypted in the process:
  // through bench:jobs' pass over 10,000 members, event-loop pauses over 100 ms went from 22-50 to 7
  // (docs/performance.md).
  sqlite.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  return { sqlite, db: dbOf(sqlite) };
}

/** A read-only connection to an existing database (a check, an observer): its keys, or the keyring beside it. */
export function openReadOnly(file: string, keys?: DataKeys): Sqlite {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    unlock(sqlite, file, keys ?? readKeyring(dataKeyFileOf(file)));
  } catch (error) {
    sqlite.close();
    throw error;
  }
  return sqlite;
}

const instances = new WeakMap<Sqlite, ReturnType<typeof createDrizzle>>();
const createDrizzle = (sqlite: Sqlite) => drizzle({ client: sqlite, schema, casing: 'snake_case' });

/**
 * The one drizzle instance over a connection. The money engine's entry points (ingest, the ledger writer,
 * notify) are also called with the raw connection (bench, jobs); they reach the same instance, so statements
 * prepared per instance (`perConnection`) compile once per connection.
 */
export function dbOf(sqlite: Sqlite) {
  let db = instances.get(sqlite);
  if (!db) instances.set(sqlite, (db = createDrizzle(sqlite)));
  return db;
}
