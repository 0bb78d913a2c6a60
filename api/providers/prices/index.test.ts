import { describe, expect, it } from 'vitest';
import { createPriceProvider } from './index.ts';

describe('createPriceProvider', () => {
  it('uses the sandbox series unless a price feed is configured', () => {
    expect(createPriceProvider({}).name).toBe('sandbox');
    expect(createPriceProvider({ priceFeedUrl: 'https://api.coinbase.com' }).name).toBe('coinbase');
  });
});
