import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, PAGE_CACHE_KIB } from './index.ts';
import { applyMigrations } from './migrate.ts';
import { users } from './schema/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'giftorbit-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the database connection', () => {
  const { db, sqlite } = openDatabase(join(dir, 'nested', 'folder', 'app.sqlite'));
  applyMigrations(db);

  it('creates its folder, and runs in WAL with synchronous=FULL so a committed write survives power loss', () => {
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(sqlite.pragma('synchronous', { simple: true })).toBe(2); // 2 = FULL
    expect(sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(sqlite.pragma('temp_store', { simple: true })).toBe(2); // 2 = MEMORY: statement journals off disk
    // 64 MB of decrypted pages kept, not SQLite's 2 MB: fewer reads and decryptions on the server's thread
    expect(sqlite.pragma('cache_size', { simple: true })).toBe(-PAGE_CACHE_KIB);
  });

  it('enforces foreign keys: a session for a user that does not exist is refused', () => {
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(() =>
      sqlite
        .prepare("insert into sessions (sid, sess, expire, user_id, created_at) values ('x', '{}', 1, 999, 1)")
        .run(),
    ).toThrow(/FOREIGN KEY/);
  });

  it('applies migrations once: running them again changes nothing', () => {
    const before = db.get<{ n: number }>(sql`select count(*) as n from __drizzle_migrations`);
    applyMigrations(db);
    expect(db.get<{ n: number }>(sql`select count(*) as n from __drizzle_migrations`)).toEqual(before);
  });

  it('keeps usernames unique whatever their case, at the database level too', () => {
    const row = {
      name: 'A',
      email: 'a@example.com',
      password: 'x',
      username: 'Star.Gazer',
      country: 'USA' as const,
      referralCode: 'ABCDEFGH',
    };
    db.insert(users).values(row).run();
    expect(() =>
      db
        .insert(users)
        .values({ ...row, email: 'b@example.com', username: 'star.gazer', referralCode: 'ABCDEFGJ' })
        .run(),
    ).toThrow(/UNIQUE/);
  });

  it('has an index for every foreign key column it looks rows up by', () => {
    const tables = sqlite
      .prepare(
        "select name from sqlite_master where type = 'table' " +
          "and name not like 'sqlite_%' and name not like '__drizzle%'",
      )
      .all() as { name: string }[];
    const missing: string[] = [];
    for (const { name } of tables) {
      const fks = sqlite.prepare(`pragma foreign_key_list(${name})`).all() as { from: string }[];
      const indexed = (sqlite.prepare(`pragma index_list(${name})`).all() as { name: string }[]).map(
        (i) => (sqlite.prepare(`pragma index_info(${i.name})`).all() as { name: string }[])[0]?.name,
      );
      for (const fk of fks) if (!indexed.includes(fk.from)) missing.push(`${name}.${fk.from}`);
    }
    expect(missing).toEqual([]);
  });
});
