// Every write transaction takes the database's write lock when it begins (BEGIN IMMEDIATE). A transaction begun
// the default way (deferred) reads under a snapshot first and asks for the lock at its first write: if another
// connection (a command, a second process, a test playing a bank sync) committed in between, SQLite refuses the
// upgrade at once with SQLITE_BUSY, without waiting (waiting could not help: the snapshot is already stale). The
// request would fail with a 500. Taken first, the lock is waited for (busy_timeout, db/index.ts) like any other.
import Database from 'better-sqlite3';
import { dbOf, type Db, type Sqlite, type Tx } from './index.ts';

/**
 * Runs `work` as one transaction holding the write lock from its first statement: all of it commits, or none of it.
 * `work` gets the drizzle transaction; code that writes through the raw connection may ignore it (same connection).
 * Inside a caller's transaction it becomes a savepoint of that transaction.
 */
export function write<T>(connection: Db | Tx | Sqlite, work: (tx: Tx) => T): T {
  if (connection instanceof Database) return dbOf(connection).transaction(work, { behavior: 'immediate' });
  // A transaction already holds the lock (it began with one): a savepoint inside it.
  if (!('$client' in connection)) return connection.transaction(work);
  return connection.transaction(work, { behavior: 'immediate' });
}
