// What lets a read be kept in memory safely: a mark that moves whenever the database may have changed
// (docs/decisions/0016-answer-cache.md). A value computed from the database is reused only while the mark is the
// one it was computed under, so it is never older than the server's last write: no list of what to invalidate.
import type Database from 'better-sqlite3';
import type { Sqlite } from './index.ts';

type Marks = {
  changes: Database.Statement<[], number>;
  version: Database.Statement<[], number>;
  seen: number;
  at: number;
};
const marks = new WeakMap<Sqlite, Marks>();
/** How often another connection's commits are looked for; this connection's own writes are seen at once. */
export const OUTSIDE_WRITES_SEEN_MS = 100;

/**
 * The connection's generation, `changes:version`. total_changes() counts the rows this connection has inserted,
 * updated or deleted since it opened, triggers' included: every write of the server, which is the database's one
 * writer (docs/decisions/0003-one-server.md), moves it at once, and reading it takes about 0.1 µs. data_version
 * moves when another connection or process commits (an operator's shell); it needs a read of the WAL index under
 * a lock (20 µs under load, as much as a whole small answer), so it is read again at most every
 * OUTSIDE_WRITES_SEEN_MS. A write rolled back still moves the mark, which only costs a recomputation.
 */
export function dataGeneration(sqlite: Sqlite): string {
  let m = marks.get(sqlite);
  if (!m) {
    const changes = sqlite.prepare<[], number>('SELECT total_changes()').pluck();
    const version = sqlite.prepare<[], number>('PRAGMA data_version').pluck();
    marks.set(sqlite, (m = { changes, version, seen: version.get()!, at: performance.now() }));
  }
  const now = performance.now();
  if (now - m.at >= OUTSIDE_WRITES_SEEN_MS) {
    m.seen = m.version.get()!;
    m.at = now;
  }
  return `${m.changes.get()!}:${m.seen}`;
}

/**
 * A map of values read from one connection that empties itself when the connection's generation moves, and
 * holds at most `max` entries (the oldest go first). Make one per connection.
 */
export function generationCache<V>(sqlite: Sqlite, max: number) {
  let generation = '';
  const entries = new Map<string, V>();
  /** Reads the generation; a moved one empties the map. */
  const check = () => {
    const now = dataGeneration(sqlite);
    if (now !== generation) {
      entries.clear();
      generation = now;
    }
    return now;
  };
  const keep = (key: string, value: V) => {
    entries.delete(key);
    entries.set(key, value);
    if (entries.size > max) entries.delete(entries.keys().next().value!);
  };
  return {
    /**
     * The value under `key`, or `compute()`'s (kept unless undefined). `compute` must not await: what it read is
     * then exactly the generation checked first (if it wrote, the next check finds the mark moved).
     */
    read(key: string, compute: () => V | undefined): V | undefined {
      check();
      const held = entries.get(key);
      if (held !== undefined) return held;
      const value = compute();
      if (value !== undefined) keep(key, value);
      return value;
    },
    /** The value under `key` if held for the current generation, and that generation, for `keepIf`. */
    lookup(key: string): { value: V | undefined; generation: string } {
      const at = check();
      return { value: entries.get(key), generation: at };
    },
    /**
     * Keeps a value computed across awaits only if the generation is still the one `lookup` gave before the
     * computation: any write meanwhile, this request's or another's, and it is not kept.
     */
    keepIf(key: string, value: V, since: string) {
      if (check() === since) keep(key, value);
    },
  };
}
