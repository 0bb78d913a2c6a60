// Currencies over random amounts and rates (fast-check): for MXN, BRL, COP, CLP, ARS and USD every coin
// purchase is booked at exactly the US cents a model works out in rational arithmetic (half to even), rounds up to
// the next dollar of that amount, earns 5% of it, and a refund of it, at any later rate, nets everything to zero;
// a pending purchase posts at its posting day's rate and rounds up by the settings in force when first seen.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievementReward } from '#api/testing/points.ts';
import { makeTestApp, type TestApp } from '#api/testing/test-app.ts';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import type { UsdRate } from '#api/providers/rates/rate-provider.ts';
import { ingest } from './ingest.ts';
import { auditLedger } from './ledger.ts';

let t: TestApp;
let n = 0;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.cleanup());

const newUser = () => {
  n += 1;
  return (
    t.sqlite
      .prepare(
        `INSERT INTO users (name, email, password, username, country, referral_code, created_at)
         VALUES ('P', ?, 'x', ?, 'MEX', ?, 0) RETURNING id`,
      )
      .get(`fx${n}@example.com`, `fx_${n}`, `FX${String(n).padStart(6, '0')}`) as { id: number }
  ).id;
};

/** Each currency's decimals (ISO 4217) and a range of plausible rates, units per USD x 10^6. */
const CURRENCIES = {
  USD: { decimals: 2, rate: [1_000_000, 1_000_000] },
  MXN: { decimals: 2, rate: [15_000_000, 22_000_000] },
  BRL: { decimals: 2, rate: [4_500_000, 6_500_000] },
  COP: { decimals: 2, rate: [3_500_000_000, 4_800_000_000] },
  CLP: { decimals: 0, rate: [800_000_000, 1_050_000_000] },
  ARS: { decimals: 2, rate: [300_000_000, 1_500_000_000] },
} as const;
type Currency = keyof typeof CURRENCIES;

/** The model: minor units -> US cents, minor x 10^8 / (10^decimals x micros), half to even, in BigInt. */
function modelCents(minor: number, currency: Currency, micros: number): number {
  const num = BigInt(minor) * 100_000_000n;
  const den = 10n ** BigInt(CURRENCIES[currency].decimals) * BigInt(micros);
  const q = num / den;
  const twice = 2n * (num % den);
  return Number(twice > den || (twice === den && q % 2n === 1n) ? q + 1n : q);
}
/** 5% of the cents, in hundredths of a point, half to even. */
const modelPoints = (cents: number) => modelCents(cents * 500, 'USD', 10_000 * 1_000_000);
const amountText = (minor: number, currency: Currency) => {
  const d = CURRENCIES[currency].decimals;
  return d === 0 ? String(minor) : `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
};

const purchaseArb = fc.constantFrom(...(Object.keys(CURRENCIES) as Currency[])).chain((currency) =>
  fc.record({
    currency: fc.constant(currency),
    // Up to about US$ 2,000 in any of them.
    minor: fc.integer({ min: 1, max: currency === 'COP' ? 800_000_000 : currency === 'ARS' ? 300_000_000 : 4_000_000 }),
    buyRate: fc.integer({ min: CURRENCIES[currency].rate[0], max: CURRENCIES[currency].rate[1] }),
    refundRate: fc.integer({ min: CURRENCIES[currency].rate[0], max: CURRENCIES[currency].rate[1] }),
    refunded: fc.boolean(),
  }),
);

/** The first round-up's achievement, in hundredths of a point as the users row keeps points. */
const FIRST_ROUND_UP = achievementReward('first_round_up');
const BUY_DAY = '2025-05-05';
const REFUND_DAY = '2025-05-09';
const row = (id: string, currency: Currency, minor: number, day: string, inflow = false): ProviderTransaction => ({
  provider: 'belvo',
  id,
  accountId: 'acct',
  description: 'COMPRA TIKTOK MONEDAS',
  merchant: 'TikTok',
  amount: amountText(minor, currency),
  direction: inflow ? 'in' : 'out',
  currency,
  date: `${day}T12:00:00.000Z`,
  pending: false,
});
const book = (currency: Currency, entries: [day: string, micros: number][]) =>
  new Map<string, UsdRate>(
    entries.map(([day, micros]) => [`${currency} ${day}`, { currency, day, rateDay: day, unitsPerUsdMicros: micros }]),
  );

describe('coin purchases in six currencies', () => {
  it('book the model cents, round up to the next dollar of them, earn 5% of them; a refund nets to zero', () => {
    fc.assert(
      fc.property(
        // Distinct amounts, so that each refund can only be of its own purchase.
        fc.uniqueArray(purchaseArb, { minLength: 1, maxLength: 6, selector: (p) => `${p.currency} ${p.minor}` }),
        (purchases) => {
          const userId = newUser();
          let spend = 0;
          let roundUps = 0;
          let points = 0;
          // The first purchase that records a round-up unlocks its achievement, credited as points.
          let rounded = false;
          purchases.forEach((p, i) => {
            ingest(
              t.sqlite,
              userId,
              [row(`b${i}`, p.currency, p.minor, BUY_DAY)],
              0,
              book(p.currency, [[BUY_DAY, p.buyRate]]),
            );
            const cents = modelCents(p.minor, p.currency, p.buyRate);
            const stored = t.sqlite
              .prepare(
                `SELECT amount_cents AS cents, round_up_cents AS roundUp, points_earned AS points,
                   original_amount AS text
               FROM transactions WHERE user_id = ? AND provider_transaction_id = ?`,
              )
              .get(userId, `b${i}`);
            expect(stored).toEqual({
              cents,
              roundUp: (100 - (cents % 100)) % 100,
              points: modelPoints(cents),
              text: amountText(p.minor, p.currency),
            });
            rounded ||= (100 - (cents % 100)) % 100 > 0;
            if (p.refunded) {
              const refund = row(`r${i}`, p.currency, p.minor, REFUND_DAY, true);
              ingest(t.sqlite, userId, [refund], 0, book(p.currency, [[REFUND_DAY, p.refundRate]]));
            } else {
              spend += cents;
              roundUps += (100 - (cents % 100)) % 100;
              points += modelPoints(cents);
            }
          });
          expect(auditLedger(t.sqlite, userId)).toEqual([]);
          expect(
            t.sqlite
              .prepare(
                `SELECT total_tik_tok_spend_cents AS spend, total_round_up_cents AS roundUps,
                 total_points_earned AS points FROM users WHERE id = ?`,
              )
              .get(userId),
          ).toEqual({ spend, roundUps, points: points + (rounded ? FIRST_ROUND_UP : 0) });
        },
      ),
      { numRuns: 80 },
    );
  });
});

const settingsArb = fc.record({
  method: fc.constantFrom('dollar' as const, 'five' as const),
  multiplier: fc.constantFrom(1, 2, 3, 10),
});

describe('a pending purchase in any of the six currencies', () => {
  it('posts at the posting day rate and rounds up by the settings in force when it was first seen', () => {
    fc.assert(
      fc.property(purchaseArb, settingsArb, settingsArb, fc.boolean(), (p, first, later, ownId) => {
        const userId = newUser();
        const set = (s: { method: string; multiplier: number }) =>
          t.sqlite
            .prepare('UPDATE users SET round_up_method = ?, round_up_multiplier = ? WHERE id = ?')
            .run(s.method, s.multiplier, userId);
        set(first);
        const pending = { ...row('auth', p.currency, p.minor, BUY_DAY), pending: true };
        ingest(t.sqlite, userId, [pending], 0, book(p.currency, [[BUY_DAY, p.buyRate]]));
        set(later);
        // It posts days later under its own id or, as most banks do, under a new one.
        const posted = ownId
          ? { ...pending, pending: false, date: `${REFUND_DAY}T09:00:00.000Z` }
          : row('post', p.currency, p.minor, REFUND_DAY);
        ingest(t.sqlite, userId, [posted], 0, book(p.currency, [[REFUND_DAY, p.refundRate]]));

        const cents = modelCents(p.minor, p.currency, p.refundRate);
        const unit = first.method === 'dollar' ? 100 : 500;
        const expected = ((unit - (cents % unit)) % unit) * first.multiplier;
        expect(
          t.sqlite
            .prepare(
              `SELECT amount_cents AS cents, round_up_cents AS roundUp FROM transactions
                 WHERE user_id = ? AND pending = 0 AND superseded_by_id IS NULL`,
            )
            .all(userId),
        ).toEqual([{ cents, roundUp: expected }]);
        expect(auditLedger(t.sqlite, userId)).toEqual([]);
      }),
      { numRuns: 80 },
    );
  });
});
