// Local price levels for the history generator: how its amounts, drawn in US cents, look in a bank account of
// another currency. Each currency has a FIXED level (a typical number of units per dollar, not the day's rate:
// a bank's prices do not follow the exchange rate) and the coin packs its app stores sell, and its amounts are
// rounded as its prices are and written in its ISO 4217 decimals (minor units here).
import { minorUnitExponent } from '#api/providers/rates/currency-units.ts';

type PriceLevel = {
  /** Local units per US dollar. */
  perUsd: number;
  /** Everyday rows, salary, rent and subscriptions are rounded to this many minor units. */
  roundTo: number;
  /** Odd coin charges (tax, a currency conversion) are whole multiples of this many minor units. */
  oddStep: number;
  /** The six coin packs in local units, at the tiers of USD 0.99, 4.99, 9.99, 19.99, 49.99 and 99.99. */
  packs: readonly [number, number, number, number, number, number];
};

/** Odd coin charges are USD 1.00 to 60.00, or as much at the local price level. */
const ODD_USD_CENTS = { min: 100, max: 6_000 } as const;

const USD: PriceLevel = { perUsd: 1, roundTo: 1, oddStep: 1, packs: [0.99, 4.99, 9.99, 19.99, 49.99, 99.99] };

/** A currency missing here gets the US amounts (written in its own decimals). */
export const PRICE_LEVELS: Readonly<Record<string, PriceLevel>> = {
  USD,
  // To the centavo; packs as the Mexican stores price them.
  MXN: { perUsd: 18, roundTo: 1, oddStep: 1, packs: [17, 89, 179, 349, 899, 1_799] },
  BRL: { perUsd: 5.5, roundTo: 1, oddStep: 1, packs: [5.9, 27.9, 54.9, 109.9, 269.9, 549.9] },
  // Whole pesos although ISO 4217 gives COP 2 decimals ('19900.00'): prices to 100 pesos, odd charges to 1.
  COP: { perUsd: 4_100, roundTo: 10_000, oddStep: 100, packs: [4_900, 19_900, 39_900, 79_900, 199_900, 399_900] },
  // No decimals at all: prices to 10 pesos, odd charges to 1.
  CLP: { perUsd: 930, roundTo: 10, oddStep: 1, packs: [990, 4_500, 8_900, 17_900, 44_900, 89_900] },
  // Prices in whole pesos; odd charges (with the taxes on foreign purchases) to the centavo.
  ARS: { perUsd: 1_000, roundTo: 100, oddStep: 1, packs: [1_100, 5_500, 10_900, 21_900, 54_900, 109_900] },
  PEN: { perUsd: 3.75, roundTo: 1, oddStep: 1, packs: [3.9, 18.9, 37.9, 74.9, 189.9, 379.9] },
};

export type Pricing = {
  currency: string;
  /** ISO 4217 decimals of the currency (2 when it is unknown). */
  exponent: number;
  /** Draws in US cents -> minor units at the local price level, rounded as local prices are (at least 1 step). */
  fromUsdCents: (usdCents: number) => number;
  /** The six coin packs in minor units, cheapest first. */
  packs: readonly number[];
  /** Odd coin charges: between `oddSteps.min` and `oddSteps.max` steps of `oddStep` minor units. */
  oddSteps: { min: number; max: number };
  oddStep: number;
};

/** How amounts look in `currency`: USD's own for USD (the generator's draws unchanged) and unknown currencies. */
export function pricingFor(currency = 'USD'): Pricing {
  const level = Object.hasOwn(PRICE_LEVELS, currency) ? PRICE_LEVELS[currency]! : USD;
  const exponent = minorUnitExponent(currency) ?? 2;
  const unit = 10 ** exponent;
  // Exact: the levels are whole or binary fractions (5.5, 3.75), so USD gives its cents back unchanged.
  const local = (usdCents: number) => (usdCents * level.perUsd * unit) / 100;
  return {
    currency,
    exponent,
    fromUsdCents: (usdCents) => Math.max(1, Math.round(local(usdCents) / level.roundTo)) * level.roundTo,
    packs: level.packs.map((price) => Math.round(price * unit)),
    oddSteps: {
      min: Math.ceil(local(ODD_USD_CENTS.min) / level.oddStep),
      max: Math.floor(local(ODD_USD_CENTS.max) / level.oddStep),
    },
    oddStep: level.oddStep,
  };
}
