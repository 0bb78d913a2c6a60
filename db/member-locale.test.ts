// Migration 0027 (the languages): a member who joined before it gets the language of the country chosen at sign-up,
// as a new member does (shared/i18n/locales.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { COUNTRIES } from '#shared/constants.ts';
import { localeForCountry } from '#shared/i18n/locales.ts';
import { openDatabase } from './index.ts';
import { applyMigrations } from './migrate.ts';
import { migrateUpTo } from './testing/older-migrations.ts';

const dir = mkdtempSync(join(tmpdir(), 'giftorbit-member-locale-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("gives each member who joined before the languages their country's language", () => {
  const { db, sqlite } = openDatabase(join(dir, 'db.sqlite'));
  migrateUpTo(db, dir, 26);
  const insert = sqlite.prepare(
    `INSERT INTO users (name, email, password, username, country, referral_code, created_at)
     VALUES ('A', ?, 'x', ?, ?, ?, 0)`,
  );
  COUNTRIES.forEach((country, n) => insert.run(`u${n}@example.com`, `user_${n}`, country, `CODE${n}${n}${n}${n}`));

  applyMigrations(db);

  const rows = sqlite.prepare('SELECT country, locale FROM users ORDER BY id').all();
  expect(rows).toEqual(COUNTRIES.map((country) => ({ country, locale: localeForCountry(country) })));
  sqlite.close();
});
