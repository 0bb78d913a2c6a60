// Every commit waits until the disk holds it (synchronous=FULL, db/index.ts), so a committed money write survives
// power loss. A commit that is only bookkeeping around a write need not wait: in WAL mode the log is written in
// order, so the next commit that does wait (the write itself, moments later) makes everything before it durable too.
import type { Sqlite } from './index.ts';

/**
 * Runs `write` with commits that do not wait for the disk (each such wait, an fsync, holds every request for a few
 * milliseconds). What it commits survives a crash of the server, and a power loss once any later commit has waited;
 * only a power loss before that can drop it. Inside a caller's transaction it changes nothing: that commit decides.
 */
export function withoutWaitingForDisk<T>(sqlite: Sqlite, write: () => T): T {
  if (sqlite.inTransaction) return write();
  // Not a prepared statement: SQLite applies this setting when the statement is compiled, not when it runs.
  sqlite.exec('PRAGMA synchronous = NORMAL');
  try {
    return write();
  } finally {
    sqlite.exec('PRAGMA synchronous = FULL');
  }
}
