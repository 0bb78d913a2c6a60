// The Frankfurter API (https://frankfurter.dev, public, no key): the ECB's reference rates, published on TARGET
// working days around 16:00 CET. GET /{day}?from=USD&to=MXN answers { amount: 1, base: 'USD', date, rates:
// { MXN: 16.78 } }, `date` being the latest published on or before `day`. The ECB has no COP, CLP, ARS or PEN:
// those answer 404, read as "unknown" (null), never guessed. A settled past rate never changes, so answers are
// kept in memory; while the feed is down the rate of that day or the day before stands in.
import { z } from 'zod';
import { callAggregator, DEFAULT_HTTP_POLICY, type HttpAnswer, type HttpPolicy } from '#api/providers/banks/http.ts';
import { dayIndex, dayIndexAt, dayText, requireDay } from './days.ts';
import { isCurrencyCode, RateFeedError, type RateProvider, type UsdRate, usdItself } from './rate-provider.ts';

/** How long an answer that may still change (today's, yesterday's, an unknown currency) is kept. */
export const RATE_FRESH_MS = 60 * 60_000;
/** After a failure the feed is left alone this long: stand-ins (or the error) come at once. */
export const RATE_RETRY_MS = 60_000;
export const RATE_TIMEOUT_MS = 5_000;
/** Answers kept at most (the oldest kept goes first): far more than a year of days for every currency. */
export const RATE_CACHE_LIMIT = 50_000;

const answerBody = z.object({
  amount: z.literal(1),
  base: z.literal('USD'),
  date: z.string().refine((d) => dayIndex(d) !== null, 'must be a date YYYY-MM-DD'),
  rates: z.record(z.string(), z.number().positive()),
});

export type FrankfurterOptions = {
  /** Origin and optional path prefix: https://api.frankfurter.app, https://api.frankfurter.dev/v1. */
  baseUrl: string;
  now?: () => number;
  timeoutMs?: number;
  /** Attempts in all (3 by default) and the wait before the second; tests pass a sleep that does not wait. */
  attempts?: number;
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

type Entry = { answer: UsdRate | null; at: number; final: boolean };

export function createFrankfurterRateProvider({
  baseUrl,
  now = Date.now,
  timeoutMs = RATE_TIMEOUT_MS,
  attempts = DEFAULT_HTTP_POLICY.attempts,
  baseDelayMs = 250,
  sleep = DEFAULT_HTTP_POLICY.sleep,
}: FrankfurterOptions): RateProvider {
  const base = baseUrl.replace(/\/+$/, '');
  const policy: HttpPolicy = { attempts, baseDelayMs, timeoutMs, sleep };
  const cache = new Map<string, Entry>();
  // Calls for the same (currency, day) that arrive while a request is under way share it.
  const inFlight = new Map<string, Promise<UsdRate | null>>();
  let downUntil = 0;

  function remember(key: string, entry: Entry) {
    cache.delete(key);
    cache.set(key, entry);
    if (cache.size > RATE_CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  }

  async function ask(currency: string, day: string, index: number): Promise<UsdRate | null> {
    const key = `${currency}|${day}`;
    const path = `/${day}?from=USD&to=${currency}`;
    let failure: unknown;
    if (now() >= downUntil) {
      try {
        const answer = await fetchRate(`${base}${path}`, path, currency, day, policy);
        // Settled: the day's own rate is out, or the day is over long enough for the ECB to have published.
        const final = (answer !== null && answer.rateDay === day) || index <= dayIndexAt(now()) - 2;
        remember(key, { answer, at: now(), final });
        return answer;
      } catch (error) {
        failure = error;
        downUntil = now() + RATE_RETRY_MS;
      }
    }
    const standIn = [cache.get(key)?.answer, cache.get(`${currency}|${dayText(index - 1)}`)?.answer]
      .filter((a): a is UsdRate => !!a && a.rateDay <= day)
      .sort((a, b) => (a.rateDay < b.rateDay ? 1 : -1))[0];
    if (standIn) return { currency, day, rateDay: standIn.rateDay, unitsPerUsdMicros: standIn.unitsPerUsdMicros };
    const reason =
      failure === undefined ? `GET ${path} was not tried: the feed failed less than a minute ago` : describe(failure);
    throw new RateFeedError(
      `Exchange rate unavailable: ${reason}, and no ${currency} rate from ${day} or the day before can stand in.`,
      { cause: failure },
    );
  }

  return {
    name: 'frankfurter',
    async usdRate(currency, day) {
      const index = requireDay(day);
      if (currency === 'USD') return usdItself(day);
      if (!isCurrencyCode(currency)) return null;
      const key = `${currency}|${day}`;
      const hit = cache.get(key);
      if (hit && (hit.final || now() - hit.at < RATE_FRESH_MS)) return hit.answer;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = ask(currency, day, index).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}

async function fetchRate(
  url: string,
  path: string,
  currency: string,
  day: string,
  policy: HttpPolicy,
): Promise<UsdRate | null> {
  const answer: HttpAnswer = await callAggregator({
    what: `GET ${path}`,
    url,
    init: { headers: { accept: 'application/json' } },
    policy,
    idempotent: true,
  });
  // 404: no such currency (or no rate on or before that day); 422: a pair the feed refuses. Neither is an outage.
  if (answer.status === 404 || answer.status === 422) return null;
  if (answer.status !== 200) throw new Error(`GET ${path} failed (HTTP ${answer.status})`);
  const parsed = answerBody.safeParse(answer.body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'} ${i.message}`);
    throw new Error(`GET ${path} gave an unexpected body: ${issues.join('; ')}`);
  }
  const { date, rates } = parsed.data;
  if (date > day) throw new Error(`GET ${path} gave an unexpected body: date ${date} is after the day asked`);
  const rate = Object.hasOwn(rates, currency) ? rates[currency] : undefined;
  if (rate === undefined) return null;
  const micros = decimalToMicros(String(rate));
  if (micros === null || micros <= 0) throw new Error(`GET ${path} gave an unexpected body: unusable rate ${rate}`);
  return { currency, day, rateDay: date, unitsPerUsdMicros: micros };
}

/**
 * A JSON number's shortest decimal text (what the feed wrote, up to 17 digits) -> micros, half to even past the
 * sixth decimal, in BigInt: '16.7812345' -> 16,781,234 and '16.7812355' -> 16,781,236. Null for exponent text.
 */
export function decimalToMicros(text: string): number | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return null;
  const fraction = m[2] ?? '';
  let micros = BigInt(m[1]!) * 1_000_000n + BigInt(fraction.slice(0, 6).padEnd(6, '0'));
  const rest = fraction.slice(6);
  if (rest !== '') {
    // Digits strings of the same length compare as numbers.
    const half = `5${'0'.repeat(rest.length - 1)}`;
    if (rest > half || (rest === half && micros % 2n === 1n)) micros += 1n;
  }
  return micros > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(micros);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
