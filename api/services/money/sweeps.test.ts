// Sweeps and investing, end to end over a real SQLite file: round-ups collect as pending, a sweep debits the
// default card once and invests (interest account or Bitcoin), a crash between the debit and the investment
// neither loses nor doubles the money, and two sweeps at once make one. What the scheduler does with them (a
// decline waits a day, recovery, the interest account's year) is in api/jobs/money-jobs.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portfolio as ptext } from '#shared/messages/money.ts';
import { formatBtc } from '#shared/money/bitcoin.ts';
import type { CardProvider } from '#api/providers/payments/payment-providers.ts';
import { sandboxBtcUsdCents } from '#api/providers/prices/sandbox.ts';
import { makeTestApp, type TestApp } from '#api/testing/test-app.ts';
import { ingestBatch } from './engine.ts';
import { ingest } from './ingest.ts';
import { auditLedger } from './ledger.ts';
import { recoverSweeps, sweepUser } from './sweeps.ts';
import { sweepFixture } from './testing/sweep-fixture.ts';

const HOUR = 3_600_000;

let t: TestApp;
let cookie: string;
let userId: number;

beforeEach(async () => {
  t = makeTestApp();
  const s = await t.signup();
  cookie = s.cookie!;
  userId = s.body.id;
});
afterEach(() => {
  expect(auditLedger(t.sqlite, userId)).toEqual([]);
  t.cleanup();
  vi.restoreAllMocks();
});

const {
  cards,
  money,
  withCards,
  setCard,
  patchUser,
  purchases,
  sixRoundUps,
  portfolio,
  deposits,
  sweeps,
  notificationTitles,
} = sweepFixture(() => ({ t, cookie, userId }));

describe('a sweep', () => {
  it('does nothing below $5.00: the round-ups wait, no card is charged', async () => {
    setCard('pm_card_visa');
    const r = await ingestBatch(money(), userId, purchases(5, 9.01)); // $4.95
    expect(r.sweep).toBeNull();
    expect(cards().charges).toHaveLength(0);
    const p = await portfolio();
    expect(p).toMatchObject({ pendingRoundUps: 4.95, totalInvested: 0, sweepThreshold: 5, hasDefaultCard: true });
  });

  it('debits the card once for the whole pending sum and invests it in the interest account', async () => {
    setCard('pm_card_visa');
    const r = await ingestBatch(money(), userId, sixRoundUps());
    expect(r.sweep).toMatchObject({ status: 'invested', amountCents: 594 });
    expect(cards().charges).toHaveLength(1);
    expect(cards().charges[0]).toMatchObject({
      amountCents: 594,
      paymentMethodId: 'pm_card_visa',
      result: { status: 'succeeded' },
    });
    const p = await portfolio();
    expect(p).toMatchObject({
      type: 'interest',
      pendingRoundUps: 0,
      totalInvested: 5.94,
      currentValue: 5.94,
      totalReturn: 0,
      hasDefaultCard: true,
    });
    expect(p.holdings.interest.balance).toBe(5.94);
    expect(p.history.at(-1)).toEqual({ date: '2025-01-01', value: 5.94, invested: 5.94 });
    expect(sweeps()).toMatchObject([
      { status: 'invested', amount_cents: 594, charge_id: cards().charges[0]!.chargeId },
    ]);
    expect(deposits()).toBe(1);
    expect(notificationTitles()).toContain(ptext.investedTitle);
    // A second pass finds nothing to do.
    expect(await sweepUser(money(), userId)).toEqual({ status: 'skipped', reason: 'below_threshold' });
    expect(cards().charges).toHaveLength(1);
  });

  const bitcoinTitle =
    'with Bitcoin chosen buys floor(amount x 1e8 / price) satoshis at the sandbox price and records both';
  it(bitcoinTitle, async () => {
    setCard('pm_card_visa');
    await patchUser({ investmentChoice: 'bitcoin' });
    const r = await ingestBatch(money(), userId, sixRoundUps());
    expect(r.sweep).toMatchObject({ status: 'invested', amountCents: 594 });
    const price = sandboxBtcUsdCents(t.clock.now());
    const sats = Number((594n * 100_000_000n) / BigInt(price));
    expect(sats).toBeGreaterThan(0);
    const buy = t.sqlite
      .prepare("SELECT * FROM investment_transactions WHERE user_id = ? AND type = 'buy'")
      .all(userId);
    expect(buy).toMatchObject([
      { asset_type: 'bitcoin', amount_cents: 594, bitcoin_price_cents: price, bitcoin_amount_sats: sats },
    ]);
    const p = await portfolio();
    expect(p.type).toBe('bitcoin');
    expect(p.holdings.bitcoin).toEqual({
      btc: formatBtc(sats),
      price: price / 100,
      value: Number((BigInt(sats) * BigInt(price)) / 100_000_000n) / 100,
    });
    expect(p.totalInvested).toBe(5.94);
    expect(p.currentValue).toBeLessThanOrEqual(5.94); // rounded down to the satoshi, never more than was paid
    expect(p.currentValue).toBeGreaterThan(5.92);
    expect(p.pendingRoundUps).toBe(0);
    expect(p.holdings.interest.balance).toBe(0);
  });
});

describe('a crash between the debit and the investment', () => {
  /** A sweep whose charge the card provider never answers, then the scheduler's recovery run a day later. */
  async function unansweredForADay() {
    setCard('pm_card_visa');
    ingest(t.sqlite, userId, sixRoundUps(), t.clock.now());
    const failing: CardProvider = {
      name: 'sandbox',
      chargeOffSession: async () => Promise.reject(new Error('provider down')),
      getCharge: async () => Promise.reject(new Error('provider down')),
    };
    expect(await sweepUser(withCards(failing), userId)).toMatchObject({ status: 'charging' });
    t.clock.advance(24 * HOUR);
    await recoverSweeps(money());
  }

  const forgottenKeyTitle =
    'is not charged again once the provider may have forgotten the key (23 h): ' +
    'left for a person, money still in flight';
  it(forgottenKeyTitle, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await unansweredForADay();
    expect(cards().charges).toHaveLength(0);
    expect(sweeps()).toMatchObject([{ status: 'reconciling', amount_cents: 594 }]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('reconcile it with the card provider'));
  });

  const stuckTitle =
    'a sweep stuck for 23 h tells the user once, is set aside for reconciliation, ' +
    'and later round-ups are invested again';
  it(stuckTitle, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await unansweredForADay();
    await recoverSweeps(money());
    expect(notificationTitles().filter((n) => n === ptext.sweepStuckTitle)).toHaveLength(1);
    // New round-ups are swept and invested; the stuck $5.94 stays in flight until a person settles it.
    ingest(t.sqlite, userId, sixRoundUps(), t.clock.now());
    expect(await sweepUser(money(), userId)).toMatchObject({ status: 'invested', amountCents: 594 });
    expect(cards().charges).toHaveLength(1);
    expect(sweeps()).toMatchObject([
      { status: 'reconciling', amount_cents: 594 },
      { status: 'invested', amount_cents: 594 },
    ]);
    expect((await portfolio()).totalInvested).toBe(5.94);
  });

  it('two sweepUser calls at once make one sweep, one charge, one investment', async () => {
    setCard('pm_card_visa');
    ingest(t.sqlite, userId, sixRoundUps(), t.clock.now());
    const outcomes = await Promise.all([sweepUser(money(), userId), sweepUser(money(), userId)]);
    expect(outcomes.some((o) => o.status === 'invested')).toBe(true);
    expect(sweeps()).toHaveLength(1);
    expect(cards().charges).toHaveLength(1);
    expect(deposits()).toBe(1);
    expect(await portfolio()).toMatchObject({ totalInvested: 5.94, pendingRoundUps: 0 });
  });

  it('the same batch ingested twice at once sweeps once', async () => {
    setCard('pm_card_visa');
    const batch = sixRoundUps();
    await Promise.all([ingestBatch(money(), userId, batch), ingestBatch(money(), userId, batch)]);
    expect(sweeps()).toHaveLength(1);
    expect(cards().charges).toHaveLength(1);
    expect(await portfolio()).toMatchObject({ totalInvested: 5.94, pendingRoundUps: 0 });
  });
});

describe('a card payment still processing', () => {
  it('is not a decline: no other sweep starts until it settles, then it is invested once', async () => {
    setCard('pm_card_processing');
    ingest(t.sqlite, userId, sixRoundUps(), t.clock.now());
    expect(await sweepUser(money(), userId)).toMatchObject({ status: 'processing', amountCents: 594 });
    expect(notificationTitles()).not.toContain(ptext.sweepDeclinedTitle);
    // More round-ups and a day later: the card is not charged again while the first payment is unresolved.
    ingest(t.sqlite, userId, sixRoundUps(), t.clock.now());
    t.clock.advance(30 * 60_000);
    expect(await sweepUser(money(), userId)).toMatchObject({ status: 'processing' });
    expect(cards().charges).toHaveLength(1);
    expect((await portfolio()).pendingRoundUps).toBe(5.94);
    // The payment settles; the next run invests it, then sweeps what waited.
    t.clock.advance(60 * 60_000);
    await recoverSweeps(money());
    expect(sweeps()).toMatchObject([{ status: 'invested', amount_cents: 594 }]);
    setCard('pm_card_visa');
    expect(await sweepUser(money(), userId)).toMatchObject({ status: 'invested', amountCents: 594 });
    expect((await portfolio()).totalInvested).toBe(11.88);
    expect(cards().charges).toHaveLength(2);
  });

  it('that is finally declined returns the money to pending and says so', async () => {
    setCard('pm_card_processing_declined');
    ingest(t.sqlite, userId, sixRoundUps(), t.clock.now());
    expect(await sweepUser(money(), userId)).toMatchObject({ status: 'processing' });
    t.clock.advance(2 * HOUR);
    await recoverSweeps(money());
    expect(sweeps()).toMatchObject([{ status: 'declined', amount_cents: 594 }]);
    expect(notificationTitles()).toContain(ptext.sweepDeclinedTitle);
    expect((await portfolio()).pendingRoundUps).toBe(5.94);
  });
});

describe('a sweep while the Bitcoin price is unavailable', () => {
  const priceDown = () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const real = t.deps.providers.prices;
    t.deps.providers.prices = { name: 'coinbase', btcUsdCents: () => Promise.reject(new Error('HTTP 503')) };
    return () => (t.deps.providers.prices = real);
  };

  it('still invests in the interest account: only Bitcoin needs the price', async () => {
    setCard('pm_card_visa');
    ingest(t.sqlite, userId, sixRoundUps(), t.clock.now());
    priceDown();
    expect(await sweepUser(money(), userId)).toMatchObject({ status: 'invested', amountCents: 594 });
  });

  it('settles a processing card payment into the interest account without asking the price', async () => {
    setCard('pm_card_processing');
    ingest(t.sqlite, userId, sixRoundUps(), t.clock.now());
    expect(await sweepUser(money(), userId)).toMatchObject({ status: 'processing', amountCents: 594 });
    t.clock.advance(2 * HOUR); // the payment has succeeded
    priceDown();
    const asked = vi.spyOn(t.deps.providers.prices, 'btcUsdCents');
    await recoverSweeps(money());
    expect(sweeps()).toMatchObject([{ status: 'invested', amount_cents: 594 }]);
    expect(asked).not.toHaveBeenCalled();
  });

  it('charges once for Bitcoin and buys when the price is back, the money in flight meanwhile', async () => {
    setCard('pm_card_visa');
    await patchUser({ investmentChoice: 'bitcoin' });
    ingest(t.sqlite, userId, sixRoundUps(), t.clock.now());
    const restore = priceDown();
    expect(await sweepUser(money(), userId)).toMatchObject({ status: 'processing', amountCents: 594 });
    restore();
    t.clock.advance(HOUR);
    await recoverSweeps(money());
    expect(sweeps()).toMatchObject([{ status: 'invested', amount_cents: 594 }]);
    expect(cards().charges).toHaveLength(1);
  });

  it('an outage longer than the card provider keeps keys: the charged sweep is followed, never set aside', async () => {
    setCard('pm_card_visa');
    await patchUser({ investmentChoice: 'bitcoin' });
    ingest(t.sqlite, userId, sixRoundUps(), t.clock.now());
    const restore = priceDown();
    await sweepUser(money(), userId);
    // Followed by its charge's id, so the 23 h idempotency window does not apply.
    expect(sweeps()).toMatchObject([{ status: 'processing' }]);
    t.clock.advance(30 * HOUR);
    await recoverSweeps(money());
    expect(sweeps()).toMatchObject([{ status: 'processing' }]);
    restore();
    await recoverSweeps(money());
    expect(sweeps()).toMatchObject([{ status: 'invested', amount_cents: 594 }]);
    expect(cards().charges).toHaveLength(1);
  });
});
