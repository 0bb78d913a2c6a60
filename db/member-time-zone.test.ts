// Migration 0031 (a time zone per member): a member who joined before it gets their country's zone, the one a new
// member gets when the browser did not say one (shared/i18n/time-zones.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { COUNTRIES } from '#shared/constants.ts';
import { COUNTRY_TIME_ZONES } from '#shared/i18n/time-zones.ts';
import { openDatabase } from './index.ts';
import { applyMigrations } from './migrate.ts';
import { migrateUpTo } from './testing/older-migrations.ts';

const dir = mkdtempSync(join(tmpdir(), 'giftorbit-member-time-zone-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("gives each member who joined before time zones were kept their country's zone", () => {
  const { db, sqlite } = openDatabase(join(dir, 'db.sqlite'));
  migrateUpTo(db, dir, 30);
  const insert = sqlite.prepare(
    `INSERT INTO users (name, email, password, username, country, referral_code, created_at)
     VALUES ('A', ?, 'x', ?, ?, ?, 0)`,
  );
  COUNTRIES.forEach((country, n) => insert.run(`u${n}@example.com`, `user_${n}`, country, `CODE${n}${n}${n}${n}`));

  applyMigrations(db);

  const rows = sqlite.prepare('SELECT country, time_zone AS timeZone FROM users ORDER BY id').all();
  expect(rows).toEqual(COUNTRIES.map((country) => ({ country, timeZone: COUNTRY_TIME_ZONES[country] })));
  sqlite.close();
});
