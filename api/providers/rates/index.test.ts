import { describe, expect, it } from 'vitest';
import { createDeps } from '#api/deps.ts';
import { parseEnv } from '#api/env.ts';
import { createRateProvider } from './index.ts';

describe('createRateProvider', () => {
  it('uses the sandbox rates unless a rates feed is configured', () => {
    expect(createRateProvider({}).name).toBe('sandbox');
    expect(createRateProvider({ ratesFeedUrl: 'https://api.frankfurter.app' }).name).toBe('frankfurter');
  });

  it('is one of the providers every dependency set carries', () => {
    const build = (env: Record<string, string>) =>
      createDeps({ db: {} as never, sqlite: {} as never, env: parseEnv(env), now: Date.now }).providers.rates;
    expect(build({})?.name).toBe('sandbox');
    expect(build({ RATES_FEED_URL: 'https://api.frankfurter.app' })?.name).toBe('frankfurter');
  });
});
