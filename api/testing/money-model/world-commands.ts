// The world around the member in the model test: the peso's rate moves between a purchase and its refund,
// the Bitcoin price feed goes down and comes back, a bank sends back a payout it had taken as paid, and a redemption
// races a refund of a purchase whose points it would spend.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { cashOuts, pointsRedemptions } from '#db/schema/index.ts';
import { CASH_OUT_MINIMUM_CENTS } from '#shared/constants.ts';
import { ingestBatch } from '#api/services/money/engine.ts';
import { answered, dollars } from './account-commands.ts';
import { purchases } from './bank-commands.ts';
import type { BankRow, MoneyModel } from './model.ts';
import { deliver, PAYOUT_FAILURE, redeem, usd } from './model-money.ts';
import { itIsMe, payoutsOf, type Real, send, toProvider } from './real.ts';
import { say, Step } from './step.ts';

/** The peso's rate moves: rows converted from now on (postings and refunds too) use the new one. */
class RateMoves extends Step {
  constructor(readonly micros: number) {
    super();
  }
  protected async act(m: MoneyModel, r: Real) {
    const text = (this.micros / 1_000_000).toFixed(6);
    say(m, `the peso moves to ${text} to the dollar`);
    m.rates.MXN = this.micros;
    r.rates.set('MXN', text);
  }
  toString() {
    return `rate(MXN ${this.micros / 1_000_000})`;
  }
}

/** The Bitcoin price feed fails, or answers again. */
class PriceFeed extends Step {
  constructor(readonly down: boolean) {
    super();
  }
  override check(m: Readonly<MoneyModel>) {
    return m.priceDown !== this.down;
  }
  protected async act(m: MoneyModel, r: Real) {
    say(m, this.down ? 'the Bitcoin price feed goes down' : 'the Bitcoin price feed is back');
    m.priceDown = this.down;
    r.price.down = this.down;
  }
  toString() {
    return this.down ? 'priceDown()' : 'priceBack()';
  }
}

const paid = (m: Readonly<MoneyModel>) => m.payouts.filter((p) => p.status === 'paid' && !p.sentBack);

/** The bank sends back a payout the provider had reported paid (a bank return): the provider now says failed. */
class SentBack extends Step {
  constructor(readonly which: number) {
    super();
  }
  override check(m: Readonly<MoneyModel>) {
    return paid(m).length > 0;
  }
  protected async act(m: MoneyModel, r: Real) {
    const list = paid(m);
    const p = list[this.which % list.length]!;
    say(m, `the bank sends back the paid ${p.kind} of ${usd(p.cents)}`);
    p.sentBack = true;
    const table = p.kind === 'redemption' ? pointsRedemptions : cashOuts;
    const row = r.t.db.select({ payoutId: table.stripePayoutId }).from(table).where(eq(table.id, p.realId)).get();
    payoutsOf(r).sendBack(row!.payoutId!, PAYOUT_FAILURE);
  }
  toString() {
    return `sentBack(paid payout #${this.which})`;
  }
}

/**
 * A redemption of every point and the refund of a purchase, at the same moment: whichever the app takes first, the
 * other sees it (a redemption accepted then leaves the balance below zero; one after the refund may be refused).
 */
class RedeemRacesRefund extends Step {
  constructor(readonly which: number) {
    super();
  }
  override check(m: Readonly<MoneyModel>) {
    return purchases(m).length > 0;
  }
  protected async act(m: MoneyModel, r: Real) {
    const of = purchases(m)[this.which % purchases(m).length]!;
    const cents = Math.max(CASH_OUT_MINIMUM_CENTS, m.user.points);
    m.ids += 1;
    const refund: BankRow = { ...of, id: `r${m.ids}`, type: 'credit', date: m.now, pending: false, removed: false };
    say(m, `redeems ${usd(cents)} instant while coin refund ${refund.id} (the amount of ${of.id}) arrives`);
    m.bank.set(refund.id, { ...refund });
    r.bank.rows.set(refund.id, toProvider(refund));
    await itIsMe(r);
    const [res] = await Promise.all([
      send(r, 'POST', '/api/points/redeem', { amount: dollars(cents), method: 'instant' }),
      ingestBatch(r.t.deps, r.userId, [toProvider(refund)]),
    ]);
    // The app took one first: the model takes them in that order (a 201 means the redemption came first).
    const ask = { cents, method: 'instant' as const, fails: false };
    let refusal;
    if (res.status === 201) {
      m.log.push('    the redemption came first');
      refusal = redeem(m, ask);
      deliver(m, [refund]);
    } else {
      m.log.push('    the refund came first');
      deliver(m, [refund]);
      refusal = redeem(m, ask);
    }
    await answered(m, res, '/api/points/redeem', refusal === 'funds' ? 'points' : refusal);
  }
  toString() {
    return `redeemRacesRefund(purchase #${this.which})`;
  }
}

/** The world's steps by name, for the test to weigh. */
export const worldCommands = {
  rate: fc.integer({ min: 16_000_000, max: 21_000_000 }).map((micros) => new RateMoves(micros)),
  priceFeed: fc.boolean().map((down) => new PriceFeed(down)),
  sentBack: fc.nat({ max: 20 }).map((w) => new SentBack(w)),
  race: fc.nat({ max: 50 }).map((w) => new RedeemRacesRefund(w)),
};
