// Migration 0024 (every aggregator's ids in neutral columns): a database holding Finicity and Belvo members
// upgrades with every row kept under the new columns, the database still refuses a second copy of an aggregator's
// row or a second member's active account, and the triggers that keep the money history and the list's totals
// survive the rebuilt tables and still fire.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Sqlite } from './index.ts';
import { applyMigrations } from './migrate.ts';
import { AT, seedVendorColumns, type VendorMembers } from './testing/vendor-columns.ts';

const dir = mkdtempSync(join(tmpdir(), 'giftorbit-neutral-storage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let sqlite: Sqlite;
let m: VendorMembers;
let triggersBefore: unknown[];
let totalsBefore: unknown[];
// By name: a later migration that makes a trigger again moves it in the schema's own order.
const TRIGGERS = "SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name";
const triggers = () => sqlite.prepare(TRIGGERS).all();
const TOTALS = `SELECT id, listed_count, listed_coin_purchases, listed_coin_spend_cents, listed_pending_purchases,
  listed_pending_spend_cents, listed_round_up_cents, listed_points FROM users ORDER BY id`;
const totals = () => sqlite.prepare(TOTALS).all();
const all = (query: string, ...params: unknown[]) => sqlite.prepare(query).all(...params);

beforeAll(() => {
  const opened = openDatabase(join(dir, 'db.sqlite'));
  m = seedVendorColumns(opened.db, dir);
  sqlite = opened.sqlite;
  triggersBefore = triggers();
  totalsBefore = totals();
  applyMigrations(opened.db);
});
afterAll(() => sqlite.close());

describe('the upgrade to provider-neutral storage', () => {
  it("keeps every account under its aggregator's name and id, with its link", () => {
    expect(
      all(
        `SELECT user_id AS user, provider, provider_account_id AS id, link_ref AS link, is_active AS active
         FROM bank_accounts ORDER BY rowid`,
      ),
    ).toEqual([
      { user: m.finicity, provider: 'finicity', id: 'fa-1', link: null, active: 1 },
      { user: m.belvo, provider: 'belvo', id: 'ba-1', link: 'link-1', active: 1 },
      { user: m.belvo, provider: 'belvo', id: 'ba-0', link: null, active: 0 },
      { user: m.unlabelled, provider: 'belvo', id: 'ba-9', link: 'link-9', active: 1 },
    ]);
  });

  it("keeps each member's own references: the Finicity customer, the last Belvo link", () => {
    expect(all('SELECT user_id AS user, provider, ref FROM aggregator_refs ORDER BY user_id')).toEqual([
      { user: m.finicity, provider: 'finicity', ref: 'cust-1' },
      { user: m.belvo, provider: 'belvo', ref: 'link-2' },
    ]);
    const columns = all("SELECT name FROM pragma_table_info('users')").map((c) => (c as { name: string }).name);
    expect(columns).not.toContain('finicity_customer_id');
    expect(columns).not.toContain('belvo_link_id');
  });

  it("keeps every bank row under its aggregator's name and id, and refuses the same row twice", () => {
    expect(
      all(
        `SELECT user_id AS user, provider, provider_transaction_id AS id, provider_account_id AS account, pending
         FROM transactions ORDER BY rowid`,
      ),
    ).toEqual([
      { user: m.finicity, provider: 'finicity', id: 'ft-1', account: 'fa-1', pending: 0 },
      { user: m.finicity, provider: 'finicity', id: 'ft-2', account: 'fa-1', pending: 1 },
      { user: m.belvo, provider: 'belvo', id: 'bt-1', account: 'ba-1', pending: 0 },
      { user: m.belvo, provider: 'belvo', id: 'same-id', account: 'ba-1', pending: 0 },
      { user: m.belvo, provider: 'finicity', id: 'same-id', account: null, pending: 0 },
      { user: m.unlabelled, provider: 'finicity', id: 'ft-9', account: null, pending: 0 },
    ]);
    const again = (user: number, provider: string, id: string) =>
      sqlite
        .prepare(
          `INSERT INTO transactions (user_id, description, amount_cents, type, provider, provider_transaction_id, date,
             created_at) VALUES (?, 'again', 1, 'debit', ?, ?, ?, ?)`,
        )
        .run(user, provider, id, AT, AT);
    expect(() => again(m.finicity, 'finicity', 'ft-1')).toThrow(/UNIQUE/);
    expect(() => again(m.belvo, 'belvo', 'same-id')).toThrow(/UNIQUE/);
  });

  it('refuses a real account active under a second member, by its aggregator and id', () => {
    const link = (user: number, provider: string, id: string) =>
      sqlite
        .prepare(
          `INSERT INTO bank_accounts (user_id, provider, provider_account_id, account_name, created_at, updated_at)
           VALUES (?, ?, ?, 'Checking', ?, ?)`,
        )
        .run(user, provider, id, AT, AT);
    expect(() => link(m.unlabelled, 'finicity', 'fa-1')).toThrow(/UNIQUE/);
    // Another aggregator's account that happens to have the same id is another account.
    expect(link(m.unlabelled, 'belvo', 'fa-1').changes).toBe(1);
  });

  it('keeps every trigger, and the totals they kept', () => {
    expect(triggers()).toEqual(triggersBefore);
    expect(triggersBefore.map((t) => (t as { name: string }).name).sort()).toEqual([
      'ledger_entries_no_delete',
      'ledger_entries_no_update',
      'transactions_listed_delete',
      'transactions_listed_insert',
      'transactions_listed_update',
      'transactions_owner_fixed',
    ]);
    expect(totals()).toEqual(totalsBefore);
  });

  it("still keeps the list's totals and the money history after it", () => {
    const listed = () =>
      sqlite.prepare('SELECT listed_count AS n, listed_coin_purchases AS coins FROM users WHERE id = ?').get(m.belvo);
    const before = listed() as { n: number; coins: number };
    const { lastInsertRowid: id } = sqlite
      .prepare(
        `INSERT INTO transactions (user_id, description, amount_cents, usd_rate_micros, type, category, provider,
           provider_transaction_id, date, created_at) VALUES (?, 'TIKTOK', 999, 1000000, 'debit', 'TikTok', 'belvo',
           'bt-new', ?, ?)`,
      )
      .run(m.belvo, AT, AT);
    expect(listed()).toEqual({ n: before.n + 1, coins: before.coins + 1 });
    sqlite.prepare('UPDATE transactions SET removed_at = ? WHERE id = ?').run(AT, id);
    expect(listed()).toEqual(before);
    expect(() => sqlite.prepare('UPDATE transactions SET user_id = ? WHERE id = ?').run(m.finicity, id)).toThrow();
    sqlite
      .prepare(
        `INSERT INTO ledger_entries (user_id, account, amount, cause, idempotency_key, created_at)
         VALUES (?, 'points', 50, 'purchase', 'upgrade-test', ?)`,
      )
      .run(m.belvo, AT);
    expect(() =>
      sqlite.prepare("UPDATE ledger_entries SET amount = 1 WHERE idempotency_key = 'upgrade-test'").run(),
    ).toThrow(/append-only/);
    expect(() => sqlite.prepare("DELETE FROM ledger_entries WHERE idempotency_key = 'upgrade-test'").run()).toThrow(
      /append-only/,
    );
  });
});
