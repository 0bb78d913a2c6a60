// Amounts in a currency's minor units (ISO 4217) and their value in US cents at a rate. Pure: no I/O, only
// integers; the one rounding goes through applyRate (half to even, in BigInt when the product is large).
import { applyRate } from '#shared/money/rounding.ts';

/**
 * ISO 4217 minor-unit exponents: how many decimals an amount of the currency has. COP is 2 in ISO 4217
 * although prices and bank statements are in whole pesos (19,900 COP = 1,990,000 minor units); CLP, PYG, JPY,
 * KRW, ISK and VND have none (19,900 CLP = 19,900 minor units). A currency missing here is unknown: no
 * conversion is guessed for it.
 */
export const MINOR_UNIT_EXPONENTS: Readonly<Record<string, number>> = {
  // The Americas.
  USD: 2,
  CAD: 2,
  MXN: 2,
  BRL: 2,
  ARS: 2,
  COP: 2,
  CLP: 0,
  PEN: 2,
  UYU: 2,
  BOB: 2,
  PYG: 0,
  CRC: 2,
  DOP: 2,
  GTQ: 2,
  HNL: 2,
  NIO: 2,
  PAB: 2,
  // The currencies of the ECB reference rates (the real feed), and a few more.
  EUR: 2,
  GBP: 2,
  CHF: 2,
  SEK: 2,
  NOK: 2,
  DKK: 2,
  ISK: 0,
  PLN: 2,
  CZK: 2,
  HUF: 2,
  RON: 2,
  BGN: 2,
  TRY: 2,
  JPY: 0,
  KRW: 0,
  CNY: 2,
  HKD: 2,
  SGD: 2,
  INR: 2,
  IDR: 2,
  MYR: 2,
  PHP: 2,
  THB: 2,
  VND: 0,
  AUD: 2,
  NZD: 2,
  ZAR: 2,
  ILS: 2,
  KWD: 3,
  BHD: 3,
  JOD: 3,
  OMR: 3,
};

/** Decimals of an amount of `currency` (ISO 4217), or null for a currency this table does not know. */
export function minorUnitExponent(currency: string): number | null {
  return Object.hasOwn(MINOR_UNIT_EXPONENTS, currency) ? MINOR_UNIT_EXPONENTS[currency]! : null;
}

/** units x 10^6 per 1 USD: 18.5 MXN per dollar is 18,500,000. */
export const RATE_MICROS = 1_000_000;

/**
 * `amountMinor` minor units of `rate.currency` -> US cents, rounded half to even:
 * cents = amountMinor x 100 x 10^6 / (10^exponent x unitsPerUsdMicros), worked out exactly (BigInt when the
 * product passes 2^53). Negative amounts (refunds) round symmetrically. Null when the currency's exponent is
 * unknown; a RangeError for a rate that is not a positive whole number, an amount that is not a safe integer, or
 * an answer past 2^53 cents.
 *
 * 19,900 COP (1,990,000 minor units) at 4,000 COP/USD -> 498 cents; 19,900 CLP at 950 -> 2,095 cents;
 * 9,900 MXN minor units (MX$99.00) at 18.3 -> 541 cents; USD at 1,000,000 gives the amount back.
 */
export function minorToUsdCents(
  amountMinor: number,
  rate: { readonly currency: string; readonly unitsPerUsdMicros: number },
): number | null {
  if (!Number.isSafeInteger(rate.unitsPerUsdMicros) || rate.unitsPerUsdMicros <= 0) {
    throw new RangeError(`a rate must be a positive whole number of micros (got ${rate.unitsPerUsdMicros})`);
  }
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`an amount must be a safe integer of minor units (got ${amountMinor})`);
  }
  const exponent = minorUnitExponent(rate.currency);
  if (exponent === null) return null;
  // applyRate(amount, 10^8, scale) = amount x 10^8 / scale, half to even: the one place a rate is applied.
  return applyRate(amountMinor, 100 * RATE_MICROS, 10 ** exponent * rate.unitsPerUsdMicros);
}

const DECIMAL = /^([+-])?(\d{1,15})(?:\.(\d+))?$/;

/**
 * A decimal amount as a bank sends it ('19900', '-99.5', '99.00') -> integer minor units of `currency`: COP
 * '19900' -> 1,990,000; CLP '19900' -> 19,900; MXN '99.5' -> 9,950. Null for an unknown currency, for text that
 * is not a plain decimal, for more decimals than the currency has (CLP '1.5', MXN '1.005'; trailing zeros are
 * fine: CLP '19900.00'), and for amounts past 2^53 minor units.
 */
export function parseMinorUnits(text: string, currency: string): number | null {
  const exponent = minorUnitExponent(currency);
  const m = DECIMAL.exec(text.trim());
  if (exponent === null || !m) return null;
  const fraction = (m[3] ?? '').replace(/0+$/, '');
  if (fraction.length > exponent) return null;
  const minor = BigInt(m[2]!) * 10n ** BigInt(exponent) + BigInt(fraction.padEnd(exponent, '0') || '0');
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return m[1] === '-' ? -Number(minor) || 0 : Number(minor);
}

/** Minor units -> the positive decimal text in the currency's own decimals: MXN 9,900 -> '99.00', CLP -> '19900'. */
export function formatMinorUnits(minor: number, exponent: number): string {
  const abs = BigInt(Math.abs(minor));
  if (exponent === 0) return String(abs);
  const scale = 10n ** BigInt(exponent);
  return `${abs / scale}.${String(abs % scale).padStart(exponent, '0')}`;
}

/** A rate in micros as text, trailing zeros dropped: 18,341,200 -> '18.3412', 1,000,000 -> '1'. */
export function formatRateMicros(micros: number): string {
  const whole = Math.floor(micros / RATE_MICROS);
  const fraction = String(micros % RATE_MICROS)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * US cents -> minor units of `rate.currency`, rounded half to even (the other way from `minorToUsdCents`):
 * minor = cents x 10^exponent x unitsPerUsdMicros / (100 x 10^6). 2,975 cents at 18.5 MXN -> 55,038 (MX$550.38).
 * Null when the currency's exponent is unknown.
 */
export function usdCentsToMinor(
  cents: number,
  rate: { readonly currency: string; readonly unitsPerUsdMicros: number },
): number | null {
  const exponent = minorUnitExponent(rate.currency);
  if (exponent === null) return null;
  return applyRate(cents * 10 ** exponent, rate.unitsPerUsdMicros, 100 * RATE_MICROS);
}
