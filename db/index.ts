import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import * as schema from './schema/index.ts';

export type Db = ReturnType<typeof openDatabase>['db'];
/** A transaction of `Db`: what a function that writes inside its caller's transaction takes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Sqlite = Database.Database;

/** The one connection: WAL, foreign keys, and synchronous=FULL so a committed money write survives power loss. */
export function openDatabase(file: string) {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  // better-sqlite3 leaves WAL at NORMAL, which can drop the last commits on power loss; money must not.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Statement journals in memory, not temporary files: a table with triggers (transactions, migration 0009) needs
  // one for every write statement, and on disk that halved the ingest rate. Our queries sort by index, so no
  // large temporary tables are built.
  sqlite.pragma('temp_store = MEMORY');
  return { sqlite, db: dbOf(sqlite) };
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
