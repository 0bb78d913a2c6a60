// The restore drill: members with money moving (round-ups arriving, sweeps charged, preferences changed), a
// backup taken while requests are in flight, more traffic after it; the backup restored into a new DATA_DIR (with the
// data key, as an operator brings it from where they keep it) and the app started on it. Every balance, every ledger
// and every transaction list is the state at the backup's moment, and the books audit clean. Then the idempotency
// keys: a sweep made on the restored database reuses the id of one the lost minutes charged, and is charged on its own.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import type { Sqlite } from '#db/index.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import type { SandboxCards } from '#api/providers/payments/sandbox.ts';
import { takeBackup } from '#api/services/operator/backups.ts';
import { ingestBatch } from '#api/services/money/engine.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { auditLedger } from '#api/services/money/ledger.ts';
import { sweepUser } from '#api/services/money/sweeps.ts';
import { restoreBackup } from '#api/services/operator/restore.ts';
import { everyTransaction } from '#api/testing/every-transaction.ts';
import { jsonInit, makeTestApp, type TestApp, withCookie } from '#api/testing/test-app.ts';

vi.setConfig({ testTimeout: 60_000 });

const apps: TestApp[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const a of apps.splice(0)) a.cleanup();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const app = (env: Record<string, string> = {}) => {
  const t = makeTestApp({ env });
  apps.push(t);
  return t;
};

let seq = 0;
const purchases = (t: TestApp, n: number, amount: number) =>
  Array.from({ length: n }, () =>
    coinPurchase({ id: `drill-${++seq}`, amount: -amount, date: new Date(t.clock.now()).toISOString() }),
  );

/** Everything about a member's money and transactions, as the database holds it now. */
function moneyState(sqlite: Sqlite, userId: number) {
  const rows = (sql: string) => sqlite.prepare(sql).all(userId);
  return {
    user: sqlite
      .prepare(
        `SELECT pending_round_up_cents, total_round_up_cents, round_up_count, available_points_balance,
           total_points_earned, total_redeemed_points, round_up_method, weekly_cap_cents FROM users WHERE id = ?`,
      )
      .get(userId),
    investments: rows('SELECT * FROM investments WHERE user_id = ? ORDER BY id'),
    ledger: rows('SELECT * FROM ledger_entries WHERE user_id = ? ORDER BY id'),
    sweeps: rows('SELECT id, amount_cents, status, charge_id FROM sweeps WHERE user_id = ? ORDER BY id'),
    transactions: rows('SELECT * FROM transactions WHERE user_id = ? ORDER BY id'),
  };
}

/** A new DATA_DIR holding the key of `t`'s database (an operator's copy of data.key) and `backup` restored into it. */
function restoredFrom(t: TestApp, backup: string) {
  const dir = mkdtempSync(join(tmpdir(), 'giftorbit-restored-'));
  dirs.push(dir);
  copyFileSync(join(t.deps.env.dataDir, 'data.key'), join(dir, 'data.key'));
  const env = { dataDir: dir, databaseFile: join(dir, 'giftorbit.sqlite'), dataKeys: undefined };
  restoreBackup(env, backup, t.clock.now());
  return app({ DATA_DIR: dir });
}

it('restores every balance, ledger and transaction list as they were at the backup, taken mid-traffic', async () => {
  const t = app();
  const members: { id: number; cookie: string }[] = [];
  for (let i = 0; i < 3; i++) {
    const s = await t.signup();
    t.sqlite.prepare("UPDATE users SET stripe_payment_method_id = 'pm_card_visa' WHERE id = ?").run(s.body.id);
    members.push({ id: s.body.id as number, cookie: s.cookie! });
  }
  const traffic = (round: number) =>
    members.flatMap((m, i) => [
      ingestBatch(t.deps, m.id, purchases(t, 3 + i, 4.01 + round)),
      t.request('/api/user', jsonInit('PATCH', { roundUpMethod: round % 2 ? 'five' : 'dollar' }, withCookie(m.cookie))),
      t.get('/api/transactions', m.cookie),
    ]);
  await Promise.all(traffic(0));
  t.clock.advance(3_600_000);

  // Mid-traffic: requests and sweeps in flight when the backup is taken; what it holds is read at the same moment.
  const inFlight = Promise.all(traffic(1));
  const backup = takeBackup(t.sqlite, t.deps.env, t.clock.now());
  const atBackup = members.map((m) => moneyState(t.sqlite, m.id));
  await inFlight;
  t.clock.advance(3_600_000);
  await Promise.all(traffic(2));
  // Traffic after the backup changed the live database: the restore must not show it.
  expect(members.map((m) => moneyState(t.sqlite, m.id))).not.toEqual(atBackup);

  const r = restoredFrom(t, backup.file);
  expect(members.map((m) => moneyState(r.sqlite, m.id))).toEqual(atBackup);
  for (const [i, m] of members.entries()) {
    expect(auditLedger(r.sqlite, m.id)).toEqual([]);
    // The app started on it serves the same list a member would have seen at the backup (sessions came back too).
    const list = await everyTransaction(r, m.cookie);
    const shown = atBackup[i]!.transactions as { id: number; removed_at: number | null }[];
    expect(list.transactions.map((x) => x.id).sort((a, b) => a - b)).toEqual(
      shown.filter((x) => x.removed_at === null).map((x) => x.id),
    );
  }
});

it('charges a sweep made after a restore on its own, though it reuses the id of a sweep the restore lost', async () => {
  const t = app();
  const s = await t.signup();
  const userId = s.body.id as number;
  t.sqlite.prepare("UPDATE users SET stripe_payment_method_id = 'pm_card_visa' WHERE id = ?").run(userId);
  ingest(t.sqlite, userId, purchases(t, 6, 9.01), t.clock.now());
  const before = takeBackup(t.sqlite, t.deps.env, t.clock.now());

  // The lost minutes: a sweep charged at the card provider, then the disk is lost.
  const cards = t.deps.providers.cards as SandboxCards;
  expect(await sweepUser(t.deps, userId)).toMatchObject({ status: 'invested', amountCents: 594 });
  const lost = t.sqlite.prepare('SELECT id FROM sweeps').pluck().get();

  // The restored database makes the same sweep again, with the same row id, at the same card provider.
  const r = restoredFrom(t, before.file);
  const again = await sweepUser({ ...r.deps, providers: { ...r.deps.providers, cards } }, userId);
  expect(again).toMatchObject({ status: 'invested', amountCents: 594 });
  expect(r.sqlite.prepare('SELECT id FROM sweeps').pluck().get()).toBe(lost);
  expect(cards.charges).toHaveLength(2);
  const [first, second] = cards.charges;
  expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
  expect(second!.chargeId).not.toBe(first!.chargeId);
  expect(auditLedger(r.sqlite, userId)).toEqual([]);
});
