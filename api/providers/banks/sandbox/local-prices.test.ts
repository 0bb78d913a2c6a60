import { isCoinPurchaseText } from '#shared/classify/coin-purchase.ts';
import { describe, expect, it } from 'vitest';
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { parseMinorUnits } from '#api/providers/rates/currency-units.ts';
import { generateProviderTransactions, postPending } from '#api/providers/banks/sandbox/generate-history.ts';
import { pricingFor } from '#api/providers/banks/sandbox/local-prices.ts';

const START = Date.UTC(2025, 0, 6);
const isOut = (t: ProviderTransaction) => (t.direction ? t.direction === 'out' : Number(t.amount) < 0);
const isCoin = (t: ProviderTransaction) => isCoinPurchaseText(t.description, t.merchant);
/** Everything but the amount and its currency. */
const shape = ({ amount: _amount, currency: _currency, ...rest }: ProviderTransaction) => rest;

/** Units per dollar and the packs the stores sell, written out here, not read from the implementation. */
const LOCAL = {
  MXN: { perUsd: 18, packs: ['17.00', '89.00', '179.00', '349.00', '899.00', '1799.00'] },
  BRL: { perUsd: 5.5, packs: ['5.90', '27.90', '54.90', '109.90', '269.90', '549.90'] },
  COP: { perUsd: 4_100, packs: ['4900.00', '19900.00', '39900.00', '79900.00', '199900.00', '399900.00'] },
  CLP: { perUsd: 930, packs: ['990', '4500', '8900', '17900', '44900', '89900'] },
  ARS: { perUsd: 1_000, packs: ['1100.00', '5500.00', '10900.00', '21900.00', '54900.00', '109900.00'] },
  PEN: { perUsd: 3.75, packs: ['3.90', '18.90', '37.90', '74.90', '189.90', '379.90'] },
} as const;

type Local = keyof typeof LOCAL;
const CURRENCIES = Object.keys(LOCAL) as Local[];
const options = { seed: 7, provider: 'belvo', start: START, days: 120, refundShare: 0.2, pendingShare: 0.8 } as const;
const usd = generateProviderTransactions(options);
const dollars = (t: ProviderTransaction, currency: Local) => Math.abs(Number(t.amount)) / LOCAL[currency].perUsd;

describe.each(CURRENCIES)('generateProviderTransactions in %s', (currency) => {
  const rows = generateProviderTransactions({ ...options, currency });
  const { packs } = LOCAL[currency];

  it('has the same rows, ids, dates, texts, pending rows and refunds as in US dollars: only the amounts change', () => {
    expect(rows.map(shape)).toEqual(usd.map(shape));
    expect(rows.some((t) => t.pending) && rows.some((t) => t.id.endsWith('-refund'))).toBe(true);
    expect(rows.every((t) => t.currency === currency)).toBe(true);
    expect(rows.filter((t, i) => t.amount !== usd[i]!.amount).length / rows.length).toBeGreaterThan(0.95);
  });

  it("writes amounts in the currency's ISO 4217 decimals", () => {
    for (const t of rows) {
      expect(t.amount).toMatch(currency === 'CLP' ? /^[1-9]\d*$/ : /^[1-9]\d*\.\d{2}$/);
      expect(parseMinorUnits(String(t.amount), currency)).toBeGreaterThan(0);
    }
  });

  it('charges coin purchases at local pack prices, cheap ones most, or odd amounts of 0.5-150 dollars', () => {
    const coins = rows.filter((t) => isOut(t) && isCoin(t));
    expect(coins.length).toBeGreaterThan(50);
    const atPacks = coins.filter((t) => (packs as readonly string[]).includes(String(t.amount)));
    expect(atPacks.length / coins.length).toBeGreaterThan(0.6);
    expect(atPacks.length).toBeLessThan(coins.length);
    const cheap = atPacks.filter((t) => t.amount === packs[0] || t.amount === packs[1]);
    expect(cheap.length / atPacks.length).toBeGreaterThan(0.3);
    for (const t of coins) {
      expect(dollars(t, currency)).toBeGreaterThanOrEqual(0.5);
      expect(dollars(t, currency)).toBeLessThanOrEqual(150);
    }
  });

  it("prices everyday rows, salary and rent at the local level, rounded as the currency's prices are", () => {
    const others = rows.filter((t) => !isCoin(t));
    for (const t of others) {
      expect(dollars(t, currency)).toBeGreaterThan(0.5);
      expect(dollars(t, currency)).toBeLessThan(3_500);
    }
    const amounts = others.map((t) => String(t.amount));
    if (currency === 'COP') expect(amounts.every((a) => a.endsWith('00.00'))).toBe(true);
    if (currency === 'CLP') expect(amounts.every((a) => a.endsWith('0'))).toBe(true);
    if (currency === 'ARS') expect(amounts.every((a) => a.endsWith('.00'))).toBe(true);
    if (currency === 'MXN') expect(amounts.some((a) => !a.endsWith('.00'))).toBe(true);
    // The same draws at a fixed level: the dollar value of a row is close to its US amount.
    for (const [i, t] of rows.entries()) {
      if (isCoin(t)) continue;
      expect(Math.abs(dollars(t, currency) - Number(usd[i]!.amount))).toBeLessThan(0.1);
    }
  });

  it('refunds a purchase with its exact amount and posts a pending row with its amount', () => {
    const refunds = rows.filter((t) => t.id.endsWith('-refund'));
    for (const refund of refunds) {
      expect(rows.find((t) => t.id === refund.id.replace(/-refund$/, ''))!.amount).toBe(refund.amount);
    }
    const pending = rows.filter((t) => t.pending);
    for (const posted of postPending(rows, 3)) {
      const original = pending.find((t) => posted.id.startsWith(`${t.id}-posted-`))!;
      expect(posted).toMatchObject({ amount: original.amount, currency });
    }
  });

  it('signs amounts as Finicity does, in the same decimals', () => {
    const signed = generateProviderTransactions({ ...options, currency, signed: true });
    for (const [i, t] of signed.entries()) {
      const text = String(rows[i]!.amount);
      expect(Math.abs(t.amount as number)).toBe(Number(text));
      expect((t.amount as number) < 0).toBe(rows[i]!.direction === 'out');
    }
  });
});

describe('pricingFor', () => {
  it('keeps US amounts for a currency it has no prices for, in that currency', () => {
    const uyu = generateProviderTransactions({ ...options, currency: 'UYU' });
    expect(uyu.map((t) => [t.id, t.amount, t.date])).toEqual(usd.map((t) => [t.id, t.amount, t.date]));
    expect(uyu.every((t) => t.currency === 'UYU')).toBe(true);
  });

  it("writes a currency without decimals in whole units, and USD's draws unchanged", () => {
    expect(pricingFor('JPY')).toMatchObject({ exponent: 0, packs: [1, 5, 10, 20, 50, 100] });
    expect(pricingFor('JPY').fromUsdCents(1_549)).toBe(15);
    expect(pricingFor()).toMatchObject({ currency: 'USD', exponent: 2, packs: [99, 499, 999, 1_999, 4_999, 9_999] });
    expect(pricingFor('USD').oddSteps).toEqual({ min: 100, max: 6_000 });
    for (const cents of [1, 99, 1_549, 145_000]) expect(pricingFor('USD').fromUsdCents(cents)).toBe(cents);
  });

  it('rounds COP to 100 pesos, CLP to 10 and ARS to whole pesos, in ISO 4217 minor units', () => {
    expect(pricingFor('COP').fromUsdCents(1_549)).toBe(6_350_000); // 63,509 -> 63,500 pesos
    expect(pricingFor('CLP').fromUsdCents(1_549)).toBe(14_410); // 14,405.7 -> 14,410 pesos
    expect(pricingFor('ARS').fromUsdCents(1_549)).toBe(1_549_000); // 15,490 pesos
    expect(pricingFor('BRL').fromUsdCents(1_549)).toBe(8_520); // 85.195 -> 85.20 reais
    expect(pricingFor('CLP').fromUsdCents(1)).toBe(10); // never zero
  });
});
