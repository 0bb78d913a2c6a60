// Two connections to one file, as the server and a command (or a second process) are: a transaction that reads and
// then writes must not fail because the other committed in between.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Sqlite } from './index.ts';
import { write } from './unit-of-work.ts';

let dir: string;
let server: Sqlite;
let other: Sqlite;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'unit-of-work-'));
  const file = join(dir, 'data.sqlite');
  server = openDatabase(file, null).sqlite;
  other = openDatabase(file, null).sqlite;
  server.exec('CREATE TABLE balance (id INTEGER PRIMARY KEY, cents INTEGER NOT NULL)');
  server.exec('INSERT INTO balance VALUES (1, 100)');
  // The other connection does not wait: whether it is let in shows who holds the lock.
  other.pragma('busy_timeout = 0');
});

afterEach(() => {
  server.close();
  other.close();
  rmSync(dir, { recursive: true, force: true });
});

const cents = (db: Sqlite) => (db.prepare('SELECT cents FROM balance WHERE id = 1').get() as { cents: number }).cents;
const otherAddsTen = () => other.prepare('UPDATE balance SET cents = cents + 10 WHERE id = 1').run();

describe('write', () => {
  it('holds the write lock from its first read, so a commit from elsewhere cannot slip in and fail its write', () => {
    let refused: unknown;
    const result = write(server, () => {
      const seen = cents(server);
      try {
        otherAddsTen();
      } catch (error) {
        refused = error;
      }
      server.prepare('UPDATE balance SET cents = ? WHERE id = 1').run(seen - 30);
      return seen - 30;
    });
    expect(result).toBe(70);
    expect((refused as { code?: string })?.code).toBe('SQLITE_BUSY');
    // The other connection tries again once the transaction has committed, and is let in.
    otherAddsTen();
    expect(cents(server)).toBe(80);
  });

  it('commits nothing of work that throws', () => {
    expect(() =>
      write(server, () => {
        server.prepare('UPDATE balance SET cents = 0 WHERE id = 1').run();
        throw new Error('halfway');
      }),
    ).toThrow('halfway');
    expect(cents(other)).toBe(100);
  });

  it('inside a caller’s write, is part of it: a failure rolls back only its own part', () => {
    write(server, (tx) => {
      server.prepare('UPDATE balance SET cents = 50 WHERE id = 1').run();
      expect(() =>
        write(tx, () => {
          server.prepare('UPDATE balance SET cents = 0 WHERE id = 1').run();
          throw new Error('inner');
        }),
      ).toThrow('inner');
    });
    expect(cents(other)).toBe(50);
  });
});
