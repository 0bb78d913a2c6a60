// Once a redemption or cash-out has moved the money, its Idempotency-Key keeps that answer.
// A failure after the commit (here the database locked by another writer while the payout is recorded) never
// frees the key, so a retry cannot redeem twice; a claim that died before any commit can be retried.
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '#shared/messages/common.ts';
import { redemptionSchema } from '#shared/schemas/payouts.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { ABANDONED_CLAIM_MS } from '#api/services/idempotency-keys.ts';
import { memberApp } from '#api/testing/member-app.ts';
import { jsonInit, withCookie } from '#api/testing/test-app.ts';
import { openDatabase } from '#db/index.ts';

const m = memberApp({}, { payoutAccount: true });
let seq = 0;
afterEach(() => vi.restoreAllMocks());

/** 40 x $99.99 of coins: 200.00 points. */
const give200Points = () =>
  ingest(
    m.t.sqlite,
    m.userId,
    Array.from({ length: 40 }, () =>
      coinPurchase({ id: `commit-${++seq}`, amount: -99.99, date: new Date(m.t.clock.now()).toISOString() }),
    ),
    m.t.clock.now(),
  );
const body = { amount: 30, method: 'instant' };
const redeem = (key: string) =>
  m.t.request('/api/points/redeem', jsonInit('POST', body, withCookie(m.cookie, { 'Idempotency-Key': key })));
const redemptions = () =>
  (m.t.sqlite.prepare('SELECT COUNT(*) AS n FROM points_redemptions WHERE user_id = ?').get(m.userId) as { n: number })
    .n;

describe('an Idempotency-Key after the money moved', () => {
  it('keeps its answer when a step after the commit fails: the retry replays it, one redemption', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    give200Points();
    m.t.sqlite.pragma('busy_timeout = 50');
    const other = openDatabase(m.t.deps.env.databaseFile).sqlite;
    const payouts = m.t.deps.providers.payouts;
    const real = payouts.createPayout.bind(payouts);
    // The payout is sent, then another writer holds the database while its state is recorded.
    vi.spyOn(payouts, 'createPayout').mockImplementation(async (input) => {
      const state = await real(input);
      other.prepare('BEGIN IMMEDIATE').run();
      return state;
    });
    const first = await redeem('after-commit');
    other.prepare('ROLLBACK').run();
    other.close();
    expect(first.status).toBe(201);
    const accepted = redemptionSchema.parse(await first.json());
    expect(accepted).toMatchObject({ pointsRedeemed: '30.00', status: 'pending' });
    const retry = await redeem('after-commit');
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(redemptionSchema.parse(await retry.json()).id).toBe(accepted.id);
    expect(redemptions()).toBe(1);
  });

  it('lets a retry take over a claim that died before any commit, after a while, but not at once', async () => {
    give200Points();
    const hash = createHash('sha256')
      .update(`POST /api/points/redeem\n${JSON.stringify(body)}`)
      .digest('hex');
    m.t.sqlite
      .prepare(
        `INSERT INTO idempotency_keys (user_id, key, method, path, request_hash, created_at)
         VALUES (?, 'died', 'POST', '/api/points/redeem', ?, ?)`,
      )
      .run(m.userId, hash, m.t.clock.now());
    const early = await redeem('died');
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ message: api.idempotencyInProgress });
    m.t.clock.advance(ABANDONED_CLAIM_MS + 1_000);
    const later = await redeem('died');
    expect(later.status).toBe(201);
    expect(redemptions()).toBe(1);
  });
});
