// Coinbase's public spot price (no key): GET /v2/prices/BTC-USD/spot. Cached for a minute so a burst of
// sweeps and portfolio reads costs one request; a recent price stands in while the feed is down.
import { z } from 'zod';
import { parseCents } from '#shared/money/cents.ts';
import type { PriceProvider } from './price-provider.ts';

export const PRICE_CACHE_MS = 60_000;
/** How old a price may be and still stand in for a failed request. */
export const PRICE_STALE_LIMIT_MS = 15 * 60_000;
export const PRICE_TIMEOUT_MS = 5_000;

const spotResponse = z.object({
  data: z.object({
    amount: z.string().regex(/^\d+(\.\d+)?$/, 'amount must be a plain decimal'),
    base: z.literal('BTC'),
    currency: z.literal('USD'),
  }),
});

export class PriceFeedError extends Error {
  override name = 'PriceFeedError';
}

export type CoinbaseOptions = {
  /** Origin (and optional path prefix) of the API, e.g. https://api.coinbase.com. */
  baseUrl: string;
  now?: () => number;
  timeoutMs?: number;
};

export function createCoinbasePriceProvider({
  baseUrl,
  now = Date.now,
  timeoutMs = PRICE_TIMEOUT_MS,
}: CoinbaseOptions): PriceProvider {
  const url = `${baseUrl.replace(/\/+$/, '')}/v2/prices/BTC-USD/spot`;
  let cached: { cents: number; at: number } | null = null;
  // While the feed fails and a recent price stands in, it is asked again only once a minute.
  let retryAt = 0;
  // Calls that arrive while a request is under way share it.
  let inFlight: Promise<number> | null = null;

  async function refresh(): Promise<number> {
    try {
      const cents = await fetchSpotCents(url, timeoutMs);
      cached = { cents, at: now() };
      return cents;
    } catch (error) {
      if (cached && now() - cached.at < PRICE_STALE_LIMIT_MS) {
        retryAt = now() + PRICE_CACHE_MS;
        return cached.cents;
      }
      const reason = error instanceof Error ? error.message : String(error);
      throw new PriceFeedError(
        `Bitcoin price unavailable: GET ${url} failed (${reason}) and no price from the last 15 minutes can stand in.`,
        { cause: error },
      );
    }
  }

  return {
    name: 'coinbase',
    async btcUsdCents() {
      if (cached) {
        const age = now() - cached.at;
        if (age < PRICE_CACHE_MS || (now() < retryAt && age < PRICE_STALE_LIMIT_MS)) return cached.cents;
      }
      inFlight ??= refresh().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}

async function fetchSpotCents(url: string, timeoutMs: number): Promise<number> {
  const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`HTTP ${res.status}`);
  }
  const parsed = spotResponse.safeParse(await res.json().catch(() => null));
  if (!parsed.success)
    throw new Error(
      `unexpected body: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'body'} ${i.message}`).join('; ')}`,
    );
  // Exact string arithmetic: digits past the cent are dropped, never rounded through a float.
  const [whole, fraction = ''] = parsed.data.data.amount.split('.');
  const cents = parseCents(`${whole}.${fraction.slice(0, 2) || '0'}`);
  if (cents === null || cents <= 0) throw new Error(`unusable amount ${JSON.stringify(parsed.data.data.amount)}`);
  return cents;
}
