// The Bitcoin price, from the built-in sandbox series or a real spot-price feed (docs/product-rules.md section 5).

export interface PriceProvider {
  readonly name: 'sandbox' | 'coinbase';
  /** Cents per BTC now (or at `atMs` for the sandbox). */
  btcUsdCents(atMs: number): Promise<number>;
}
