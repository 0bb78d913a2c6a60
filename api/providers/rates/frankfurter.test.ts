import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFrankfurterRateProvider, decimalToMicros, RATE_FRESH_MS, RATE_RETRY_MS } from './frankfurter.ts';
import { RateFeedError } from './rate-provider.ts';
import { type FakeFrankfurter, hang, json, startFakeFrankfurter } from './testing/fake-frankfurter.ts';

let fake: FakeFrankfurter;
beforeAll(async () => {
  fake = await startFakeFrankfurter();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.replies.length = 0;
  fake.always = null;
});

/** "Now" is Monday 2024-05-20, 12:00 UTC: the 10th is long settled; the 17th (a Friday) is the latest rate. */
function provider({ timeoutMs = 5_000, baseUrl = fake.baseUrl } = {}) {
  let now = Date.UTC(2024, 4, 20, 12);
  const waits: number[] = [];
  const sleep = async (ms: number) => {
    waits.push(ms);
  };
  const p = createFrankfurterRateProvider({ baseUrl: `${baseUrl}/`, now: () => now, timeoutMs, sleep });
  return { p, waits, advance: (ms: number) => (now += ms) };
}

const down = json(503, { message: 'unavailable' });

describe('Frankfurter exchange rates', () => {
  it('reads the rate of the day as exact micros, with the day it was published', async () => {
    const { p } = provider();
    expect(p.name).toBe('frankfurter');
    expect(await p.usdRate('MXN', '2024-05-10')).toEqual({
      currency: 'MXN',
      day: '2024-05-10',
      rateDay: '2024-05-10',
      unitsPerUsdMicros: 16_781_200,
    });
    expect(fake.requests).toEqual(['/2024-05-10?from=USD&to=MXN']);
  });

  it("gives a weekend Friday's rate, and says so", async () => {
    const { p } = provider();
    expect(await p.usdRate('BRL', '2024-05-12')).toEqual({
      currency: 'BRL',
      day: '2024-05-12',
      rateDay: '2024-05-10',
      unitsPerUsdMicros: 5_166_100,
    });
  });

  it('answers USD as 1,000,000 without a call', async () => {
    const { p } = provider();
    expect(await p.usdRate('USD', '2024-05-11')).toEqual({
      currency: 'USD',
      day: '2024-05-11',
      rateDay: '2024-05-11',
      unitsPerUsdMicros: 1_000_000,
    });
    expect(fake.requests).toEqual([]);
  });

  it('gives null for what the ECB does not publish (404), never a guessed rate', async () => {
    const { p } = provider();
    for (const currency of ['COP', 'CLP', 'ARS', 'PEN']) {
      expect(await p.usdRate(currency, '2024-05-10'), currency).toBeNull();
    }
    expect(fake.requests).toHaveLength(4);
    // Before the first published day there is no rate either.
    expect(await p.usdRate('MXN', '2024-01-02')).toBeNull();
    // A code that is not ISO-shaped is not even asked.
    expect(await p.usdRate('mxn', '2024-05-10')).toBeNull();
    expect(await p.usdRate('MX/N', '2024-05-10')).toBeNull();
    expect(fake.requests).toHaveLength(5);
  });

  it('reads a 422 and an answer without the currency as unknown too', async () => {
    const { p } = provider();
    fake.replies.push(json(422, { message: 'bad currency pair' }));
    expect(await p.usdRate('XAU', '2024-05-10')).toBeNull();
    fake.replies.push(json(200, { amount: 1, base: 'USD', date: '2024-05-10', rates: { EUR: 0.92808 } }));
    expect(await p.usdRate('XAG', '2024-05-10')).toBeNull();
  });

  it('refuses a day that is not a calendar date', async () => {
    await expect(provider().p.usdRate('MXN', '2024-05-32')).rejects.toThrow(RangeError);
    expect(fake.requests).toEqual([]);
  });

  it('keeps a settled rate for good, and shares a request under way', async () => {
    const { p, advance } = provider();
    const answers = await Promise.all([1, 2, 3].map(() => p.usdRate('MXN', '2024-05-09')));
    expect(new Set(answers.map((a) => a?.unitsPerUsdMicros))).toEqual(new Set([16_913_500]));
    expect(fake.requests).toHaveLength(1);
    advance(90 * 24 * 3_600_000);
    expect(await p.usdRate('MXN', '2024-05-09')).toEqual(answers[0]);
    // A holiday or a weekend settles too once the day is over: Saturday the 11th.
    await p.usdRate('MXN', '2024-05-11');
    await p.usdRate('MXN', '2024-05-11');
    expect(fake.requests).toHaveLength(2);
  });

  it('asks again after an hour for a day whose rate may still be published', async () => {
    const { p, advance } = provider();
    // Today, the 20th: the latest is Friday's until the ECB publishes.
    expect((await p.usdRate('MXN', '2024-05-20'))?.rateDay).toBe('2024-05-17');
    advance(RATE_FRESH_MS - 1);
    await p.usdRate('MXN', '2024-05-20');
    expect(fake.requests).toHaveLength(1);
    advance(1);
    fake.replies.push(json(200, { amount: 1, base: 'USD', date: '2024-05-20', rates: { MXN: 16.6021 } }));
    expect(await p.usdRate('MXN', '2024-05-20')).toMatchObject({
      rateDay: '2024-05-20',
      unitsPerUsdMicros: 16_602_100,
    });
    expect(fake.requests).toHaveLength(2);
    // Now that the day's own rate is out, it is kept for good.
    advance(10 * RATE_FRESH_MS);
    await p.usdRate('MXN', '2024-05-20');
    expect(fake.requests).toHaveLength(2);
  });

  it('tries 3 times on 5xx and 429, backing off, and takes an answer that comes', async () => {
    const { p, waits } = provider();
    fake.replies.push(down, json(429, {}));
    expect((await p.usdRate('MXN', '2024-05-08'))?.unitsPerUsdMicros).toBe(16_946_600);
    expect(fake.requests).toHaveLength(3);
    expect(waits).toEqual([250, 500]);
  });

  it('throws a clear RateFeedError after 3 failures with nothing to stand in', async () => {
    const { p } = provider();
    fake.always = down;
    const error = await p.usdRate('MXN', '2024-05-10').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateFeedError);
    expect((error as Error).message).toBe(
      'Exchange rate unavailable: GET /2024-05-10?from=USD&to=MXN failed (HTTP 503), and no MXN rate from ' +
        '2024-05-10 or the day before can stand in.',
    );
    expect(fake.requests).toHaveLength(3);
  });

  it('stands in the rate of the day before while the feed is down, and leaves the feed alone a minute', async () => {
    const { p, advance } = provider();
    const thursday = await p.usdRate('MXN', '2024-05-09');
    fake.always = down;
    expect(await p.usdRate('MXN', '2024-05-10')).toEqual({ ...thursday, day: '2024-05-10', rateDay: '2024-05-09' });
    expect(fake.requests).toHaveLength(4);
    // Within the minute the feed is not asked again; two days back nothing stands in.
    await expect(p.usdRate('MXN', '2024-05-11')).rejects.toThrow(/was not tried.*no MXN rate from 2024-05-11/);
    await expect(p.usdRate('BRL', '2024-05-10')).rejects.toThrow(RateFeedError);
    expect(fake.requests).toHaveLength(4);
    // A settled rate is still answered from memory.
    expect(await p.usdRate('MXN', '2024-05-09')).toEqual(thursday);
    // Back up: the real rate again, and the stand-in was never kept.
    advance(RATE_RETRY_MS);
    fake.always = null;
    expect(await p.usdRate('MXN', '2024-05-10')).toMatchObject({
      rateDay: '2024-05-10',
      unitsPerUsdMicros: 16_781_200,
    });
  });

  it("stands in Sunday's answer (Friday's rate) for the Monday", async () => {
    const { p } = provider();
    const sunday = await p.usdRate('BRL', '2024-05-19');
    expect(sunday?.rateDay).toBe('2024-05-17');
    fake.always = down;
    expect(await p.usdRate('BRL', '2024-05-20')).toEqual({ ...sunday, day: '2024-05-20' });
  });

  it('stands in an answer past its hour for its own day, and for the day after', async () => {
    const { p, advance } = provider();
    const today = await p.usdRate('BRL', '2024-05-20');
    advance(RATE_FRESH_MS);
    fake.always = down;
    expect(await p.usdRate('BRL', '2024-05-20')).toEqual(today);
    expect(await p.usdRate('BRL', '2024-05-21')).toEqual({ ...today, day: '2024-05-21' });
  });

  it('gives up after the timeout', async () => {
    fake.always = hang;
    const { p } = provider({ timeoutMs: 150 });
    const started = Date.now();
    await expect(p.usdRate('MXN', '2024-05-10')).rejects.toThrow(/Exchange rate unavailable.*timed out after 150 ms/);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('throws a RateFeedError when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const { p } = provider({ baseUrl: `http://127.0.0.1:${port}` });
    await expect(p.usdRate('MXN', '2024-05-10')).rejects.toThrow(/failed after 3 attempts: network error/);
  });

  it.each([
    ['not JSON', (res: ServerResponse) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>')],
    ['another base', json(200, { amount: 1, base: 'EUR', date: '2024-05-10', rates: { MXN: 18.1 } })],
    ['another amount', json(200, { amount: 100, base: 'USD', date: '2024-05-10', rates: { MXN: 1678.12 } })],
    ['no date', json(200, { amount: 1, base: 'USD', rates: { MXN: 16.78 } })],
    ['a later date', json(200, { amount: 1, base: 'USD', date: '2024-05-13', rates: { MXN: 16.78 } })],
    ['a text rate', json(200, { amount: 1, base: 'USD', date: '2024-05-10', rates: { MXN: '16.78' } })],
    ['a zero rate', json(200, { amount: 1, base: 'USD', date: '2024-05-10', rates: { MXN: 0 } })],
    ['a rate under a micro', json(200, { amount: 1, base: 'USD', date: '2024-05-10', rates: { MXN: 1e-7 } })],
  ])('refuses a malformed body: %s', async (_, reply) => {
    fake.always = reply;
    await expect(provider().p.usdRate('MXN', '2024-05-10')).rejects.toThrow(RateFeedError);
    // A malformed body is not retried: repeating would not fix it.
    expect(fake.requests).toHaveLength(1);
  });
});

describe('decimalToMicros', () => {
  it.each([
    ['16.78', 16_780_000],
    ['16', 16_000_000],
    ['4123.456789', 4_123_456_789],
    ['0.92808', 928_080],
    ['16.7812345', 16_781_234], // a tie: to the even micro
    ['16.7812355', 16_781_236],
    ['16.78123450001', 16_781_235],
    ['16.7812344999', 16_781_234],
    ['0.0000005', 0],
    ['0.0000015', 2],
  ])('%s -> %i', (text, micros) => {
    expect(decimalToMicros(text)).toBe(micros);
  });

  it.each(['1e-7', '-1', '1.2.3', '', 'NaN', '99999999999'])('refuses %s', (text) => {
    expect(decimalToMicros(text)).toBeNull();
  });
});
