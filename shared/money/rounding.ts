// Integer money math. Every amount is an integer (cents, hundredths of a point, satoshis); a rate is applied
// in exactly one place, with half-to-even rounding (banker's rounding), so sums never drift.

/** `numerator / denominator` rounded half-to-even. Both integers; denominator > 0. */
export function divHalfEven(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(
      `divHalfEven needs safe integers and a positive denominator (got ${numerator}/${denominator})`,
    );
  }
  const sign = numerator < 0 ? -1 : 1;
  const n = Math.abs(numerator);
  const q = Math.floor(n / denominator);
  const r = n - q * denominator;
  const twice = 2 * r;
  const rounded = twice > denominator || (twice === denominator && q % 2 === 1) ? q + 1 : q;
  return sign * rounded || 0;
}

/** Rates are integers in basis points of a basis point: 1/10,000 (500 = 0.0500 = 5%). */
export const RATE_SCALE = 10_000;

/**
 * `amount x rate / scale`, half-to-even, in the amount's own unit: the one place a rate is applied. The rate is
 * an integer over `scale` (1/10,000 by default; the daily interest rate and a cash-out's share of its holding
 * use finer ones). A product past 2^53 is worked out in BigInt, so the answer is exact or refused, never rounded
 * through a float.
 */
export function applyRate(amount: number, rate: number, scale: number = RATE_SCALE): number {
  if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(rate) || !Number.isSafeInteger(scale) || scale <= 0) {
    throw new RangeError(`applyRate needs safe integers and a positive scale (got ${amount} x ${rate} / ${scale})`);
  }
  const product = amount * rate;
  if (Number.isSafeInteger(product)) return divHalfEven(product, scale);
  const exact = bigDivHalfEven(BigInt(amount) * BigInt(rate), BigInt(scale));
  if (exact > BigInt(Number.MAX_SAFE_INTEGER) || exact < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`applyRate: ${amount} x ${rate} / ${scale} is past 2^53`);
  }
  return Number(exact);
}

/** `numerator / denominator` half-to-even in BigInt; denominator > 0. */
function bigDivHalfEven(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  let q = n / denominator;
  const twice = 2n * (n - q * denominator);
  if (twice > denominator || (twice === denominator && q % 2n === 1n)) q += 1n;
  return negative ? -q : q;
}
