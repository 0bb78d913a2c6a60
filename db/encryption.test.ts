// The database encrypted on disk; one written before encryption existed is encrypted in place when opened.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { dataKeyFileOf, newDataKey } from './data-key.ts';
import { openDatabase } from './index.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'giftorbit-cipher-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const SECRET = 'ana.quintero@example.com';

it('writes no readable byte of what it holds, and makes its key file readable by its owner only', () => {
  const file = join(dir, 'db.sqlite');
  const { sqlite } = openDatabase(file);
  sqlite.exec('CREATE TABLE t (v TEXT)');
  sqlite.prepare('INSERT INTO t VALUES (?)').run(SECRET);
  for (const f of [file, `${file}-wal`]) expect(readFileSync(f).includes(SECRET), f).toBe(false);
  sqlite.close();
  expect(statSync(dataKeyFileOf(file)).mode & 0o777).toBe(0o600);
  expect(openDatabase(file).sqlite.prepare('SELECT v FROM t').pluck().get()).toBe(SECRET);
});

it('encrypts a plain database in place, keeping every row, those still in its WAL included', () => {
  const file = join(dir, 'old.sqlite');
  const plain = openDatabase(file, null).sqlite;
  plain.exec('CREATE TABLE t (v TEXT)');
  plain.prepare('INSERT INTO t VALUES (?)').run(SECRET);
  // The files as a crash leaves them: the last rows only in the WAL.
  const crashed = join(dir, 'crashed.sqlite');
  for (const suffix of ['', '-wal']) copyFileSync(file + suffix, crashed + suffix);
  plain.close();
  expect(readFileSync(`${crashed}-wal`).includes(SECRET)).toBe(true);
  const again = openDatabase(crashed).sqlite;
  expect(again.prepare('SELECT v FROM t').pluck().get()).toBe(SECRET);
  again.close();
  expect(readFileSync(crashed).includes(SECRET)).toBe(false);
  expect(openDatabase(crashed).sqlite.prepare('SELECT v FROM t').pluck().get()).toBe(SECRET);
});

it('refuses to open with another key, saying which key it needs', () => {
  const file = join(dir, 'db.sqlite');
  openDatabase(file).sqlite.exec('CREATE TABLE t (v TEXT)');
  expect(() => openDatabase(file, [newDataKey()])).toThrow(/does not open with the data key/);
});
