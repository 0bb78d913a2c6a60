// The mark that lets a read be held in memory: it moves with every write, this connection's at once and another
// connection's within OUTSIDE_WRITES_SEEN_MS, and never with a read.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataGeneration, generationCache, OUTSIDE_WRITES_SEEN_MS } from '#db/generation.ts';
import { openDatabase, type Sqlite } from '#db/index.ts';
import { write } from '#db/unit-of-work.ts';

let dir: string;
let sqlite: Sqlite;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'giftorbit-generation-'));
  sqlite = openDatabase(join(dir, 'db.sqlite')).sqlite;
  sqlite.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT); CREATE TABLE log (n INTEGER)');
  sqlite.exec('CREATE TRIGGER t_log AFTER UPDATE ON t BEGIN INSERT INTO log VALUES (1); END');
  sqlite.prepare('INSERT INTO t (v) VALUES (?)').run('a');
});
afterEach(() => {
  sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('dataGeneration', () => {
  it('stays while the connection only reads', () => {
    const before = dataGeneration(sqlite);
    sqlite.prepare('SELECT * FROM t').all();
    expect(dataGeneration(sqlite)).toBe(before);
  });

  it("moves at once with this connection's writes: insert, update, delete, and one rolled back", () => {
    const marks = [dataGeneration(sqlite)];
    sqlite.prepare('INSERT INTO t (v) VALUES (?)').run('b');
    marks.push(dataGeneration(sqlite));
    sqlite.prepare('UPDATE t SET v = ? WHERE id = 1').run('c');
    marks.push(dataGeneration(sqlite));
    sqlite.prepare('DELETE FROM t WHERE id = 2').run();
    marks.push(dataGeneration(sqlite));
    try {
      write(sqlite, () => {
        sqlite.prepare('UPDATE t SET v = ? WHERE id = 1').run('d');
        throw new Error('rolled back');
      });
    } catch {
      // the write is undone; the mark still moves (a recomputation, never a stale value)
    }
    marks.push(dataGeneration(sqlite));
    expect(new Set(marks).size).toBe(marks.length);
  });

  it("sees another connection's commit within OUTSIDE_WRITES_SEEN_MS", async () => {
    const before = dataGeneration(sqlite);
    const other = openDatabase(sqlite.name).sqlite;
    try {
      other.prepare('UPDATE t SET v = ? WHERE id = 1').run('from outside');
    } finally {
      other.close();
    }
    await wait(OUTSIDE_WRITES_SEEN_MS + 20);
    expect(dataGeneration(sqlite)).not.toBe(before);
  });
});

describe('generationCache', () => {
  it('keeps a value until a write, then computes it again', () => {
    const cache = generationCache<string>(sqlite, 10);
    const read = () => sqlite.prepare('SELECT v FROM t WHERE id = 1').pluck().get() as string;
    let computed = 0;
    const value = () => cache.read('v', () => (computed++, read()));
    expect([value(), value(), value()]).toEqual(['a', 'a', 'a']);
    expect(computed).toBe(1);
    sqlite.prepare('UPDATE t SET v = ? WHERE id = 1').run('b');
    expect(value()).toBe('b');
    expect(computed).toBe(2);
  });

  it('does not keep a value computed across a write (keepIf), nor an undefined one', () => {
    const cache = generationCache<string>(sqlite, 10);
    const { generation } = cache.lookup('k');
    sqlite.prepare('INSERT INTO t (v) VALUES (?)').run('meanwhile');
    cache.keepIf('k', 'computed before the write', generation);
    expect(cache.lookup('k').value).toBeUndefined();
    expect(cache.read('none', () => undefined)).toBeUndefined();
    let computed = 0;
    cache.read('none', () => void computed++);
    expect(computed).toBe(1);
  });

  it('holds at most `max` values, the oldest going first', () => {
    const cache = generationCache<number>(sqlite, 2);
    for (const n of [1, 2, 3]) cache.read(`k${n}`, () => n);
    expect(cache.lookup('k1').value).toBeUndefined();
    expect([cache.lookup('k2').value, cache.lookup('k3').value]).toEqual([2, 3]);
  });
});
