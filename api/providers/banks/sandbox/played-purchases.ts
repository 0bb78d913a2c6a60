// 'Make a coin purchase' at a sandbox bank: a posted coin purchase dated now, added to one account's history, so a
// member trying the product sees a purchase earn as a real one would (the history a link brings earns nothing:
// docs/product-rules.md section 3). Kept by account in a SandboxStore, in DATA_DIR when the server runs.
import type { BankProvider, ProviderTransaction } from '#api/providers/banks/provider-transaction.ts';
import { pricingFor } from './local-prices.ts';
import { memoryStore, type SandboxStore } from './sandbox-store.ts';

export type PlayedPurchases = SandboxStore<ProviderTransaction[]>;
export const memoryPlayedPurchases = (): PlayedPurchases => memoryStore();

const keyOf = (provider: BankProvider, accountId: string) => `${provider}:${accountId}`;

/** The purchases played on an account, to add to its history. */
export const playedOn = (store: PlayedPurchases, provider: BankProvider, accountId: string) =>
  store.get(keyOf(provider, accountId)) ?? [];

/** The coin descriptor of the account's bank, by its currency (the generator's first of each). */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  USD: 'TIKTOK COINS 8005551234 CA',
  BRL: 'COMPRA CARTAO TIKTOK MOEDAS',
};

/**
 * Plays a coin purchase on the account: the pack of the USD 4.99 tier in its currency, posted, dated `now`, written
 * as the aggregator writes amounts (Finicity signed numbers, Belvo a decimal string and a direction).
 */
export function playCoinPurchase(
  store: PlayedPurchases,
  o: { provider: BankProvider; accountId: string; institutionId: string | null; currency: string; now: number },
): ProviderTransaction {
  const pricing = pricingFor(o.currency);
  const minor = pricing.packs[1]!;
  const unit = 10 ** pricing.exponent;
  const signed = o.provider === 'finicity';
  const row: ProviderTransaction = {
    provider: o.provider,
    id: `${o.accountId}-played-${o.now}`,
    accountId: o.accountId,
    institutionId: o.institutionId,
    description: DESCRIPTIONS[pricing.currency] ?? 'COMPRA TIKTOK MONEDAS',
    merchant: 'TikTok',
    amount: signed ? -minor / unit : (minor / unit).toFixed(pricing.exponent),
    currency: pricing.currency,
    date: new Date(o.now).toISOString(),
    pending: false,
    ...(signed ? {} : { direction: 'out' as const }),
  };
  store.set(keyOf(o.provider, o.accountId), [...playedOn(store, o.provider, o.accountId), row]);
  return row;
}
