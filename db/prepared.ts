// Statements compiled once per connection. better-sqlite3's `prepare` and drizzle's unprepared queries compile
// on every call, which costs the hot paths (ingest, the ledger, the session lookup) more than the query itself.
import { sql } from 'drizzle-orm';
import type Database from 'better-sqlite3';
import type { Db, Sqlite } from './index.ts';

/**
 * A value built once per connection: a drizzle query's `.prepare()`, or a group of them. Keyed by the
 * connection, so each test database (and the server's one) has its own.
 */
export function perConnection<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let value = cache.get(db);
    if (value === undefined) cache.set(db, (value = build(db)));
    return value;
  };
}

const statementCache = new WeakMap<Sqlite, Map<string, Database.Statement>>();

/** A raw statement prepared once per connection and SQL text: for the ingest hot path (docs/decisions). */
export function prepared(sqlite: Sqlite, sql: string): Database.Statement {
  let byText = statementCache.get(sqlite);
  if (!byText) statementCache.set(sqlite, (byText = new Map()));
  let statement = byText.get(sql);
  if (!statement) byText.set(sql, (statement = sqlite.prepare(sql)));
  return statement;
}

/**
 * A statement per connection and key (a maintained total's column, a payout's table), prepared the first time
 * that key is used on that connection: most connections (a test's, a bench file's) touch only a few of them.
 */
export function perConnectionAndKey<K, T>(build: (db: Db, key: K) => T): (db: Db, key: K) => T {
  const byConnection = perConnection(() => new Map<K, T>());
  return (db, key) => {
    const byKey = byConnection(db);
    let value = byKey.get(key);
    if (value === undefined) byKey.set(key, (value = build(db, key)));
    return value;
  };
}

/**
 * `.limit(rows)` for a prepared statement, written into its text. drizzle binds a limit as a parameter, and SQLite's
 * planner reads a bound LIMIT's value, so each new binding expires the statement and every run compiled it again:
 * the notification list's query took 16 µs instead of 9, a whole request 35 µs more (docs/performance.md).
 * A limit that varies gets a statement per value (`perConnectionAndKey`).
 */
export function writtenLimit(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new RangeError(`writtenLimit: ${rows} is not a row count`);
  // drizzle writes an SQL chunk given as the limit into the statement as it is (its type says number only).
  return sql.raw(String(rows)) as unknown as number;
}
