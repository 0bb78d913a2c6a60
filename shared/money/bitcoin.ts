// BigInt inside: 10 BTC x $100,000 in cents x 10^8 passes 2^53.
export const SATS_PER_BTC = 100_000_000;

/**
 * Satoshis bought for `cents` at `priceCents` per BTC: rounded down to the satoshi (docs/product-rules.md
 * section 5).
 */
export function satsForCents(cents: number, priceCents: number): number {
  if (priceCents <= 0) throw new RangeError('price must be positive');
  return Number((BigInt(cents) * BigInt(SATS_PER_BTC)) / BigInt(priceCents));
}

/** Satoshis to sell to raise at least `cents`: rounded up, so a cash-out is never short. */
export function satsToRaise(cents: number, priceCents: number): number {
  if (priceCents <= 0) throw new RangeError('price must be positive');
  const n = BigInt(cents) * BigInt(SATS_PER_BTC);
  const p = BigInt(priceCents);
  return Number((n + p - 1n) / p);
}

/** Value in cents of `sats` at `priceCents` per BTC, rounded down (never show more than a sale would bring). */
export const valueOfSats = (sats: number, priceCents: number) =>
  Number((BigInt(sats) * BigInt(priceCents)) / BigInt(SATS_PER_BTC));

/** "0.00012345": satoshis as the spec's decimal(15,8) BTC text. */
export function formatBtc(sats: number): string {
  const sign = sats < 0 ? '-' : '';
  const abs = Math.abs(sats);
  return `${sign}${Math.floor(abs / SATS_PER_BTC)}.${String(abs % SATS_PER_BTC).padStart(8, '0')}`;
}
