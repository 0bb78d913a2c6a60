// The money laws over random batches (fast-check), on a real SQLite file: the books always balance, a replay
// changes nothing, a purchase and its refund net to zero, and earnings stay within their bounds.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievementReward } from '#api/testing/points.ts';
import { makeTestApp, type TestApp } from '#api/testing/test-app.ts';
import { ROUND_UP_UNIT_CENTS, roundUp } from '#shared/money/round-up.ts';
import { ingest } from './ingest.ts';
import { auditLedger } from './ledger.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';

let t: TestApp;
let n = 0;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.cleanup());

/** A fresh user with the given settings, straight into the table (signup's password hashing is slow). */
function newUser(settings: { method: 'dollar' | 'five'; multiplier: number; capCents: number | null; auto: boolean }) {
  n += 1;
  return (
    t.sqlite
      .prepare(
        `INSERT INTO users (name, email, password, username, country, referral_code, round_up_method,
           round_up_multiplier, weekly_cap_cents, auto_round_up_enabled, created_at)
         VALUES ('P', ?, 'x', ?, 'USA', ?, ?, ?, ?, ?, 0) RETURNING id`,
      )
      .get(
        `p${n}@example.com`,
        `prop_${n}`,
        `PROP${String(n).padStart(4, '0')}`,
        settings.method,
        settings.multiplier,
        settings.capCents,
        settings.auto ? 1 : 0,
      ) as { id: number }
  ).id;
}

const settingsArb = fc.record({
  method: fc.constantFrom('dollar' as const, 'five' as const),
  multiplier: fc.constantFrom(1, 2, 3, 10),
  capCents: fc.option(fc.integer({ min: 100, max: 5000 }), { nil: null }),
  auto: fc.boolean(),
});

const DESCRIPTIONS = [
  'TIKTOK COINS 800-555',
  'APPLE.COM/BILL TIKTOK',
  'GOOGLE *TikTok',
  'TIKTOK SHOP ORDER',
  'STARBUCKS 123',
  'COMPRA TIKTOK MONEDAS',
];
const DAY = 86_400_000;
/** The first round-up's achievement, in hundredths of a point: credited when a purchase records one, kept after. */
const FIRST_ROUND_UP = achievementReward('first_round_up');
const txArb = fc.record({
  // A small id space, so batches repeat ids the way overlapping sync pages do.
  id: fc.integer({ min: 1, max: 40 }).map((i) => `t${i}`),
  description: fc.constantFrom(...DESCRIPTIONS),
  cents: fc.integer({ min: 1, max: 25_000 }),
  out: fc.boolean(),
  day: fc.integer({ min: 0, max: 40 }),
  pending: fc.boolean(),
  removed: fc.boolean().map((b) => b && Math.random() < 0.2),
});
type TxShape = {
  id: string;
  description: string;
  cents: number;
  out: boolean;
  day: number;
  pending: boolean;
  removed: boolean;
};
const toProvider = (x: TxShape): ProviderTransaction => ({
  provider: 'finicity',
  id: x.id,
  description: x.description,
  amount: (x.out ? -x.cents : x.cents) / 100,
  date: new Date(Date.UTC(2025, 0, 1) + x.day * DAY).toISOString(),
  pending: x.pending,
  removed: x.removed,
});

const snapshot = (userId: number) => ({
  user: t.sqlite
    .prepare(
      `SELECT available_points_balance, total_points_earned, total_tik_tok_spend_cents, pending_round_up_cents,
         total_round_up_cents FROM users WHERE id = ?`,
    )
    .get(userId),
  ledger: t.sqlite.prepare('SELECT COUNT(*) AS n FROM ledger_entries WHERE user_id = ?').get(userId),
  rows: t.sqlite
    .prepare(
      `SELECT id, pending, superseded_by_id, removed_at, reversed_at, round_up_cents, points_earned
       FROM transactions WHERE user_id = ? ORDER BY id`,
    )
    .all(userId),
});

describe('money laws over random batches', () => {
  it('the ledger always balances to the stored totals, and replaying any page changes nothing', () => {
    fc.assert(
      fc.property(
        settingsArb,
        fc.array(fc.array(txArb, { maxLength: 15 }), { minLength: 1, maxLength: 4 }),
        (settings, pages) => {
          const userId = newUser(settings);
          const batches = pages.map((p) => p.map(toProvider));
          for (const batch of batches) {
            ingest(t.sqlite, userId, batch, 0);
            expect(auditLedger(t.sqlite, userId)).toEqual([]);
          }
          const before = snapshot(userId);
          for (const batch of batches) ingest(t.sqlite, userId, batch, 0);
          expect(snapshot(userId)).toEqual(before);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a purchase then its refund nets to zero, whatever the settings', () => {
    fc.assert(
      fc.property(
        settingsArb,
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 20 }),
        (settings, cents, laterDays) => {
          const userId = newUser(settings);
          const date = Date.UTC(2025, 5, 1);
          ingest(
            t.sqlite,
            userId,
            [
              {
                provider: 'belvo',
                id: 'buy',
                description: 'TIKTOK COINS',
                amount: String(cents / 100),
                direction: 'out',
                date: new Date(date).toISOString(),
                pending: false,
              },
            ],
            0,
          );
          ingest(
            t.sqlite,
            userId,
            [
              {
                provider: 'belvo',
                id: 'refund',
                description: 'TIKTOK COINS',
                amount: String(cents / 100),
                direction: 'in',
                date: new Date(date + laterDays * DAY).toISOString(),
                pending: false,
              },
            ],
            0,
          );
          const recorded = t.sqlite
            .prepare("SELECT round_up_cents FROM transactions WHERE user_id = ? AND provider_transaction_id = 'buy'")
            .pluck()
            .get(userId) as number;
          const achievement = recorded > 0 ? FIRST_ROUND_UP : 0;
          expect(snapshot(userId).user).toEqual({
            available_points_balance: achievement,
            total_points_earned: achievement,
            total_tik_tok_spend_cents: 0,
            pending_round_up_cents: 0,
            total_round_up_cents: 0,
          });
          expect(auditLedger(t.sqlite, userId)).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('every round-up is within [0, unit x multiplier) and points never exceed 5% of the spend plus half a cent', () => {
    fc.assert(
      fc.property(settingsArb, fc.array(txArb, { maxLength: 30 }), (settings, txs) => {
        const userId = newUser(settings);
        ingest(t.sqlite, userId, txs.map(toProvider), 0);
        const rows = t.sqlite
          .prepare(
            `SELECT amount_cents AS a, round_up_cents AS r, points_earned AS p
             FROM transactions WHERE user_id = ? AND type = 'debit'`,
          )
          .all(userId) as { a: number; r: number; p: number }[];
        for (const { a, r, p } of rows) {
          expect(r).toBeGreaterThanOrEqual(0);
          expect(r).toBeLessThan(ROUND_UP_UNIT_CENTS[settings.method] * settings.multiplier);
          expect(p).toBeLessThanOrEqual(a * 0.05 + 0.5);
        }
        const spent = t.sqlite.prepare('SELECT total_round_up_cents AS r FROM users WHERE id = ?').get(userId) as {
          r: number;
        };
        if (settings.capCents !== null) {
          // No week ever collects more than the cap (the batch spans at most 6 ISO weeks).
          expect(spent.r).toBeLessThanOrEqual(settings.capCents * 7);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('two syncs of the same user at once', () => {
  it('count every transaction once: two processes, one database file', async () => {
    const userId = newUser({ method: 'dollar', multiplier: 1, capCents: null, auto: true });
    const run = promisify(execFile);
    const args = [
      '--import',
      'tsx',
      'api/services/money/testing/ingest-process.ts',
      t.deps.env.databaseFile,
      String(userId),
      '11',
      '120',
    ];
    const [a, b] = await Promise.all([run(process.execPath, args), run(process.execPath, args)]);
    const ra = JSON.parse(a.stdout) as { inserted: number; duplicates: number };
    const rb = JSON.parse(b.stdout) as { inserted: number; duplicates: number };
    const stored = (
      t.sqlite.prepare('SELECT COUNT(*) AS n FROM transactions WHERE user_id = ?').get(userId) as { n: number }
    ).n;
    expect(stored).toBeGreaterThan(300);
    expect(ra.inserted + rb.inserted).toBe(stored);
    expect(Math.min(ra.inserted, rb.inserted)).toBe(0);
    expect(auditLedger(t.sqlite, userId)).toEqual([]);
  }, 60_000);

  it('a pending purchase rounds up by the settings in force when first seen, whatever changes before it posts', () => {
    fc.assert(
      fc.property(
        settingsArb,
        settingsArb,
        fc.integer({ min: 1, max: 100_000 }),
        fc.boolean(),
        (first, later, cents, sameId) => {
          const userId = newUser(first);
          const date = Date.UTC(2025, 6, 1);
          const row = (id: string, pending: boolean, at: number): ProviderTransaction => ({
            provider: 'finicity',
            id,
            description: 'TIKTOK COINS',
            amount: -cents / 100,
            date: new Date(at).toISOString(),
            pending,
          });
          ingest(t.sqlite, userId, [row('p', true, date)], 0);
          t.sqlite
            .prepare(
              `UPDATE users SET round_up_method = ?, round_up_multiplier = ?, weekly_cap_cents = ?,
                 auto_round_up_enabled = ? WHERE id = ?`,
            )
            .run(later.method, later.multiplier, later.capCents, later.auto ? 1 : 0, userId);
          ingest(t.sqlite, userId, [sameId ? row('p', false, date) : row('p-posted', false, date + DAY)], 0);
          const earned = t.sqlite
            .prepare(
              `SELECT round_up_cents AS r FROM transactions
               WHERE user_id = ? AND pending = 0 AND superseded_by_id IS NULL`,
            )
            .all(userId) as { r: number }[];
          const expected = first.auto
            ? roundUp(cents, { method: first.method, multiplier: first.multiplier, weeklyCapCents: first.capCents })
            : 0;
          expect(earned).toEqual([{ r: expected }]);
          expect(auditLedger(t.sqlite, userId)).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });
});
