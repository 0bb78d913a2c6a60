// Investing swept round-ups: Bitcoin buys at the price provider's price, or the 5% APY interest account,
// accrued daily and credited monthly. All writes run inside the caller's transaction.
import type { Sqlite } from '#db/index.ts';
import type { InvestmentType } from '#shared/constants.ts';
import { portfolio as text } from '#shared/messages.ts';
import { satsForCents, valueOfSats } from '#shared/money/bitcoin.ts';
import { formatDecimal } from '#shared/money/cents.ts';
import { accrue, creditableCents, dayNumber, isMonthStart, MICROS_PER_CENT } from '#shared/money/interest.ts';
import { ensureInvestment, type LedgerWriter } from './ledger.ts';
import { notify } from './notify.ts';

export type InvestmentRow = {
  id: number;
  portfolio_type: InvestmentType;
  total_invested_cents: number;
  balance_cents: number;
  accrued_micros: number;
  last_accrual_day: number | null;
  sats_held: number;
};

export function investmentOf(sqlite: Sqlite, userId: number, type: InvestmentType, now: number): InvestmentRow {
  ensureInvestment(sqlite, userId, type, now);
  return sqlite
    .prepare(
      'SELECT id, portfolio_type, total_invested_cents, balance_cents, accrued_micros, last_accrual_day, sats_held FROM investments WHERE user_id = ? AND portfolio_type = ?',
    )
    .get(userId, type) as InvestmentRow;
}

/**
 * Brings the interest account up to today: one day's interest per day on the balance plus what accrued,
 * and on the first of each month the whole cents accrued are credited (ledger row + `interest` transaction).
 * Idempotent: a day is accrued once, and a credit's ledger key names its day.
 */
export function accrueInterest(sqlite: Sqlite, ledger: LedgerWriter, userId: number, now: number) {
  const inv = investmentOf(sqlite, userId, 'interest', now);
  const today = dayNumber(now);
  if (inv.last_accrual_day === null || (inv.balance_cents <= 0 && inv.accrued_micros === 0)) {
    sqlite.prepare('UPDATE investments SET last_accrual_day = ? WHERE id = ?').run(today, inv.id);
    return;
  }
  let balance = inv.balance_cents;
  let accrued = inv.accrued_micros;
  let credited = 0;
  for (let day = inv.last_accrual_day + 1; day <= today; day++) {
    accrued = accrue(balance, accrued, day - 1, day);
    if (!isMonthStart(day)) continue;
    const { cents, carryMicros } = creditableCents(accrued);
    if (cents <= 0) continue;
    const key = `interest:${inv.id}:${day}`;
    if (
      ledger.post({
        userId,
        account: 'balance:interest',
        amount: cents,
        cause: 'interest',
        refType: 'investment',
        refId: inv.id,
        key,
      })
    ) {
      sqlite
        .prepare(
          "INSERT INTO investment_transactions (user_id, investment_id, type, amount_cents, asset_type, created_at) VALUES (?, ?, 'interest', ?, 'interest', ?)",
        )
        .run(userId, inv.id, cents, day * 86_400_000);
      balance += cents;
      credited += cents;
    }
    accrued = carryMicros;
  }
  sqlite
    .prepare('UPDATE investments SET accrued_micros = ?, last_accrual_day = ? WHERE id = ?')
    .run(accrued, today, inv.id);
  if (credited > 0)
    notify(
      sqlite,
      {
        userId,
        type: 'investment',
        title: text.interestCreditedTitle,
        message: text.interestCreditedBody(`$${formatDecimal(credited)}`),
      },
      now,
    );
}

/** Invests swept money. `priceCents` is required for Bitcoin. Keys are derived from `key` so a replay is a no-op. */
export function invest(
  sqlite: Sqlite,
  ledger: LedgerWriter,
  input: {
    userId: number;
    type: InvestmentType;
    amountCents: number;
    priceCents?: number;
    key: string;
    sweepId?: number;
    now: number;
  },
) {
  const { userId, type, amountCents, key, now } = input;
  if (type === 'interest') accrueInterest(sqlite, ledger, userId, now);
  const inv = investmentOf(sqlite, userId, type, now);
  const base = { userId, cause: 'invest', refType: 'investment', refId: inv.id };
  if (!ledger.post({ ...base, account: `invested:${type}`, amount: amountCents, key: `${key}:invested` })) return;
  if (type === 'interest') {
    ledger.post({ ...base, account: 'balance:interest', amount: amountCents, key: `${key}:balance` });
    sqlite
      .prepare(
        "INSERT INTO investment_transactions (user_id, investment_id, type, amount_cents, asset_type, sweep_id, created_at) VALUES (?, ?, 'deposit', ?, 'interest', ?, ?)",
      )
      .run(userId, inv.id, amountCents, input.sweepId ?? null, now);
  } else {
    const price = input.priceCents;
    if (!price || price <= 0) throw new Error('a Bitcoin buy needs a price');
    const sats = satsForCents(amountCents, price);
    ledger.post({ ...base, account: 'sats:bitcoin', amount: sats, key: `${key}:sats` });
    sqlite
      .prepare(
        "INSERT INTO investment_transactions (user_id, investment_id, type, amount_cents, asset_type, bitcoin_price_cents, bitcoin_amount_sats, sweep_id, created_at) VALUES (?, ?, 'buy', ?, 'bitcoin', ?, ?, ?, ?)",
      )
      .run(userId, inv.id, amountCents, price, sats, input.sweepId ?? null, now);
  }
}

export type Valuation = {
  interest: { balanceCents: number; accruedCents: number; investedCents: number; valueCents: number };
  bitcoin: { sats: number; priceCents: number; investedCents: number; valueCents: number };
  totalInvestedCents: number;
  currentValueCents: number;
};

/** What the user's investments are worth now. Interest shown includes what accrued and is not yet credited. */
export function valuation(sqlite: Sqlite, userId: number, priceCents: number, now: number): Valuation {
  const i = investmentOf(sqlite, userId, 'interest', now);
  const b = investmentOf(sqlite, userId, 'bitcoin', now);
  const accruedCents = Math.floor(i.accrued_micros / MICROS_PER_CENT);
  const interestValue = i.balance_cents + accruedCents;
  const btcValue = valueOfSats(b.sats_held, priceCents);
  return {
    interest: {
      balanceCents: i.balance_cents,
      accruedCents,
      investedCents: i.total_invested_cents,
      valueCents: interestValue,
    },
    bitcoin: { sats: b.sats_held, priceCents, investedCents: b.total_invested_cents, valueCents: btcValue },
    totalInvestedCents: i.total_invested_cents + b.total_invested_cents,
    currentValueCents: interestValue + btcValue,
  };
}

/** Keeps the investments' value columns and today's chart point current. */
export function recordValuation(sqlite: Sqlite, userId: number, v: Valuation, now: number) {
  const update = sqlite.prepare(
    'UPDATE investments SET current_value_cents = ?, total_return_cents = ? WHERE user_id = ? AND portfolio_type = ?',
  );
  update.run(v.interest.valueCents, v.interest.valueCents - v.interest.investedCents, userId, 'interest');
  update.run(v.bitcoin.valueCents, v.bitcoin.valueCents - v.bitcoin.investedCents, userId, 'bitcoin');
  if (v.totalInvestedCents === 0 && v.currentValueCents === 0) return;
  sqlite
    .prepare(
      `INSERT INTO portfolio_snapshots (user_id, day, value_cents, invested_cents) VALUES (?, ?, ?, ?)
       ON CONFLICT (user_id, day) DO UPDATE SET value_cents = excluded.value_cents, invested_cents = excluded.invested_cents`,
    )
    .run(userId, dayNumber(now), v.currentValueCents, v.totalInvestedCents);
}
