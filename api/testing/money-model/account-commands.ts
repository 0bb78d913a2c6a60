// The member's side of the model test, through the API: round-up settings, following creators, a saved card that
// works or declines, redeeming points, cashing out, and the world's: the money jobs' pass and the clock.
import fc from 'fast-check';
import { CASH_OUT_MINIMUM_CENTS, WEEKLY_CAP_CHOICES } from '#shared/constants.ts';
import { payouts as text } from '#shared/messages/money.ts';
import type { UserPatch } from '#shared/schemas/user.ts';
import { runMoneyJobs } from '#api/jobs/money-jobs.ts';
import { VALID_PASSWORD } from '#api/testing/test-app.ts';
import type { MoneyModel } from './model.ts';
import {
  cashOut,
  PAYOUT_FAILURE,
  type PayoutAsk,
  redeem,
  type Refusal,
  runJobs,
  updatePayoutAccount,
  sweepUser,
  usd,
} from './model-money.ts';
import { accrueTo, HOUR, satsValue } from './model-math.ts';
import { cardBecomes, CREATOR_COUNT, itIsMe, payoutsOf, type Real, saveCard, send, signedIn } from './real.ts';
import { expectStatus, say, Step } from './step.ts';

class Settings extends Step {
  constructor(readonly patch: UserPatch) {
    super();
  }
  protected async act(m: MoneyModel, r: Real) {
    say(m, `settings: ${JSON.stringify(this.patch)}`);
    await expectStatus(await send(r, 'PATCH', '/api/user', this.patch), 200, 'PATCH /api/user');
    const p = this.patch;
    const s = m.settings;
    if (p.roundUpMethod) s.method = p.roundUpMethod;
    if (p.roundUpMultiplier) s.multiplier = p.roundUpMultiplier;
    if (p.weeklyCap !== undefined) s.capCents = p.weeklyCap === null ? null : p.weeklyCap * 100;
    if (p.autoRoundUpEnabled !== undefined) s.on = p.autoRoundUpEnabled;
    if (p.investmentChoice) m.choice = p.investmentChoice;
  }
  toString() {
    return `settings(${JSON.stringify(this.patch)})`;
  }
}

class Follow extends Step {
  constructor(readonly creator: number) {
    super();
  }
  protected async act(m: MoneyModel, r: Real) {
    const { username } = r.creators[this.creator]!;
    say(m, `follows creator ${this.creator}`);
    await expectStatus(await send(r, 'POST', `/api/creator-profile/${username}/follow`), 200, 'follow');
    // Following the creator already followed keeps the first moment.
    if (m.follow?.creator !== this.creator) m.follow = { creator: this.creator, since: m.now };
  }
  toString() {
    return `follow(creator ${this.creator})`;
  }
}

class Unfollow extends Step {
  protected async act(m: MoneyModel, r: Real) {
    say(m, 'unfollows');
    await expectStatus(await send(r, 'DELETE', '/api/creator-follow'), 204, 'unfollow');
    m.follow = null;
  }
  toString() {
    return 'unfollow()';
  }
}

/** Saves a card (the first: it becomes the default), and the waiting round-ups are swept. */
class AddCard extends Step {
  override check(m: Readonly<MoneyModel>) {
    return m.card === 'none';
  }
  protected async act(m: MoneyModel, r: Real) {
    say(m, 'saves a card');
    const status = await saveCard(r);
    if (status !== 201) throw new Error(`saving a card: ${status}`);
    m.card = 'good';
    sweepUser(m);
  }
  toString() {
    return 'addCard()';
  }
}

class RemoveCard extends Step {
  override check(m: Readonly<MoneyModel>) {
    return m.card === 'good';
  }
  protected async act(m: MoneyModel, r: Real) {
    say(m, 'removes the card');
    await expectStatus(await send(r, 'DELETE', `/api/stripe/payment-methods/${r.cardId}`), 200, 'remove card');
    m.card = 'none';
  }
  toString() {
    return 'removeCard()';
  }
}

/**
 * The card starts declining, or its charges start answering `processing` for an hour (a slow bank debit), or it
 * works again (set as the default once more).
 */
class CardChanges extends Step {
  constructor(readonly to: 'declining' | 'slow' | 'good') {
    super();
  }
  override check(m: Readonly<MoneyModel>) {
    return this.to === 'good' ? m.card === 'declining' || m.card === 'slow' : m.card === 'good';
  }
  protected async act(m: MoneyModel, r: Real) {
    const words = { declining: 'the card starts declining', slow: 'the card turns slow', good: 'the card works again' };
    say(m, words[this.to]);
    if (this.to === 'good') {
      const res = await send(r, 'POST', '/api/stripe/set-default-payment-method', { paymentMethodId: r.cardId });
      await expectStatus(res, 200, 'set default card');
    } else cardBecomes(r, this.to === 'declining' ? 'pm_card_chargeDeclined' : 'pm_card_processing');
    m.card = this.to;
  }
  toString() {
    return `card(${this.to})`;
  }
}

class Jobs extends Step {
  protected async act(m: MoneyModel, r: Real) {
    say(m, 'the money jobs run');
    runJobs(m);
    await runMoneyJobs(r.t.deps);
  }
  toString() {
    return 'jobs()';
  }
}

/** The member gives new payout details (password proven): payouts held for the old account go out. */
class UpdatePayoutDetails extends Step {
  protected async act(m: MoneyModel, r: Real) {
    say(m, 'updates the payout details');
    updatePayoutAccount(m);
    await r.t.connectPayoutAccount(r.cookie, { password: VALID_PASSWORD });
  }
  toString() {
    return 'updatePayoutDetails()';
  }
}

class Clock extends Step {
  constructor(readonly hours: number) {
    super();
  }
  protected async act(m: MoneyModel, r: Real) {
    say(m, `${this.hours} hours pass`);
    m.now += this.hours * HOUR;
    r.t.clock.advance(this.hours * HOUR);
    await signedIn(r);
  }
  toString() {
    return `clock(+${this.hours}h)`;
  }
}

/**
 * The API's answer to a payout asked for: 201 with the accepted payout (its id kept on the model's, the newest), or
 * the refusal the model expects.
 */
export async function answered(m: MoneyModel, res: Response, path: string, refusal: Refusal | 'points' | null) {
  const expected = refusal === null ? { status: 201, message: undefined } : REFUSED[refusal];
  await expectStatus(res, expected.status, `POST ${path}`);
  const answer = (await res.json()) as { message?: string; id?: number };
  if (refusal !== null && answer.message !== expected.message) throw new Error(`refused with ${answer.message}`);
  if (refusal === null) m.payouts.at(-1)!.realId = answer.id!;
}

export const dollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
/** What the API answers to each refusal: its status and its message. */
export const REFUSED: Record<Refusal | 'points', { status: number; message: string }> = {
  minimum: { status: 400, message: text.belowMinimum },
  points: { status: 400, message: text.notEnoughPoints },
  negative: { status: 400, message: text.redeemNegative },
  funds: { status: 400, message: text.notEnoughFunds },
  unavailable: { status: 503, message: text.bitcoinPriceUnavailable },
  fee: { status: 400, message: text.feeTakesAll },
};

type Size = 'under the minimum' | 'the minimum' | 'half' | 'all' | 'a cent more than all' | 'everything';
/** The amount asked for, from what there is (`held`, in cents). */
function amountOf(size: Size, held: number) {
  const all = Math.max(CASH_OUT_MINIMUM_CENTS, held);
  if (size === 'under the minimum') return CASH_OUT_MINIMUM_CENTS - 1;
  if (size === 'the minimum') return CASH_OUT_MINIMUM_CENTS;
  if (size === 'half') return Math.max(CASH_OUT_MINIMUM_CENTS, Math.floor(held / 2));
  return size === 'all' || size === 'everything' ? all : all + 1;
}

/** A payout asked for through the API: 201, or the 400 the model expects; a failure is the sandbox's switch. */
abstract class PayoutStep extends Step {
  constructor(
    readonly size: Size,
    readonly method: 'instant' | 'standard',
    readonly fails: boolean,
  ) {
    super();
  }
  protected async ask(m: MoneyModel, r: Real, path: string, body: object, refusal: Refusal | 'points' | null) {
    // The sandbox fails it only when the model sends it (a held payout is not sent, so cannot fail).
    if (refusal === null && m.payouts.at(-1)?.status === 'failed') payoutsOf(r).failNextPayout(PAYOUT_FAILURE);
    await itIsMe(r);
    await answered(m, await send(r, 'POST', path, body), path, refusal);
  }
  protected words(what: string, cents: number) {
    return `${what} ${usd(cents)} ${this.method}${this.fails ? ', the payout fails' : ''}`;
  }
}

class Redeem extends PayoutStep {
  protected async act(m: MoneyModel, r: Real) {
    const cents = amountOf(this.size, m.user.points);
    say(m, this.words('redeems', cents));
    const ask: PayoutAsk = { cents, method: this.method, fails: this.fails };
    const refused = redeem(m, ask);
    const refusal = refused === 'funds' ? 'points' : refused;
    await this.ask(m, r, '/api/points/redeem', { amount: dollars(cents), method: this.method }, refusal);
  }
  toString() {
    return `redeem(${this.size} of the points, ${this.method}${this.fails ? ', fails' : ''})`;
  }
}

class CashOut extends PayoutStep {
  constructor(
    readonly source: 'interest' | 'bitcoin',
    size: Size,
    method: 'instant' | 'standard',
    fails: boolean,
  ) {
    super(size, method, fails);
  }
  protected async act(m: MoneyModel, r: Real) {
    accrueTo(m.interest, m.now);
    const held = this.source === 'interest' ? m.interest.balance : satsValue(m.bitcoin.sats, m.price(m.now));
    // 'everything' empties the investment, whatever it holds (decision 0024).
    const cents = this.size === 'everything' ? ('all' as const) : amountOf(this.size, held);
    say(
      m,
      cents === 'all' ? `empties ${this.source} ${this.method}` : this.words(`cashes out of ${this.source}`, cents),
    );
    const refused = cashOut(m, this.source, { cents, method: this.method, fails: this.fails });
    const body = { amount: cents === 'all' ? cents : dollars(cents), payoutMethod: this.method, source: this.source };
    await this.ask(m, r, '/api/cash-outs', body, refused);
  }
  toString() {
    return `cashOut(${this.size} of ${this.source}, ${this.method}${this.fails ? ', fails' : ''})`;
  }
}

const settings = fc.oneof(
  fc.constantFrom('dollar' as const, 'five' as const).map((v): UserPatch => ({ roundUpMethod: v })),
  fc.constantFrom(1, 2, 3, 10).map((v): UserPatch => ({ roundUpMultiplier: v })),
  fc.constantFrom(null, ...WEEKLY_CAP_CHOICES).map((v): UserPatch => ({ weeklyCap: v })),
  fc.boolean().map((v): UserPatch => ({ autoRoundUpEnabled: v })),
  fc.constantFrom('interest' as const, 'bitcoin' as const).map((v): UserPatch => ({ investmentChoice: v })),
);
const size = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Size>('under the minimum') },
  { weight: 2, arbitrary: fc.constant<Size>('the minimum') },
  { weight: 2, arbitrary: fc.constant<Size>('half') },
  { weight: 2, arbitrary: fc.constant<Size>('all') },
  { weight: 1, arbitrary: fc.constant<Size>('a cent more than all') },
);
const cashOutSize = fc.oneof(size, { weight: 1, arbitrary: fc.constant<Size>('everything') });
const method = fc.constantFrom('instant' as const, 'standard' as const);
const fails = fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });

/** The member's and the world's steps by name, for the test to weigh. */
export const accountCommands = {
  settings: settings.map((p) => new Settings(p)),
  follow: fc.nat({ max: CREATOR_COUNT - 1 }).map((c) => new Follow(c)),
  unfollow: fc.constant(null).map(() => new Unfollow()),
  addCard: fc.constant(null).map(() => new AddCard()),
  removeCard: fc.constant(null).map(() => new RemoveCard()),
  cardChanges: fc.constantFrom('declining' as const, 'slow' as const, 'good' as const).map((to) => new CardChanges(to)),
  jobs: fc.constant(null).map(() => new Jobs()),
  updatePayout: fc.constant(null).map(() => new UpdatePayoutDetails()),
  redeem: fc.tuple(size, method, fails).map(([s, me, f]) => new Redeem(s, me, f)),
  cashOut: fc
    .tuple(fc.constantFrom('interest' as const, 'bitcoin' as const), cashOutSize, method, fails)
    .map(([so, s, me, f]) => new CashOut(so, s, me, f)),
  // Steps of 4 hours: 1 and 10 days (a declined card's wait, the pending match window) fall on a step.
  clock: fc.constantFrom(4, 8, 24, 72, 240, 744).map((h) => new Clock(h)),
};
