// One fuzz case: a hostile request to one route, sent through the real app, and the checks every answer must
// pass: never a 5xx; every 4xx is JSON `{ message }` with a clear message and no internals; a
// refused request writes nothing.
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import fc from 'fast-check';
import { type Body, encodeSegment, hostileBody, hostileQuery, hostileSegment, hostileString } from './hostile.ts';
import type { FuzzRoute } from './route-table.ts';

export type Caller = 'member' | 'other member' | 'visitor';
export type FuzzCase = {
  caller: Caller;
  segments: string[];
  query: string;
  body: Body;
  origin: 'same' | 'none' | 'foreign';
  idempotencyKey: string | undefined;
};

/** Tables whose rows a refused request may still leave: an idempotency key keeps its refusal to replay it. */
const MAY_CHANGE_ON_REFUSAL = new Set(['idempotency_keys', '__drizzle_migrations']);

export function fuzzCase(route: FuzzRoute): fc.Arbitrary<FuzzCase> {
  const slots = route.path.split('/').filter((s) => s.startsWith(':')).length;
  return fc.record({
    caller: fc.constantFrom<Caller>('member', 'member', 'member', 'other member', 'visitor'),
    segments: fc.array(hostileSegment, { minLength: slots, maxLength: slots }),
    query: hostileQuery(route.params),
    body: route.method === 'GET' ? fc.constant({ text: undefined, contentType: undefined }) : hostileBody(route.fields),
    origin: fc.constantFrom<FuzzCase['origin']>('same', 'same', 'same', 'none', 'foreign'),
    idempotencyKey: fc.option(fc.oneof(fc.uuid(), hostileString), { nil: undefined, freq: 3 }),
  });
}

/** The request a case stands for: its path with the segments in, its query, headers and body. */
export function toRequest(route: FuzzRoute, c: FuzzCase, cookies: Record<Caller, string | undefined>) {
  let i = 0;
  const path = route.path.replace(/:[^/]+/g, () => encodeSegment(c.segments[i++] ?? '1'));
  const headers: Record<string, string> = { host: 'localhost' };
  const cookie = cookies[c.caller];
  if (cookie) headers.cookie = cookie;
  if (c.origin === 'same') headers.origin = 'http://localhost';
  if (c.origin === 'foreign') headers.origin = 'https://evil.example';
  if (c.body.contentType) headers['content-type'] = c.body.contentType;
  // Header values must be ByteStrings: the client cannot send anything else, so neither do we.
  if (c.idempotencyKey !== undefined && /^[\x20-\x7e]*$/.test(c.idempotencyKey))
    headers['idempotency-key'] = c.idempotencyKey;
  const url = `http://localhost${path}${c.query ? `?${c.query}` : ''}`;
  return { url, init: { method: route.method, headers, body: c.body.text } satisfies RequestInit };
}

/** Every table's rows, hashed: equal before and after means nothing was written. */
export function databaseState(sqlite: Database.Database): Record<string, string> {
  const tables = sqlite
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  const state: Record<string, string> = {};
  for (const table of tables) {
    if (MAY_CHANGE_ON_REFUSAL.has(table)) continue;
    const rows = sqlite.prepare(`SELECT * FROM "${table}"`).raw().all();
    const text = JSON.stringify(rows, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
    state[table] = createHash('sha256').update(text).digest('hex');
  }
  return state;
}

/** Internals an error must never show: a stack, a source path, SQL or SQLite's own words. */
const LEAKS = [
  /\bat\s+\S+\s+\(/,
  /\.(ts|js):\d+/,
  /sqlite/i,
  /\bSELECT\b|\bINSERT\b|\bUPDATE\b.*\bSET\b/,
  /TypeError|RangeError/,
];

/** What is wrong with an answer, or null: checked on every fuzz case. */
export async function answerProblem(res: Response): Promise<string | null> {
  if (res.status >= 500) return `answered ${res.status}: ${(await res.text()).slice(0, 300)}`;
  if (res.status < 400) {
    await res.body?.cancel();
    return null;
  }
  const type = res.headers.get('content-type') ?? '';
  const text = await res.text();
  if (!type.startsWith('application/json')) return `a ${res.status} that is not JSON (${type}): ${text.slice(0, 200)}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `a ${res.status} whose JSON does not parse: ${text.slice(0, 200)}`;
  }
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || message.trim().length < 3) return `a ${res.status} without a message: ${text}`;
  const leak = LEAKS.find((re) => re.test(text));
  if (leak) return `a ${res.status} that shows internals (${leak}): ${text.slice(0, 300)}`;
  return null;
}
