// Hand-made bank rows for tests: one posted coin purchase at a time, named in call order.
import type { ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';

const TIKTOK = 'TikTok';

let handMade = 0;

/**
 * One hand-made, posted coin purchase: $9.99 of `TIKTOK COINS`, Finicity style unless `provider: 'belvo'`.
 * Ids are `coin-1`, `coin-2`... in call order; pass `id` when a test needs to name it.
 */
export function coinPurchase(overrides: Partial<ProviderTransaction> = {}): ProviderTransaction {
  handMade += 1;
  const belvo = overrides.provider === 'belvo';
  return {
    provider: 'finicity',
    id: `coin-${handMade}`,
    accountId: belvo ? 'belvo-account-1' : 'finicity-account-1',
    description: belvo ? 'COMPRA TIKTOK MONEDAS' : 'TIKTOK COINS 8005551234 CA',
    merchant: TIKTOK,
    ...(belvo ? { amount: '9.99', direction: 'out' as const } : { amount: -9.99 }),
    currency: 'USD',
    date: '2025-04-12T15:30:00.000Z',
    pending: false,
    ...overrides,
  };
}

/** A Belvo coin purchase of `amount` (in the currency's own decimals, '179.00', '19900') in `currency`, money out. */
export const belvoCoinPurchase = (currency: string, amount: string, overrides: Partial<ProviderTransaction> = {}) =>
  coinPurchase({ provider: 'belvo', currency, amount, direction: 'out', ...overrides });
