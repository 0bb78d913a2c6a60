// A page's statement keeps its LIMIT in its text: a bound one would make SQLite compile it again on every run.
import { desc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyMigrations } from './migrate.ts';
import { type Db, openDatabase, type Sqlite } from './index.ts';
import { notifications } from './schema/index.ts';
import { writtenLimit } from './prepared.ts';

let sqlite: Sqlite;
let db: Db;

beforeEach(() => {
  ({ sqlite, db } = openDatabase(':memory:'));
  applyMigrations(db);
});
afterEach(() => sqlite.close());

const page = (limit: number) =>
  db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder('userId')))
    .orderBy(desc(notifications.id))
    .limit(writtenLimit(limit));

describe('writtenLimit', () => {
  it('writes the row count into the statement, binding only the real parameters', () => {
    const query = page(21).toSQL();
    expect(query.sql).toMatch(/ limit 21$/);
    expect(query.params).toHaveLength(1);
    expect(page(21).prepare().all({ userId: 1 })).toEqual([]);
  });

  it('refuses anything that is not a whole row count, so nothing else can be written into SQL', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, '1; DROP TABLE users' as never])
      expect(() => writtenLimit(bad)).toThrow(RangeError);
  });
});
