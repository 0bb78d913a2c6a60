// The one place the rate source is chosen: the Frankfurter feed (ECB reference rates) when RATES_FEED_URL is
// set, else the built-in sandbox rates.
import type { Env } from '#api/env.ts';
import { createFrankfurterRateProvider } from './frankfurter.ts';
import type { RateProvider } from './rate-provider.ts';
import { sandboxRateProvider } from './sandbox.ts';

export function createRateProvider(env: Pick<Env, 'ratesFeedUrl'>, now: () => number = Date.now): RateProvider {
  return env.ratesFeedUrl ? createFrankfurterRateProvider({ baseUrl: env.ratesFeedUrl, now }) : sandboxRateProvider;
}
