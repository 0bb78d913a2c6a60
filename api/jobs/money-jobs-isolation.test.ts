// The scheduler's passes with two members, when something fails: a Bitcoin price outage holds back
// only a Bitcoin buy (an interest-account sweep whose card payment settled is invested all the same), and one
// member's failure in a step is logged once, naming the step and the member, never stops the next member, and is
// retried on the next pass. Over a real SQLite file; a member's write is refused with a trigger (as a full disk
// or a corrupt page would refuse it).
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { PriceFeedError } from '#api/providers/prices/coinbase.ts';
import { sandboxBtcUsdCents } from '#api/providers/prices/sandbox.ts';
import { fixedRates } from '#api/providers/rates/testing/fixed-rates.ts';
import { jsonInit, makeTestApp, type TestApp, withCookie } from '#api/testing/test-app.ts';
import { ingestBatch } from '#api/services/money/engine.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { auditLedger } from '#api/services/money/ledger.ts';
import { recoverSweeps, sweepUser } from '#api/services/money/sweeps.ts';
import { sweepFixture } from '#api/services/money/testing/sweep-fixture.ts';
import { runMoneyJobs } from './money-jobs.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
const members: { cookie: string; userId: number }[] = [];
let errors: MockInstance<typeof console.error>;

beforeEach(async () => {
  t = makeTestApp();
  members.length = 0;
  for (let i = 0; i < 2; i++) {
    const s = await t.signup();
    await t.connectPayoutAccount(s.cookie);
    members.push({ cookie: s.cookie!, userId: s.body.id });
  }
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  for (const { userId } of members) expect(auditLedger(t.sqlite, userId)).toEqual([]);
  t.cleanup();
  vi.restoreAllMocks();
});

const [first, second] = [0, 1].map((i) => sweepFixture(() => ({ t, ...members[i]! })));
const fixtures = [first!, second!] as const;
const idOf = (i: number) => members[i]!.userId;

/** The price feed answers 503 (the coinbase client's error once its 15-minute fallback is spent). */
function priceDown() {
  const real = t.deps.providers.prices;
  t.deps.providers.prices = {
    name: 'coinbase',
    btcUsdCents: () => Promise.reject(new PriceFeedError('Bitcoin price unavailable: HTTP 503')),
  };
  return () => (t.deps.providers.prices = real);
}
const sumOf = (sql: string, userId: number) => (t.sqlite.prepare(sql).get(userId) as { n: number | null }).n ?? 0;
const inFlight = (userId: number) =>
  sumOf("SELECT SUM(amount) AS n FROM ledger_entries WHERE user_id = ? AND account = 'sweep_in_flight'", userId);
const interestBalance = (userId: number) =>
  sumOf("SELECT balance_cents AS n FROM investments WHERE user_id = ? AND portfolio_type = 'interest'", userId);
const pending = (userId: number) => sumOf('SELECT pending_round_up_cents AS n FROM users WHERE id = ?', userId);
const interestCredits = (userId: number) =>
  sumOf("SELECT COUNT(*) AS n FROM investment_transactions WHERE user_id = ? AND type = 'interest'", userId);

/** The database refuses one member's write to `table` (the trigger `refuse`), as a full disk would. */
function refuse(event: 'INSERT' | 'UPDATE', table: string, userId: number) {
  t.sqlite.exec(
    `CREATE TRIGGER refuse BEFORE ${event} ON ${table} WHEN NEW.user_id = ${userId}
     BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`,
  );
  return () => t.sqlite.exec('DROP TRIGGER refuse');
}
/** The console.error lines of this test, as their first argument. */
const errorLines = () => errors.mock.calls.map((c) => String(c[0]));

/** Each member's $5.94 sweep on a card that answers `processing` (it settles an hour later). */
async function processingSweeps() {
  for (const [i, f] of fixtures.entries()) {
    f.setCard('pm_card_processing');
    ingest(t.sqlite, idOf(i), f.sixRoundUps(), t.clock.now());
    expect(await sweepUser(f.money(), idOf(i))).toMatchObject({ status: 'processing', amountCents: 594 });
  }
}

describe('a Bitcoin price outage', () => {
  const interestTitle =
    'does not hold back interest-account sweeps whose card payment settled: every member is invested';
  it(interestTitle, async () => {
    await processingSweeps();
    t.clock.advance(2 * HOUR); // both payments have succeeded at the card provider
    priceDown();
    await runMoneyJobs(t.deps);
    for (const [i, f] of fixtures.entries()) {
      expect(f.sweeps()).toMatchObject([{ status: 'invested', amount_cents: 594 }]);
      expect(f.deposits()).toBe(1);
      expect(inFlight(idOf(i))).toBe(0);
      expect(interestBalance(idOf(i))).toBe(594);
    }
    expect(errorLines()).toEqual([]);
  });

  const bitcoinTitle =
    'keeps a Bitcoin sweep whose card payment settled processing, money in flight, and buys on the next pass';
  it(bitcoinTitle, async () => {
    const [f] = fixtures;
    await f.patchUser({ investmentChoice: 'bitcoin' });
    f.setCard('pm_card_processing');
    ingest(t.sqlite, idOf(0), f.sixRoundUps(), t.clock.now());
    expect(await sweepUser(f.money(), idOf(0))).toMatchObject({ status: 'processing' });
    t.clock.advance(2 * HOUR);
    const restore = priceDown();
    await runMoneyJobs(t.deps);
    expect(f.sweeps()).toMatchObject([{ status: 'processing', amount_cents: 594 }]);
    expect(inFlight(idOf(0))).toBe(594);
    expect(f.count('SELECT COUNT(*) AS n FROM investment_transactions WHERE user_id = ?', idOf(0))).toBe(0);
    // Not a failure: the sweep waits for the price, and a sweep of the member meanwhile says so.
    expect(await sweepUser(f.money(), idOf(0))).toMatchObject({ status: 'processing', amountCents: 594 });
    expect(errorLines()).toEqual([]);

    restore();
    t.clock.advance(15 * 60_000);
    await runMoneyJobs(t.deps);
    expect(f.sweeps()).toMatchObject([{ status: 'invested', amount_cents: 594 }]);
    expect(inFlight(idOf(0))).toBe(0);
    const buys = t.sqlite
      .prepare("SELECT bitcoin_price_cents AS price FROM investment_transactions WHERE user_id = ? AND type = 'buy'")
      .all(idOf(0));
    expect(buys).toEqual([{ price: sandboxBtcUsdCents(t.clock.now()) }]);
    expect(f.cards().charges).toHaveLength(1);
  });
});

describe("one member's failure", () => {
  it('in recovering sweeps is logged once with the sweep and the member, and the next sweep is settled', async () => {
    await processingSweeps();
    t.clock.advance(2 * HOUR);
    const allow = refuse('UPDATE', 'sweeps', idOf(0));
    const [stuck] = first!.sweeps();
    await recoverSweeps(t.deps);
    expect(first!.sweeps()).toMatchObject([{ status: 'processing' }]);
    expect(second!.sweeps()).toMatchObject([{ status: 'invested', amount_cents: 594 }]);
    expect(errorLines()).toEqual([expect.stringContaining(`sweep ${stuck!.id} (user ${idOf(0)})`)]);

    // More round-ups are due meanwhile: the scheduler's pass does not try the stuck sweep a second time (its sweep
    // step leaves the member, whose sweep is unresolved), so one line; once it can be settled, both are invested.
    ingest(t.sqlite, idOf(0), first!.sixRoundUps(), t.clock.now());
    first!.setCard('pm_card_visa');
    errors.mockClear();
    await runMoneyJobs(t.deps);
    expect(errorLines()).toEqual([expect.stringContaining(`recover sweeps: sweep ${stuck!.id} (user ${idOf(0)})`)]);
    allow();
    await runMoneyJobs(t.deps);
    expect(first!.sweeps()).toMatchObject([
      { status: 'invested', amount_cents: 594 },
      { status: 'invested', amount_cents: 594 },
    ]);
    expect(inFlight(idOf(0))).toBe(0);
  });

  it('in the sweeps does not stop the next member from being swept, and is retried on the next pass', async () => {
    for (const [i, f] of fixtures.entries()) {
      f.setCard('pm_card_visa');
      ingest(t.sqlite, idOf(i), f.sixRoundUps(), t.clock.now()); // due for the scheduler's sweep
    }
    const allow = refuse('INSERT', 'sweeps', idOf(0));
    await runMoneyJobs(t.deps);
    expect(first!.sweeps()).toEqual([]);
    expect(pending(idOf(0))).toBe(594);
    expect(second!.sweeps()).toMatchObject([{ status: 'invested', amount_cents: 594 }]);
    expect(errorLines()).toEqual([expect.stringContaining(`sweeps: user ${idOf(0)} failed`)]);

    allow();
    await runMoneyJobs(t.deps);
    expect(first!.sweeps()).toMatchObject([{ status: 'invested', amount_cents: 594 }]);
    expect(second!.cards().charges).toHaveLength(2);
  });

  it('in the interest and chart step does not hold back the next member, and is retried', async () => {
    for (const [i, f] of fixtures.entries()) {
      f.setCard('pm_card_visa');
      await f.patchUser({ roundUpMultiplier: 10 });
      const r = await ingestBatch(f.money(), idOf(i), f.purchases(20, 9.5)); // $100.00 in the interest account
      expect(r.sweep).toMatchObject({ status: 'invested', amountCents: 10_000 });
    }
    const allow = refuse('INSERT', 'portfolio_snapshots', idOf(0)); // the chart's point cannot be written
    t.clock.advance(31 * DAY); // 1 February: January's interest is credited
    await runMoneyJobs(t.deps);
    expect(interestCredits(idOf(0))).toBe(0);
    expect(interestCredits(idOf(1))).toBe(1);
    expect(errorLines()).toEqual([expect.stringContaining(`interest and chart: user ${idOf(0)} failed`)]);

    allow();
    await runMoneyJobs(t.deps);
    expect(interestCredits(idOf(0))).toBe(1);
    expect(interestBalance(idOf(0))).toBe(interestBalance(idOf(1)));
  });
  it('in the exchange rates does not hold back the next member, and is retried', async () => {
    const rates = fixedRates();
    t.deps.providers.rates = rates;
    for (const [i, f] of fixtures.entries()) {
      f.setCard('pm_card_visa');
      await f.patchUser({ roundUpMultiplier: 10 });
      const uyu = coinPurchase({
        provider: 'belvo',
        id: `uy-${i}`,
        currency: 'UYU',
        amount: '250.00',
        direction: 'out',
      });
      await ingestBatch(f.money(), idOf(i), [{ ...uyu, date: new Date(t.clock.now()).toISOString() }]);
    }
    rates.set('UYU', '40'); // $6.25: 75 cents of change x 10
    const allow = refuse('UPDATE', 'transactions', idOf(0));
    await runMoneyJobs(t.deps);
    expect(first!.sweeps()).toEqual([]);
    expect(second!.sweeps()).toMatchObject([{ status: 'invested', amount_cents: 750 }]);
    expect(errorLines()).toEqual([expect.stringContaining(`exchange rates: user ${idOf(0)} failed`)]);

    allow();
    await runMoneyJobs(t.deps);
    expect(first!.sweeps()).toMatchObject([{ status: 'invested', amount_cents: 750 }]);
  });

  it('in the payouts does not hold back the next payout, and is retried', async () => {
    const create = vi.spyOn(t.deps.providers.payouts, 'createPayout');
    create.mockRejectedValue(new Error('connect ETIMEDOUT api.stripe.com'));
    for (const [i, f] of fixtures.entries()) {
      ingest(t.sqlite, idOf(i), f.purchases(40, 99.99), t.clock.now()); // 200.00 points
      const body = { amount: 50, method: 'instant' };
      const res = await t.request('/api/points/redeem', jsonInit('POST', body, withCookie(members[i]!.cookie)));
      expect(res.status).toBe(201);
    }
    create.mockRestore(); // the provider answers again
    const allow = refuse('UPDATE', 'points_redemptions', idOf(0));
    await runMoneyJobs(t.deps);
    const status = (i: number) =>
      (
        t.sqlite.prepare('SELECT id, status FROM points_redemptions WHERE user_id = ?').all(idOf(i)) as {
          id: number;
          status: string;
        }[]
      )[0]!;
    expect(status(0).status).toBe('pending');
    expect(status(1).status).toBe('paid');
    expect(errorLines()).toEqual([
      expect.stringContaining(`payouts: redemption ${status(0).id} (user ${idOf(0)}) failed`),
    ]);

    allow();
    await runMoneyJobs(t.deps);
    expect(status(0).status).toBe('paid');
  });
});
