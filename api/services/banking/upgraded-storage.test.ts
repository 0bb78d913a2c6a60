// After the upgrade to provider-neutral storage (migration 0024), members linked before it go on as they were: a
// sync sends again what the bank sent before and nothing is stored twice, each account is read through the same
// reference, a relink finds the account it had, and a real account stays with the one member who has it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { openDatabase } from '#db/index.ts';
import { applyMigrations } from '#db/migrate.ts';
import { bankAccounts } from '#db/schema/index.ts';
import { seedVendorColumns, type VendorMembers } from '#db/testing/vendor-columns.ts';
import { BankLinkError, type BankAccount } from '#api/providers/banks/bank-provider.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { saveLinkedAccounts } from '#api/services/banking/accounts.ts';
import { byRef, linkedRefs, usersOfRef } from '#api/services/banking/provider-refs.ts';
import { ingest } from '#api/services/money/ingest.ts';

const dir = mkdtempSync(join(tmpdir(), 'giftorbit-upgraded-storage-'));
let deps: ReturnType<typeof openDatabase>;
let m: VendorMembers;
const NOW = Date.UTC(2025, 3, 20);

beforeAll(() => {
  deps = openDatabase(join(dir, 'db.sqlite'));
  m = seedVendorColumns(deps.db, dir);
  applyMigrations(deps.db);
});
afterAll(() => {
  deps.sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

const count = (userId: number) =>
  (deps.sqlite.prepare('SELECT COUNT(*) AS n FROM transactions WHERE user_id = ?').get(userId) as { n: number }).n;
const accountsOf = (userId: number) =>
  deps.sqlite.prepare('SELECT id, provider_account_id AS accountId FROM bank_accounts WHERE user_id = ?').all(userId);
const account = (id: string): BankAccount => ({
  id,
  name: 'Checking',
  number: null,
  type: null,
  institutionName: null,
});
const finicityRow = (id: string, o: Partial<ProviderTransaction> = {}) => coinPurchase({ id, accountId: 'fa-1', ...o });
const belvoRow = (id: string) => coinPurchase({ provider: 'belvo', id, accountId: 'ba-1' });

describe('members linked before the upgrade', () => {
  it('stores nothing twice when the bank sends its rows again, and a new row once', () => {
    const before = { finicity: count(m.finicity), belvo: count(m.belvo) };
    const finicityAgain = [finicityRow('ft-1'), finicityRow('ft-2', { pending: true })];
    expect(ingest(deps.sqlite, m.finicity, finicityAgain, NOW).inserted).toBe(0);
    const belvoAgain = [belvoRow('bt-1'), belvoRow('same-id'), finicityRow('same-id', { accountId: null })];
    expect(ingest(deps.sqlite, m.belvo, belvoAgain, NOW).inserted).toBe(0);
    expect({ finicity: count(m.finicity), belvo: count(m.belvo) }).toEqual(before);

    const fresh = [finicityRow('ft-3', { date: '2025-04-19T12:00:00.000Z' })];
    expect(ingest(deps.sqlite, m.finicity, fresh, NOW).inserted).toBe(1);
    expect(ingest(deps.sqlite, m.finicity, fresh, NOW).inserted).toBe(0);
    expect(count(m.finicity)).toBe(before.finicity + 1);
  });

  it('reads each account through the reference it was read through before', () => {
    const active = (userId: number) =>
      deps.db
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.isActive, true)))
        .all();
    const groups = (userId: number) =>
      byRef(deps, userId, active(userId)).map(({ provider, ref }) => ({ provider, ref }));
    expect(groups(m.finicity)).toEqual([{ provider: 'finicity', ref: 'cust-1' }]);
    expect(groups(m.belvo)).toEqual([{ provider: 'belvo', ref: 'link-1' }]);
    expect(usersOfRef(deps, { provider: 'finicity', ref: 'cust-1' })).toEqual([m.finicity]);
    expect(usersOfRef(deps, { provider: 'belvo', ref: 'link-1' })).toEqual([m.belvo]);
    // Closing removes every link the member made, the one that got no accounts included.
    expect(linkedRefs(deps, m.belvo)).toEqual([
      { provider: 'belvo', ref: 'link-1' },
      { provider: 'belvo', ref: 'link-2' },
    ]);
  });

  it('finds the account on a relink, and keeps a real account with the one member who has it', () => {
    const before = accountsOf(m.finicity);
    const relink = [{ provider: 'finicity' as const, account: account('fa-1'), bankName: 'FinBank', isPrimary: true }];
    expect(saveLinkedAccounts(deps, m.finicity, relink, NOW)).toEqual([(before[0] as { id: number }).id]);
    expect(accountsOf(m.finicity)).toEqual(before);
    expect(() => saveLinkedAccounts(deps, m.unlabelled, relink, NOW)).toThrow(BankLinkError);
  });
});
