import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCoinbasePriceProvider, PRICE_CACHE_MS, PRICE_STALE_LIMIT_MS, PriceFeedError } from './coinbase.ts';

type Reply = (res: ServerResponse) => void;

const spot = (amount: string): Reply => json(200, { data: { amount, base: 'BTC', currency: 'USD' } });
function json(status: number, body: unknown): Reply {
  return (res) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
const hang: Reply = () => {};

/** A local Coinbase: answers with `reply`, counts requests and remembers their paths. */
let server: Server;
let baseUrl: string;
let reply: Reply;
let paths: string[];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    paths.push(req.url ?? '');
    reply(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  paths = [];
  reply = spot('43123.45');
});

function provider(timeoutMs = 5_000) {
  let now = Date.UTC(2025, 0, 1);
  const p = createCoinbasePriceProvider({ baseUrl: `${baseUrl}/`, now: () => now, timeoutMs });
  return { p, advance: (ms: number) => (now += ms) };
}

describe('Coinbase spot price', () => {
  it('parses the amount to whole cents exactly', async () => {
    const { p } = provider();
    expect(p.name).toBe('coinbase');
    expect(await p.btcUsdCents(0)).toBe(4_312_345);
    expect(paths).toEqual(['/v2/prices/BTC-USD/spot']);
  });

  it.each([
    ['43123', 4_312_300],
    ['43123.4', 4_312_340],
    ['0.01', 1],
    ['99999.99', 9_999_999],
    // Digits past the cent are dropped, not rounded through a float.
    ['43123.459', 4_312_345],
  ])('reads %s as %i cents', async (amount, cents) => {
    reply = spot(amount);
    expect(await provider().p.btcUsdCents(0)).toBe(cents);
  });

  it('asks once a minute at most, sharing a request under way', async () => {
    const { p, advance } = provider();
    expect(await Promise.all([p.btcUsdCents(0), p.btcUsdCents(0), p.btcUsdCents(0)])).toEqual([
      4_312_345, 4_312_345, 4_312_345,
    ]);
    expect(paths).toHaveLength(1);
    reply = spot('50000.00');
    advance(PRICE_CACHE_MS - 1);
    expect(await p.btcUsdCents(0)).toBe(4_312_345);
    expect(paths).toHaveLength(1);
    advance(1);
    expect(await p.btcUsdCents(0)).toBe(5_000_000);
    expect(paths).toHaveLength(2);
  });

  it('stands in a price younger than 15 minutes while the feed fails, then gives up clearly', async () => {
    const { p, advance } = provider();
    await p.btcUsdCents(0);
    reply = json(500, { errors: [{ id: 'internal_server_error' }] });
    advance(PRICE_CACHE_MS);
    expect(await p.btcUsdCents(0)).toBe(4_312_345);
    expect(paths).toHaveLength(2);
    // A failing feed is asked again once a minute, not on every call.
    advance(PRICE_CACHE_MS - 1);
    expect(await p.btcUsdCents(0)).toBe(4_312_345);
    expect(paths).toHaveLength(2);
    advance(1);
    expect(await p.btcUsdCents(0)).toBe(4_312_345);
    expect(paths).toHaveLength(3);
    // 15 minutes after the last good price, nothing stands in any more.
    advance(PRICE_STALE_LIMIT_MS - 2 * PRICE_CACHE_MS);
    await expect(p.btcUsdCents(0)).rejects.toThrow(PriceFeedError);
    expect(paths).toHaveLength(4);
    // Back up: a fresh price again.
    reply = spot('45000.00');
    expect(await p.btcUsdCents(0)).toBe(4_500_000);
    expect(paths).toHaveLength(5);
  });

  it('throws a clear error on a 500 with nothing cached', async () => {
    reply = json(500, {});
    await expect(provider().p.btcUsdCents(0)).rejects.toThrow(
      /Bitcoin price unavailable: GET http:\/\/127\.0\.0\.1:\d+\/v2\/prices\/BTC-USD\/spot failed \(HTTP 500\)/,
    );
  });

  it.each([
    ['not JSON', (res: ServerResponse) => res.writeHead(200).end('<html>oops</html>')],
    ['no data', json(200, { amount: '43123.45' })],
    ['a number amount', json(200, { data: { amount: 43123.45, base: 'BTC', currency: 'USD' } })],
    ['a float text', json(200, { data: { amount: '4.3e4', base: 'BTC', currency: 'USD' } })],
    ['a negative amount', json(200, { data: { amount: '-1.00', base: 'BTC', currency: 'USD' } })],
    ['a zero amount', json(200, { data: { amount: '0.00', base: 'BTC', currency: 'USD' } })],
    ['another currency', json(200, { data: { amount: '43123.45', base: 'BTC', currency: 'EUR' } })],
    ['another coin', json(200, { data: { amount: '3123.45', base: 'ETH', currency: 'USD' } })],
  ])('refuses a malformed body: %s', async (_, body) => {
    reply = body;
    await expect(provider().p.btcUsdCents(0)).rejects.toThrow(PriceFeedError);
  });

  it('gives up after the timeout', async () => {
    reply = hang;
    const started = Date.now();
    await expect(provider(200).p.btcUsdCents(0)).rejects.toThrow(/Bitcoin price unavailable.*(timeout|aborted)/i);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
