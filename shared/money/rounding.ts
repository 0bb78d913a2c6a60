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

/** `amount x rate`, half-to-even, in the amount's own unit. */
export function applyRate(amount: number, rateBps: number): number {
  return divHalfEven(amount * rateBps, RATE_SCALE);
}
