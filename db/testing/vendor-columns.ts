// A database as it stood before every aggregator's ids moved to neutral columns (migrations up to 0023), holding
// what members of both aggregators had there: for the tests of that upgrade.
import type { Db, Sqlite } from '#db/index.ts';
import { migrateUpTo } from './older-migrations.ts';

/** The last migration that kept each aggregator's ids in columns of their own. */
export const LAST_VENDOR_COLUMNS = 23;
export const AT = Date.UTC(2025, 3, 12, 15, 30);

/** The members the database holds, by what they linked. */
export type VendorMembers = { finicity: number; belvo: number; unlabelled: number };

/** Migrates `db` to 0023 in `dir` and fills it: each member's references, accounts and bank rows. */
export function seedVendorColumns(db: Db, dir: string): VendorMembers {
  migrateUpTo(db, dir, LAST_VENDOR_COLUMNS);
  const sqlite = db.$client;
  const run = (query: string, ...params: unknown[]) => Number(sqlite.prepare(query).run(...params).lastInsertRowid);
  const user = (n: number, country: string) =>
    run(
      `INSERT INTO users (name, email, password, username, country, referral_code, created_at)
       VALUES ('A', ?, 'x', ?, ?, ?, ?)`,
      `m${n}@example.com`,
      `member_${n}`,
      country,
      `CODE${n}${n}${n}${n}`,
      AT,
    );
  const finicity = user(1, 'USA');
  const belvo = user(2, 'Mexico');
  const unlabelled = user(3, 'Mexico');
  run("UPDATE users SET finicity_customer_id = 'cust-1' WHERE id = ?", finicity);
  // The member's last link got no accounts (refused, say): closing must still remove it.
  run("UPDATE users SET belvo_link_id = 'link-2' WHERE id = ?", belvo);
  const account = `INSERT INTO bank_accounts (user_id, provider, finicity_account_id, belvo_account_id, belvo_link_id,
      account_name, is_active, is_primary, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'Checking', ?, ?, ?, ?)`;
  run(account, finicity, 'finicity', 'fa-1', null, null, 1, 1, AT, AT);
  run(account, belvo, 'belvo', null, 'ba-1', 'link-1', 1, 1, AT, AT);
  // Its link was removed at Belvo: the row stays, inactive, without it.
  run(account, belvo, 'belvo', null, 'ba-0', null, 0, 0, AT, AT);
  // Saved without naming its aggregator (the column's old default said Finicity): its id's column says Belvo.
  run(
    `INSERT INTO bank_accounts (user_id, belvo_account_id, belvo_link_id, account_name, created_at, updated_at)
     VALUES (?, 'ba-9', 'link-9', 'Cuenta', ?, ?)`,
    unlabelled,
    AT,
    AT,
  );
  addBankRows(sqlite, { finicity, belvo, unlabelled });
  return { finicity, belvo, unlabelled };
}

function addBankRows(sqlite: Sqlite, m: VendorMembers) {
  const row = sqlite.prepare(
    `INSERT INTO transactions (user_id, description, amount_cents, usd_rate_micros, original_amount, type, category,
       source, pending, finicity_transaction_id, finicity_institution_id, belvo_transaction_id, belvo_account_id,
       provider_account_id, round_up_cents, points_earned, date, created_at)
     VALUES (@user, 'TIKTOK COINS', 999, 1000000, '9.99', 'debit', 'TikTok', @source, @pending, @finicity, @institution,
       @belvo, @belvoInstitution, @account, 1, 50, @at, @at)`,
  );
  const none = { finicity: null, belvo: null, institution: null, belvoInstitution: null, account: null, pending: 0 };
  const at = AT;
  row.run({
    ...none,
    at,
    user: m.finicity,
    source: 'finicity',
    finicity: 'ft-1',
    institution: '4222',
    account: 'fa-1',
  });
  row.run({ ...none, at, user: m.finicity, source: 'finicity', finicity: 'ft-2', account: 'fa-1', pending: 1 });
  row.run({ ...none, at, user: m.belvo, source: 'belvo', belvo: 'bt-1', belvoInstitution: 'erebor', account: 'ba-1' });
  // The same id from both aggregators for one member: two rows, as each aggregator's ids are its own.
  row.run({ ...none, at, user: m.belvo, source: 'belvo', belvo: 'same-id', account: 'ba-1' });
  row.run({ ...none, at, user: m.belvo, source: 'finicity', finicity: 'same-id' });
  // Made by hand, its aggregator not named ('manual', the column's default): its id's column says Finicity.
  row.run({ ...none, at, user: m.unlabelled, source: 'manual', finicity: 'ft-9' });
}
