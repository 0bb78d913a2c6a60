// The bank's side of the model test: rows appear on the member's statement (a coin purchase, pending or posted), a
// pending row posts (under its own id or a new one), an amount is corrected, a row is withdrawn, a purchase is
// refunded. Each is pushed at once through the ingestion entry point (a webhook's page, which sweeps when due) or
// left for the next sync; a pushed page can arrive twice; Refresh syncs through the API.
import fc from 'fast-check';
import { REFRESH_COOLDOWN_SECONDS } from '#shared/constants.ts';
import { ingestBatch } from '#api/services/money/engine.ts';
import { type BankRow, type Currency, isMine, type MoneyModel } from './model.ts';
import { deliver, sync, usd } from './model-money.ts';
import { DAY } from './model-math.ts';
import { type Real, send, toProvider } from './real.ts';
import { expectStatus, say, Step } from './step.ts';

/**
 * The same page to both: the model's ingestion and the app's entry point for a bank's page, each less the rows that
 * are not the member's (for the app, by the date its bank account row says the member's rows start from, as its
 * sync does). A closed account is sent the page too, as a webhook that comes late would: it must take nothing.
 */
async function push(m: MoneyModel, r: Real, rows: BankRow[]) {
  for (const id of r.closed) await ingestBatch(r.t.deps, id, rows.map(toProvider));
  const page = rows.filter((row) => isMine(m, row)).map((row) => ({ ...row }));
  const real = rows.filter((row) => r.earnFrom === null || row.date > r.earnFrom).map(toProvider);
  if (page.length === 0 && real.length === 0) return;
  m.lastPush = page;
  r.lastPush = real;
  deliver(m, page);
  await ingestBatch(r.t.deps, r.userId, real);
}

/** The bank now lists `row` (replacing the row of that id). */
function list(m: MoneyModel, r: Real, row: BankRow) {
  m.bank.set(row.id, { ...row });
  r.bank.rows.set(row.id, toProvider(row));
}

function unlist(m: MoneyModel, r: Real, id: string) {
  m.bank.delete(id);
  r.bank.rows.delete(id);
}

const listed = (m: Readonly<MoneyModel>, keep: (row: BankRow) => boolean) => [...m.bank.values()].filter(keep);
const pick = <T>(rows: T[], i: number): T => rows[i % rows.length]!;
const when = (now: boolean) => (now ? 'pushed now' : 'left for the next sync');

/** A bank event: changes the statement, then pushes the changed rows now or leaves them for a sync. */
abstract class BankEvent extends Step {
  constructor(readonly now: boolean) {
    super();
  }

  protected abstract change(m: MoneyModel, r: Real): BankRow[];

  protected async act(m: MoneyModel, r: Real) {
    const rows = this.change(m, r);
    if (this.now) await push(m, r, rows);
  }
}

/** An amount in the bank's currency, as the steps' words say it. */
const money = (row: Pick<BankRow, 'currency' | 'cents'>) =>
  row.currency === 'USD' ? usd(row.cents) : `MX${usd(row.cents)}`;

class Buy extends BankEvent {
  /** `daysBeforeLink`: a purchase the bank dates that many days before the member linked it (late history). */
  constructor(
    readonly cents: number,
    readonly currency: Currency,
    readonly pending: boolean,
    now: boolean,
    readonly daysBeforeLink: number | null = null,
  ) {
    super(now);
  }
  protected change(m: MoneyModel, r: Real) {
    m.ids += 1;
    const row: BankRow = {
      id: `${this.pending ? 'p' : 'b'}${m.ids}`,
      currency: this.currency,
      cents: this.cents,
      type: 'debit',
      date: this.daysBeforeLink === null ? m.now : m.linkedAt - this.daysBeforeLink * DAY,
      pending: this.pending,
      removed: false,
    };
    const dated = this.daysBeforeLink === null ? '' : ` dated ${this.daysBeforeLink} days before the link`;
    say(m, `${this.pending ? 'pending ' : ''}coin purchase ${row.id} of ${money(row)}${dated}, ${when(this.now)}`);
    list(m, r, row);
    return [row];
  }
  toString() {
    const before = this.daysBeforeLink === null ? '' : `, ${this.daysBeforeLink} days before the link`;
    return `buy(${money(this)}${this.pending ? ', pending' : ''}${before}${this.now ? '' : ', later'})`;
  }
}

const pendingRows = (m: Readonly<MoneyModel>) => listed(m, (row) => row.pending && !row.removed);

class Post extends BankEvent {
  /** `keepDate`: the posting carries the purchase's own date (before anything since), not the posting day. */
  constructor(
    readonly which: number,
    readonly newId: boolean,
    readonly keepDate: boolean,
    now: boolean,
  ) {
    super(now);
  }
  override check(m: Readonly<MoneyModel>) {
    return pendingRows(m).length > 0;
  }
  protected change(m: MoneyModel, r: Real) {
    const was = pick(pendingRows(m), this.which);
    const date = this.keepDate ? was.date : m.now;
    const row: BankRow = { ...was, id: this.newId ? `${was.id}-posted` : was.id, pending: false, date };
    const how = `${this.newId ? ` under the new id ${row.id}` : ''}${this.keepDate ? ' dated as it was' : ''}`;
    say(m, `${was.id} posts${how} (${money(row)}), ${when(this.now)}`);
    // Posted under a new id, the bank no longer lists the pending row.
    if (this.newId) unlist(m, r, was.id);
    list(m, r, row);
    return [row];
  }
  toString() {
    const how = `${this.newId ? ', new id' : ''}${this.keepDate ? ', its own date' : ''}`;
    return `post(pending #${this.which}${how}${this.now ? '' : ', later'})`;
  }
}

const liveRows = (m: Readonly<MoneyModel>) => listed(m, (row) => !row.removed);

class Modify extends BankEvent {
  constructor(
    readonly which: number,
    readonly delta: number,
    now: boolean,
  ) {
    super(now);
  }
  override check(m: Readonly<MoneyModel>) {
    return liveRows(m).length > 0;
  }
  protected change(m: MoneyModel, r: Real) {
    const was = pick(liveRows(m), this.which);
    const cents = was.cents + this.delta > 0 ? was.cents + this.delta : was.cents + Math.abs(this.delta);
    const row = { ...was, cents };
    say(m, `the bank corrects ${was.id} from ${money(was)} to ${money({ ...was, cents })}, ${when(this.now)}`);
    list(m, r, row);
    return [row];
  }
  toString() {
    return `modify(row #${this.which} by ${this.delta} cents${this.now ? '' : ', later'})`;
  }
}

class Remove extends BankEvent {
  constructor(
    readonly which: number,
    now: boolean,
  ) {
    super(now);
  }
  override check(m: Readonly<MoneyModel>) {
    return liveRows(m).length > 0;
  }
  protected change(m: MoneyModel, r: Real) {
    const row = { ...pick(liveRows(m), this.which), removed: true };
    say(m, `the bank withdraws ${row.id}, ${when(this.now)}`);
    list(m, r, row);
    return [row];
  }
  toString() {
    return `remove(row #${this.which}${this.now ? '' : ', later'})`;
  }
}

/** Purchases the bank lists, posted or (`pending`) still pending: a same-day reversal can post before them. */
export const purchases = (m: Readonly<MoneyModel>, pending = false) =>
  listed(m, (row) => row.type === 'debit' && row.pending === pending && !row.removed);

class Refund extends BankEvent {
  /**
   * `stray`: a refund of an amount no purchase has; otherwise one of a listed purchase's amount, posted or
   * (`ofPending`) still pending.
   */
  constructor(
    readonly which: number,
    readonly stray: number | null,
    readonly ofPending: boolean,
    now: boolean,
  ) {
    super(now);
  }
  override check(m: Readonly<MoneyModel>) {
    return this.stray !== null || purchases(m, this.ofPending).length > 0;
  }
  protected change(m: MoneyModel, r: Real) {
    const of = this.stray === null ? pick(purchases(m, this.ofPending), this.which) : null;
    m.ids += 1;
    const row: BankRow = {
      id: `r${m.ids}`,
      currency: of?.currency ?? 'USD',
      cents: of?.cents ?? this.stray!,
      type: 'credit',
      date: m.now,
      pending: false,
      removed: false,
    };
    say(m, `coin refund ${row.id} of ${money(row)}${of ? ` (the amount of ${of.id})` : ''}, ${when(this.now)}`);
    list(m, r, row);
    return [row];
  }
  toString() {
    const what = this.stray === null ? `${this.ofPending ? 'pending ' : ''}purchase #${this.which}` : usd(this.stray);
    return `refund(${what}${this.now ? '' : ', later'})`;
  }
}

/** The last pushed page delivered again (a webhook sent twice). */
class Replay extends Step {
  override check(m: Readonly<MoneyModel>) {
    return m.lastPush !== null;
  }
  protected async act(m: MoneyModel, r: Real) {
    say(m, `the last page (${m.lastPush!.map((row) => row.id).join(', ')}) is delivered again`);
    deliver(m, m.lastPush!);
    await ingestBatch(r.t.deps, r.userId, r.lastPush!);
  }
  toString() {
    return 'replay()';
  }
}

/** Refresh on the transactions page: the bank is synced now. */
class Refresh extends Step {
  protected async act(m: MoneyModel, r: Real) {
    say(m, 'Refresh');
    const res = await send(r, 'POST', '/api/refresh-account');
    // One Refresh a minute: the model's clock moves by hours, so a second without one in between waits.
    if (m.lastRefresh !== null && m.now - m.lastRefresh < REFRESH_COOLDOWN_SECONDS * 1000) {
      m.log.push('    too soon: 429');
      return expectStatus(res, 429, 'POST /api/refresh-account');
    }
    m.lastRefresh = m.now;
    const count = sync(m);
    await expectStatus(res, 200, 'POST /api/refresh-account');
    const body = (await res.json()) as { transactionCount: number };
    if (body.transactionCount !== count) throw new Error(`Refresh found ${body.transactionCount} rows, not ${count}`);
  }
  toString() {
    return 'refresh()';
  }
}

const cents = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 3_000 }) },
  { weight: 4, arbitrary: fc.integer({ min: 3_001, max: 80_000 }) },
  // On a boundary (nothing to round up), and a cent past one (the most to round up).
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 300 }).map((d) => d * 100) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 60 }).map((d) => d * 500 + 1) },
);
const now = fc.oneof({ weight: 2, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) });
const currency = fc.oneof(
  { weight: 2, arbitrary: fc.constant<Currency>('USD') },
  { weight: 1, arbitrary: fc.constant<Currency>('MXN') },
);
const which = fc.nat({ max: 50 });

/** The bank's steps by name, for the test to weigh. */
export const bankCommands = {
  buy: fc.tuple(cents, currency, now).map(([c, cur, n]) => new Buy(c, cur, false, n)),
  // History the bank sends late, dated before the link: from a day and a half before it (the link's day may have
  // begun then) to 80 days.
  buyBeforeLink: fc
    .tuple(cents, currency, now, fc.integer({ min: 2, max: 80 }))
    .map(([c, cur, n, days]) => new Buy(c, cur, false, n, days)),
  buyPending: fc.tuple(cents, currency, now).map(([c, cur, n]) => new Buy(c, cur, true, n)),
  post: fc.tuple(which, fc.boolean(), fc.boolean(), now).map(([w, id, d, n]) => new Post(w, id, d, n)),
  modify: fc
    .tuple(
      which,
      fc.integer({ min: -2_000, max: 2_000 }).filter((d) => d !== 0),
      now,
    )
    .map(([w, d, n]) => new Modify(w, d, n)),
  remove: fc.tuple(which, now).map(([w, n]) => new Remove(w, n)),
  refund: fc
    .tuple(which, fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: cents }), now)
    .map(([w, s, n]) => new Refund(w, s, false, n)),
  refundPending: fc.tuple(which, now).map(([w, n]) => new Refund(w, null, true, n)),
  replay: fc.constant(null).map(() => new Replay()),
  refresh: fc.constant(null).map(() => new Refresh()),
};
