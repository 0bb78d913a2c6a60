// The one place the price source is chosen: a real feed when PRICE_FEED_URL is set, else the sandbox series.
import type { Env } from '#api/env.ts';
import { createCoinbasePriceProvider } from './coinbase.ts';
import type { PriceProvider } from './price-provider.ts';
import { sandboxPriceProvider } from './sandbox.ts';

export function createPriceProvider(env: Pick<Env, 'priceFeedUrl'>): PriceProvider {
  return env.priceFeedUrl ? createCoinbasePriceProvider({ baseUrl: env.priceFeedUrl }) : sandboxPriceProvider;
}
