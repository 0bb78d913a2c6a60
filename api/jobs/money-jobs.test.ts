// The scheduler's passes over the money engine, end to end over a real SQLite file: a declined sweep waits a
// day before the next try, a sweep a crash left half-done is settled with the same key and charged once, and
// the interest account earns 5% APY, credited on each month start.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portfolio as ptext } from '#shared/messages/money.ts';
import type { CardProvider } from '#api/providers/payments/payment-providers.ts';
import { PriceFeedError } from '#api/providers/prices/coinbase.ts';
import { makeTestApp, type TestApp, VALID_PASSWORD } from '#api/testing/test-app.ts';
import { ingestBatch } from '#api/services/money/engine.ts';
import { ingest } from '#api/services/money/ingest.ts';
import { auditLedger } from '#api/services/money/ledger.ts';
import { recoverSweeps, sweepUser } from '#api/services/money/sweeps.ts';
import { sweepFixture } from '#api/services/money/testing/sweep-fixture.ts';
import { coinPurchase } from '#api/providers/banks/testing/transactions.ts';
import { fixedRates } from '#api/providers/rates/testing/fixed-rates.ts';
import { runMoneyJobs } from './money-jobs.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

let t: TestApp;
let cookie: string;
let userId: number;
let email: string;

beforeEach(async () => {
  t = makeTestApp();
  const s = await t.signup();
  cookie = s.cookie!;
  userId = s.body.id;
  email = s.input.email;
});
afterEach(() => {
  expect(auditLedger(t.sqlite, userId)).toEqual([]);
  t.cleanup();
  vi.restoreAllMocks();
});

const { cards, money, withCards, setCard, patchUser, purchases, sixRoundUps, portfolio, count, deposits, sweeps } =
  sweepFixture(() => ({ t, cookie, userId }));

describe('a sweep', () => {
  it('without a default card is skipped: the money stays pending and the portfolio says there is no card', async () => {
    const r = await ingestBatch(money(), userId, sixRoundUps());
    expect(r.sweep).toEqual({ status: 'skipped', reason: 'no_card' });
    await runMoneyJobs(t.deps);
    expect(cards().charges).toHaveLength(0);
    expect(sweeps()).toHaveLength(0);
    const p = await portfolio();
    expect(p).toMatchObject({ hasDefaultCard: false, pendingRoundUps: 5.94, totalInvested: 0, currentValue: 0 });
    expect(p.history).toEqual([]);
  });
});

describe('a declined sweep', () => {
  it('returns the money to pending, notifies, waits 24 hours before retrying, then retries', async () => {
    setCard('pm_card_chargeDeclined');
    const r = await ingestBatch(money(), userId, sixRoundUps());
    expect(r.sweep).toMatchObject({ status: 'declined', amountCents: 594 });
    expect(sweeps()).toMatchObject([{ status: 'declined', failure_reason: 'Your card was declined.' }]);
    const declined = t.sqlite
      .prepare('SELECT message FROM notifications WHERE user_id = ? AND title = ?')
      .all(userId, ptext.sweepDeclinedTitle);
    expect(declined).toEqual([{ message: ptext.sweepDeclinedBody('$5.94') }]);
    expect(await portfolio()).toMatchObject({ pendingRoundUps: 5.94, totalInvested: 0 });
    expect(auditLedger(t.sqlite, userId)).toEqual([]);

    // Within the day: more round-ups, the scheduler and a direct call all leave the card alone.
    t.clock.advance(23 * HOUR);
    await ingestBatch(money(), userId, purchases(1, 9.01));
    await runMoneyJobs(t.deps);
    expect(await sweepUser(money(), userId)).toEqual({ status: 'skipped', reason: 'declined_recently' });
    expect(cards().charges).toHaveLength(1);
    expect(await portfolio()).toMatchObject({ pendingRoundUps: 6.93 });

    // The user fixes the card; the retry comes once the day has passed.
    setCard('pm_card_visa');
    t.clock.advance(HOUR);
    await runMoneyJobs(t.deps);
    expect(cards().charges).toHaveLength(2);
    expect(cards().charges[1]).toMatchObject({ amountCents: 693, paymentMethodId: 'pm_card_visa' });
    expect(sweeps().map((s) => s.status)).toEqual(['declined', 'invested']);
    expect(await portfolio()).toMatchObject({ pendingRoundUps: 0, totalInvested: 6.93 });
  });

  it('keeps declining at most once a day while the card stays declined', async () => {
    setCard('pm_card_chargeDeclinedInsufficientFunds');
    await ingestBatch(money(), userId, sixRoundUps());
    for (let h = 0; h < 72; h += 6) {
      t.clock.advance(6 * HOUR);
      await runMoneyJobs(t.deps);
    }
    // Declined at 0 h, then retried at 24 h, 48 h and 72 h: four attempts in three days, never more.
    expect(cards().charges.map((c) => c.result.status)).toEqual(['declined', 'declined', 'declined', 'declined']);
    expect(await portfolio()).toMatchObject({ pendingRoundUps: 5.94, totalInvested: 0 });
  });
});

describe('a crash between the debit and the investment', () => {
  const recoveryTitle =
    'leaves the sweep charging with the money in flight; recovery settles it with the same key, charged once';
  it(recoveryTitle, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setCard('pm_card_visa');
    ingest(t.sqlite, userId, sixRoundUps(), t.clock.now());
    const real = cards();
    let died = false;
    // The card is charged, then the process "dies" before the answer is handled.
    const crashing: CardProvider = {
      name: 'sandbox',
      async chargeOffSession(input) {
        const result = await real.chargeOffSession(input);
        if (!died) {
          died = true;
          throw new Error('process died after the debit');
        }
        return result;
      },
      getCharge: (id) => real.getCharge(id),
    };
    const outcome = await sweepUser(withCards(crashing), userId);
    expect(outcome).toMatchObject({ status: 'charging', amountCents: 594 });
    expect(real.charges).toHaveLength(1);
    expect(sweeps()).toMatchObject([{ status: 'charging', amount_cents: 594, charge_id: null }]);
    const inFlight = t.sqlite
      .prepare("SELECT SUM(amount) AS n FROM ledger_entries WHERE user_id = ? AND account = 'sweep_in_flight'")
      .get(userId) as { n: number };
    expect(inFlight.n).toBe(594);
    expect(auditLedger(t.sqlite, userId)).toEqual([]);
    // Neither pending (it was reserved) nor invested (not settled yet), and not lost: it is in flight.
    expect(await portfolio()).toMatchObject({ pendingRoundUps: 0, totalInvested: 0 });

    // More round-ups arrive while it is in flight; recovery settles only the half-done sweep.
    ingest(t.sqlite, userId, sixRoundUps(), t.clock.now());
    expect(await recoverSweeps(money())).toBe(1);
    const [first] = sweeps();
    expect(real.charges).toHaveLength(1);
    expect(real.charges[0]!.idempotencyKey).toBe(`sweep-${first!.id}-${first!.key_nonce}`);
    expect(first!.key_nonce).toMatch(/^[0-9a-f]{24}$/);
    expect(first).toMatchObject({ status: 'invested', charge_id: real.charges[0]!.chargeId });
    expect(deposits()).toBe(1);
    expect(await portfolio()).toMatchObject({ totalInvested: 5.94, pendingRoundUps: 5.94 });

    // Running recovery and the scheduler again changes nothing already settled; the new round-ups get their own sweep.
    expect(await recoverSweeps(money())).toBe(0);
    await runMoneyJobs(t.deps);
    expect(real.charges).toHaveLength(2);
    expect(deposits()).toBe(2);
    expect(await portfolio()).toMatchObject({ totalInvested: 11.88, pendingRoundUps: 0 });
  });
});

describe('the interest account', () => {
  it('turns $100 into about $105 over a year, credited on each month start as interest transactions', async () => {
    setCard('pm_card_visa');
    await patchUser({ roundUpMultiplier: 10 });
    // 20 x $9.50 at 10x: 20 x $5.00 = exactly $100.00 of round-ups.
    const r = await ingestBatch(money(), userId, purchases(20, 9.5));
    expect(r.sweep).toMatchObject({ status: 'invested', amountCents: 10_000 });

    // A month in: interest accrued daily shows in the value before it is credited on 1 February.
    t.clock.advance(30 * DAY);
    await runMoneyJobs(t.deps);
    cookie = (await t.signin(email, VALID_PASSWORD)).cookie!; // the session expired while idle
    const jan31 = await portfolio();
    expect(jan31.holdings.interest.balance).toBe(100);
    expect(jan31.holdings.interest.accruedInterest).toBeGreaterThanOrEqual(0.39);
    expect(jan31.holdings.interest.accruedInterest).toBeLessThanOrEqual(0.41);
    expect(jan31.currentValue).toBe(100 + jan31.holdings.interest.accruedInterest);

    let days = 30;
    while (days < 365) {
      const step = Math.min(30, 365 - days);
      t.clock.advance(step * DAY);
      days += step;
      await runMoneyJobs(t.deps);
      expect(auditLedger(t.sqlite, userId)).toEqual([]);
    }
    expect(new Date(t.clock.now()).toISOString()).toBe('2026-01-01T12:00:00.000Z');
    cookie = (await t.signin(email, VALID_PASSWORD)).cookie!; // a year later the session has expired

    const p = await portfolio();
    expect(p.totalInvested).toBe(100);
    const value = p.currentValue ?? Number.NaN; // null only while the Bitcoin price is unavailable
    expect(Math.abs(value - 105)).toBeLessThanOrEqual(0.03);
    expect(p.totalReturn).toBeCloseTo(value - 100, 2);
    expect(p.holdings.interest.apy).toBe(0.05);
    expect(p.history.length).toBeGreaterThanOrEqual(12);

    const credits = t.sqlite
      .prepare(
        `SELECT amount_cents, created_at FROM investment_transactions
         WHERE user_id = ? AND type = 'interest' ORDER BY created_at`,
      )
      .all(userId) as { amount_cents: number; created_at: number }[];
    // Feb 1 2025 ... Jan 1 2026: twelve month starts.
    expect(credits.map((c) => new Date(c.created_at).toISOString().slice(0, 10))).toEqual([
      '2025-02-01',
      '2025-03-01',
      '2025-04-01',
      '2025-05-01',
      '2025-06-01',
      '2025-07-01',
      '2025-08-01',
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
    ]);
    expect(credits.every((c) => c.amount_cents > 0)).toBe(true);
    const credited = credits.reduce((a, c) => a + c.amount_cents, 0);
    expect(Math.round(p.holdings.interest.balance * 100)).toBe(10_000 + credited);
    // Roughly 41 cents a month at the start, more as it compounds.
    expect(credits[0]!.amount_cents).toBeGreaterThanOrEqual(38);
    expect(credits.at(-1)!.amount_cents).toBeGreaterThan(credits[0]!.amount_cents);

    // The jobs again on the same day credit nothing more.
    await runMoneyJobs(t.deps);
    expect(
      count("SELECT COUNT(*) AS n FROM investment_transactions WHERE user_id = ? AND type = 'interest'", userId),
    ).toBe(12);
  });
});

describe('a Bitcoin price outage', () => {
  it('does not hold back the interest account: the month-start credit is still paid', async () => {
    setCard('pm_card_visa');
    await patchUser({ roundUpMultiplier: 10 });
    const r = await ingestBatch(money(), userId, purchases(20, 9.5));
    expect(r.sweep).toMatchObject({ status: 'invested', amountCents: 10_000 });

    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    t.deps.providers.prices = {
      name: 'coinbase',
      btcUsdCents: () => Promise.reject(new PriceFeedError('Bitcoin price unavailable: HTTP 503')),
    };
    t.clock.advance(31 * DAY); // 1 February
    await runMoneyJobs(t.deps);
    const credits = t.sqlite
      .prepare("SELECT amount_cents FROM investment_transactions WHERE user_id = ? AND type = 'interest'")
      .all(userId) as { amount_cents: number }[];
    // January's interest on $100.00 at 5% APY: about 41 cents.
    expect(credits).toHaveLength(1);
    expect(credits[0]!.amount_cents).toBeGreaterThanOrEqual(40);
    expect(credits[0]!.amount_cents).toBeLessThanOrEqual(42);
    const notified = t.sqlite
      .prepare('SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND title = ?')
      .get(userId, ptext.interestCreditedTitle) as { n: number };
    expect(notified.n).toBe(1);
  });
});

describe('a purchase waiting for its exchange rate', () => {
  it('is converted by the next pass once its rate exists, and its round-up is swept in that same pass', async () => {
    setCard('pm_card_visa');
    await patchUser({ roundUpMultiplier: 10 });
    const rates = fixedRates();
    t.deps.providers.rates = rates;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const uyu = coinPurchase({ provider: 'belvo', id: 'uy', currency: 'UYU', amount: '250.00', direction: 'out' });
    const r = await ingestBatch(money(), userId, [{ ...uyu, date: new Date(t.clock.now()).toISOString() }]);
    expect(r).toMatchObject({ inserted: 1, coinPurchases: 0, sweep: null });

    await runMoneyJobs(t.deps); // no rate yet: nothing earned, nothing swept
    expect(sweeps()).toEqual([]);

    rates.set('UYU', '40'); // $6.25: 75 cents of change x 10
    await runMoneyJobs(t.deps);
    expect(sweeps()).toEqual([expect.objectContaining({ status: 'invested', amount_cents: 750 })]);
    expect((await portfolio()).totalInvested).toBe(7.5);
  });
});
