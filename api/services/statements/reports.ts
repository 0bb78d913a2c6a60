// Monthly statements and the year-end tax summary, as sums over the member's ledger rows. Months and years are the
// member's, in their time zone (docs/product-rules.md section 9), from the month the member joined to the current one.
import type { Sqlite } from '#db/index.ts';
import { formatBtc } from '#shared/money/bitcoin.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import type {
  Statement,
  StatementBalances,
  StatementEntry,
  StatementsIndex,
  TaxSummary,
} from '#shared/schemas/statements.ts';
import type { Deps } from '#api/deps.ts';
import { accrueInterest } from '#api/services/money/investments.ts';
import { LedgerWriter } from '#api/services/money/ledger.ts';
import { effectiveAt, type Entry, entriesOf, interestRows, rowsBetween } from './entries.ts';
import { write } from '#db/unit-of-work.ts';
import { zonedDate, zonedDayStart } from '#shared/i18n/zoned-time.ts';

type StatementDeps = Pick<Deps, 'sqlite' | 'now'>;

/** A month counted from year 0, to compare months: (year, month from 0). */
const monthIndex = (year: number, month0: number) => year * 12 + month0;
const monthName = (year: number, month0: number) => `${year}-${String(month0 + 1).padStart(2, '0')}`;

/**
 * When the member joined (the account's creation, or their first ledger row if that is earlier: money kept) and their
 * time zone, which the months are counted in.
 */
function memberCalendar(sqlite: Sqlite, userId: number) {
  const row = sqlite
    .prepare(
      `SELECT min(u.created_at, coalesce((SELECT l.created_at FROM ledger_entries l WHERE l.user_id = u.id
         ORDER BY l.id LIMIT 1), u.created_at)) AS at, u.time_zone AS timeZone FROM users u WHERE u.id = ?`,
    )
    .get(userId) as { at: number; timeZone: string } | undefined;
  if (!row) throw new Error(`statements: no user ${userId}`);
  return { timeZone: row.timeZone, joined: zonedDate(row.timeZone, row.at) };
}

/**
 * Interest credited up to today, as the dashboard's read does (docs/product-rules.md section 5: accrued daily, credited
 * monthly): a statement then shows every credit whose day has come, whenever the dashboard was last opened.
 */
function bringInterestUpToDate(sqlite: Sqlite, userId: number, at: number) {
  write(sqlite, () => {
    const ledger = new LedgerWriter(sqlite, at);
    accrueInterest(sqlite, ledger, userId, at);
    ledger.flush();
  });
}

/** Every month since joining and every year, newest first; the current ones are not complete yet. */
export function statementsIndex({ sqlite, now }: StatementDeps, userId: number): StatementsIndex {
  const { timeZone, joined } = memberCalendar(sqlite, userId);
  const today = zonedDate(timeZone, now());
  const months: StatementsIndex['months'] = [];
  for (let y = today.year, m = today.month0; ; m--) {
    if (m < 0) [y, m] = [y - 1, 11];
    if (monthIndex(y, m) < monthIndex(joined.year, joined.month0)) break;
    months.push({ month: monthName(y, m), complete: months.length > 0 });
  }
  const years: StatementsIndex['years'] = [];
  for (let y = today.year; y >= joined.year; y--) years.push({ year: y, complete: y < today.year });
  return { timeZone, months, years };
}

/** Balances in units: cents, hundredths of a point, satoshis. */
type Units = Map<string, number>;

/** What every account held just before `at`: interest credits by their day, every other row by when it posted. */
function balancesBefore(sqlite: Sqlite, userId: number, at: number): Units {
  const sums = sqlite
    .prepare(
      `SELECT account, sum(amount) AS total FROM ledger_entries
       WHERE user_id = ? AND cause <> 'interest' AND created_at < ? GROUP BY account`,
    )
    .all(userId, at) as { account: string; total: number }[];
  const units: Units = new Map(sums.map((s) => [s.account, s.total]));
  for (const r of interestRows(sqlite, userId))
    if (effectiveAt(r) < at) units.set(r.account, (units.get(r.account) ?? 0) + r.amount);
  return units;
}

function balancesDto(u: Units): StatementBalances {
  const d = (account: string) => u.get(account) ?? 0;
  return {
    points: formatDecimal(d('points')),
    pendingRoundUps: formatDecimal(d('round_ups_pending')),
    sweepsInFlight: formatDecimal(d('sweep_in_flight')),
    interestBalance: formatDecimal(d('balance:interest')),
    bitcoin: formatBtc(d('sats:bitcoin')),
    bitcoinCostBasis: formatDecimal(d('invested:bitcoin')),
    totalInvested: formatDecimal(d('invested:interest') + d('invested:bitcoin')),
  };
}

const decimalOrNull = (units: number | null) => (units === null ? null : formatDecimal(units));

function entryDto(e: Entry): StatementEntry {
  return {
    date: new Date(e.at).toISOString(),
    purchaseDate: e.purchasedAt === null ? null : new Date(e.purchasedAt).toISOString(),
    kind: e.kind,
    investment: e.investment,
    description: e.description,
    amount: formatDecimal(e.amountCents),
    points: decimalOrNull(e.points),
    spend: decimalOrNull(e.spendCents),
    btc: e.sats === null ? null : formatBtc(e.sats),
    price: decimalOrNull(e.priceCents),
    fee: decimalOrNull(e.feeCents),
    net: decimalOrNull(e.netCents),
    costBasis: decimalOrNull(e.costBasisCents),
  };
}

const sum = (entries: Entry[], pick: (e: Entry) => number) => entries.reduce((total, e) => total + pick(e), 0);
const delta = (account: string) => (e: Entry) => e.deltas.get(account) ?? 0;
const of =
  (...kinds: Entry['kind'][]) =>
  (e: Entry) =>
    kinds.includes(e.kind);
/** A payout's fee: charged when it was asked for, given back with the money when it failed. */
const feeOf = (e: Entry) =>
  of('redemption', 'cash_out')(e)
    ? (e.feeCents ?? 0)
    : of('redemption_returned', 'cash_out_returned')(e)
      ? -(e.feeCents ?? 0)
      : 0;

function totalsOf(entries: Entry[]): Statement['totals'] {
  const invested = entries.filter(of('sweep_invested'));
  const cashOuts = entries.filter(of('cash_out', 'cash_out_returned'));
  return {
    roundUps: formatDecimal(sum(entries, delta('round_ups'))),
    invested: formatDecimal(sum(invested, (e) => e.amountCents)),
    interest: formatDecimal(sum(entries.filter(of('interest_credit')), (e) => e.amountCents)),
    bitcoinBought: formatDecimal(
      sum(
        invested.filter((e) => e.investment === 'bitcoin'),
        (e) => e.amountCents,
      ),
    ),
    bitcoinSold: formatDecimal(
      -sum(
        cashOuts.filter((e) => e.investment === 'bitcoin'),
        (e) => e.amountCents,
      ),
    ),
    pointsEarned: formatDecimal(sum(entries, delta('points_earned'))),
    pointsRedeemed: formatDecimal(sum(entries, delta('points_redeemed'))),
    cashedOut: formatDecimal(-sum(cashOuts, (e) => e.amountCents)),
    redeemedForCash: formatDecimal(-sum(entries.filter(of('redemption', 'redemption_returned')), (e) => e.amountCents)),
    fees: formatDecimal(sum(entries, feeOf)),
  };
}

/**
 * 'YYYY-MM' -> its first instant and the next month's in the member's zone, or null before the member joined or after
 * this month.
 */
function monthRange(month: string, { timeZone, joined }: ReturnType<typeof memberCalendar>, now: number) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const from = zonedDayStart(timeZone, y, m - 1);
  const to = zonedDayStart(timeZone, y, m);
  if (monthIndex(y, m - 1) < monthIndex(joined.year, joined.month0) || from > now) return null;
  return { from, to };
}

/** One month's statement; null for a month before the member joined or still to come. */
export function monthlyStatement({ sqlite, now }: StatementDeps, userId: number, month: string): Statement | null {
  const at = now();
  const calendar = memberCalendar(sqlite, userId);
  const range = monthRange(month, calendar, at);
  if (!range) return null;
  bringInterestUpToDate(sqlite, userId, at);
  const complete = range.to <= at;
  const to = complete ? range.to : at + 1;
  const entries = entriesOf(sqlite, userId, rowsBetween(sqlite, userId, range.from, to));
  return {
    month,
    timeZone: calendar.timeZone,
    from: new Date(range.from).toISOString(),
    to: new Date(complete ? range.to : at).toISOString(),
    complete,
    opening: balancesDto(balancesBefore(sqlite, userId, range.from)),
    closing: balancesDto(balancesBefore(sqlite, userId, to)),
    totals: totalsOf(entries),
    entries: byDate(entries).map(entryDto),
  };
}

/** A statement's lines in the order they happened: a purchase by its own date, every other line when it counted. */
const byDate = (entries: Entry[]) => [...entries].sort((a, b) => (a.purchasedAt ?? a.at) - (b.purchasedAt ?? b.at));

/**
 * The year's Bitcoin sales, as its months' statements show them: a sale and its return (the payout failed, the
 * Bitcoin came back) within the year cancel out and neither is listed; a sale returned in a later year stays in its
 * own year, and the return is listed in the year it happened, as the sale undone.
 */
function bitcoinSales(entries: Entry[]): Entry[] {
  const payouts = entries.filter((e) => e.investment === 'bitcoin' && of('cash_out', 'cash_out_returned')(e));
  const sold = new Set(payouts.filter(of('cash_out')).map((e) => e.payoutId));
  const returned = new Set(payouts.filter(of('cash_out_returned')).map((e) => e.payoutId));
  return payouts.filter((e) => !(sold.has(e.payoutId) && returned.has(e.payoutId)));
}

/** One year's tax summary; null for a year before the member joined or still to come. */
export function taxSummary({ sqlite, now }: StatementDeps, userId: number, year: number): TaxSummary | null {
  const at = now();
  const { timeZone, joined } = memberCalendar(sqlite, userId);
  if (year < joined.year || year > zonedDate(timeZone, at).year) return null;
  bringInterestUpToDate(sqlite, userId, at);
  const end = zonedDayStart(timeZone, year + 1, 0);
  const start = zonedDayStart(timeZone, year, 0);
  const entries = entriesOf(sqlite, userId, rowsBetween(sqlite, userId, start, Math.min(end, at + 1)));
  const buys = entries.filter((e) => e.kind === 'sweep_invested' && e.investment === 'bitcoin');
  const sales = bitcoinSales(entries);
  // A return undoes its sale: Bitcoin, proceeds and cost basis count negative.
  const proceeds = (e: Entry) => -e.amountCents;
  const basis = (e: Entry) => (e.kind === 'cash_out_returned' ? -1 : 1) * (e.costBasisCents ?? 0);
  const sats = (e: Entry) => Math.abs(e.sats ?? 0);
  const soldSats = (e: Entry) => -(e.sats ?? 0);
  return {
    year,
    timeZone,
    complete: end <= at,
    interestEarned: formatDecimal(sum(entries.filter(of('interest_credit')), (e) => e.amountCents)),
    bitcoinBuys: buys.map((e) => ({
      date: new Date(e.at).toISOString(),
      btc: formatBtc(sats(e)),
      price: formatDecimal(e.priceCents ?? 0),
      cost: formatDecimal(e.amountCents),
    })),
    bitcoinSales: sales.map((e) => ({
      date: new Date(e.at).toISOString(),
      btc: formatBtc(soldSats(e)),
      price: formatDecimal(e.priceCents ?? 0),
      proceeds: formatDecimal(proceeds(e)),
      costBasis: formatDecimal(basis(e)),
      gain: formatDecimal(proceeds(e) - basis(e)),
      returned: e.kind === 'cash_out_returned',
    })),
    bought: { btc: formatBtc(sum(buys, sats)), cost: formatDecimal(sum(buys, (e) => e.amountCents)) },
    sold: {
      btc: formatBtc(sum(sales, soldSats)),
      proceeds: formatDecimal(sum(sales, proceeds)),
      costBasis: formatDecimal(sum(sales, basis)),
      gain: formatDecimal(sum(sales, (e) => proceeds(e) - basis(e))),
    },
    pointsRedeemed: formatDecimal(sum(entries, delta('points_redeemed'))),
    // As the months' statements add them up: a payout's fee and its return cancel out within the year.
    fees: formatDecimal(sum(entries, feeOf)),
  };
}
