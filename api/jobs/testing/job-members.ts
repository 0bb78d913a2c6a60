// Members made straight in the database for the job tests (no password is ever used): one with a bank link the
// scheduler syncs, one whose round-ups are due for a sweep.
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { createUser } from '#api/services/accounts/users.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { newUser, type TestApp } from '#api/testing/test-app.ts';

export const bareMember = (t: TestApp) =>
  createUser(t.db, { referralCode: undefined, ...newUser() }, 'never-used-hash').id;

/** One account linked through Belvo as `link-<id>`, due for its sync now. */
export function linkBank(t: TestApp, userId: number) {
  t.sqlite
    .prepare(
      `INSERT INTO bank_accounts (user_id, provider, provider_account_id, link_ref, account_name, created_at,
       updated_at) VALUES (?, 'belvo', ?, ?, 'Checking', 0, 0)`,
    )
    .run(userId, `acc-${userId}`, `link-${userId}`);
  return userId;
}

/** $5.94 of round-ups (six $9.01 coin purchases) on a card that pays: a sweep is due. */
export function sweepDue(t: TestApp, userId: number) {
  const at = new Date(t.clock.now()).toISOString();
  const buys = Array.from({ length: 6 }, (_, n) => coinPurchase({ id: `buy-${userId}-${n}`, amount: -9.01, date: at }));
  ingest(t.sqlite, userId, buys, t.clock.now());
  t.sqlite.prepare("UPDATE users SET stripe_payment_method_id = 'pm_card_visa' WHERE id = ?").run(userId);
  return userId;
}
