// A year in the interest account through accrueInterest, the path the money jobs and every
// portfolio read take. One daily rate for 365 days paid 5.014% in a leap year: $1,000 through 2024 earned $50.14.
// Each day now earns the rate of its own calendar year, and a month's interest is credited to the nearest cent.
import { afterEach, describe, expect, it } from 'vitest';
import { portfolioSchema } from '#shared/schemas/portfolio.ts';
import { accrueInterest, invest, valuation } from '#api/services/money/investments.ts';
import { auditLedger, LedgerWriter } from '#api/services/money/ledger.ts';
import { makeTestApp, type TestApp, VALID_PASSWORD } from '#api/testing/test-app.ts';
import { write } from '#db/unit-of-work.ts';

const DAY = 86_400_000;
let t: TestApp | undefined;
afterEach(() => t?.cleanup());

/** $1,000 deposited in the interest account at noon on `from`, brought up to date every few days until `to`. */
async function holdThousandDollars(from: number, to: number) {
  const app = makeTestApp({ startAt: from + DAY / 2 });
  t = app;
  const s = await app.signup();
  const userId = s.body.id as number;
  const inTransaction = (work: (ledger: LedgerWriter, at: number) => void) => {
    const at = app.clock.now();
    write(app.sqlite, () => {
      const ledger = new LedgerWriter(app.sqlite, at);
      work(ledger, at);
      ledger.flush();
    });
  };
  inTransaction((ledger, now) =>
    invest(app.sqlite, ledger, { userId, type: 'interest', amountCents: 100_000, key: 'deposit', now }),
  );
  while (app.clock.now() < to) {
    app.clock.advance(Math.min(9 * DAY, to + DAY / 2 - app.clock.now()));
    inTransaction((ledger, at) => accrueInterest(app.sqlite, ledger, userId, at));
  }
  expect(auditLedger(app.sqlite, userId)).toEqual([]);
  const credits = app.sqlite
    .prepare("SELECT amount_cents AS cents FROM investment_transactions WHERE user_id = ? AND type = 'interest'")
    .all(userId) as { cents: number }[];
  const value = valuation(app.sqlite, userId, null, app.clock.now()).interest;
  const signin = await app.signin(s.input.email, VALID_PASSWORD);
  const portfolio = portfolioSchema.parse(await (await app.get('/api/portfolio', signin.cookie)).json());
  return { credited: credits.reduce((a, c) => a + c.cents, 0), months: credits.length, value, portfolio };
}

describe('$1,000 in the interest account for a year (5% APY)', () => {
  it('earns $50.00 over 2024, a leap year of 366 days', async () => {
    const r = await holdThousandDollars(Date.UTC(2024, 0, 1), Date.UTC(2025, 0, 1));
    expect(r.months).toBe(12);
    expect(r.credited).toBe(5000);
    expect(r.value).toMatchObject({ balanceCents: 105_000, accruedCents: 0, valueCents: 105_000 });
    expect(r.portfolio.holdings.interest).toMatchObject({ balance: 1050, accruedInterest: 0 });
  });

  it('earns $50.00 over 2025, a year of 365 days', async () => {
    const r = await holdThousandDollars(Date.UTC(2025, 0, 1), Date.UTC(2026, 0, 1));
    expect(r.months).toBe(12);
    expect(r.credited).toBe(5000);
    expect(r.portfolio.holdings.interest).toMatchObject({ balance: 1050, accruedInterest: 0 });
  });

  it('earns $50.07 from 2023-07-01 to 2024-07-01: 184 days at 2023 rate and 182 at 2024 rate', async () => {
    // 1,000 x (1.05^(184/365 + 182/366) - 1) = 50.0706; the 366 days held include 29 February 2024.
    const r = await holdThousandDollars(Date.UTC(2023, 6, 1), Date.UTC(2024, 6, 1));
    expect(r.credited).toBe(5007);
    expect(r.portfolio.holdings.interest).toMatchObject({ balance: 1050.07, accruedInterest: 0 });
  });
});
