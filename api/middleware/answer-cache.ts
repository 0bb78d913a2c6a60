import { gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { generationCache } from '#db/generation.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { acceptedEncoding } from '#api/lib/content-encoding.ts';
import { COMPRESS_THRESHOLD, GZIP_LEVEL } from '#api/middleware/compress-json.ts';

/**
 * How long an answer is reused while the database is unchanged: what a route reads besides the database (the
 * clock for interest accrued to the second, the Bitcoin price) is at most this old.
 */
export const ANSWER_HOLD_MS = 1_000;
/** Answers held per route (the most recent): a page of transactions is about 20 KB of text and 2.5 KB gzip'd. */
const ANSWERS_HELD = 64;

/** One answer's text, and its gzip made the first time someone takes it. */
type Held = { at: number; text: string; gzip?: Uint8Array<ArrayBuffer> };

/** Whether a client takes gzip, by its Accept-Encoding header: a browser sends the same one every time. */
const takesGzip = new Map<string, boolean>();
function acceptsGzip(header: string | undefined) {
  if (!header) return false;
  let takes = takesGzip.get(header);
  if (takes === undefined) {
    takes = acceptedEncoding(header, ['gzip']) === 'gzip';
    if (takesGzip.size >= 256) takesGzip.clear();
    takesGzip.set(header, takes);
  }
  return takes;
}

/** The held answer as a client with this Accept-Encoding takes it: gzip'd (made once) when large and accepted. */
function heldBody(held: Held, acceptEncoding: string | undefined) {
  const gzip = held.text.length >= COMPRESS_THRESHOLD && acceptsGzip(acceptEncoding);
  if (!gzip) return { body: held.text, gzip };
  held.gzip ??= new Uint8Array(gzipSync(held.text, { level: GZIP_LEVEL }));
  return { body: held.gzip, gzip };
}

/**
 * What an answer depends on besides the database: `of` reads it for this request (the Bitcoin price the route was
 * given), `now` reads it again without a request, or undefined when that cannot be known without asking.
 */
export type Vary<E extends AppEnv> = { of: (c: Context<E>) => string; now: () => string | undefined };

/**
 * Reuses a signed-in GET's 200 JSON answer (docs/decisions/0016-answer-cache.md): held per user and URL, only
 * while the database has not changed since it was made (db/generation.ts) and for at most ANSWER_HOLD_MS. A
 * reader polling an unchanged account costs no query and no serialising; any write anywhere, and the next read
 * is made afresh. Other statuses, and answers already encoded, are never held. Goes after `requireUser`. `vary`
 * names what else the answer depends on (the Bitcoin price).
 */
export function answerCache<E extends AppEnv>(
  deps: Pick<Deps, 'sqlite' | 'now'>,
  vary?: Vary<E>,
): MiddlewareHandler<E> {
  const answers = generationCache<Held>(deps.sqlite, ANSWERS_HELD);
  /** A miss: the route answers, and a 200 JSON answer is kept (if nothing wrote meanwhile) and sent encoded. */
  const make = async (c: Context<E>, next: Next, key: string, since: string, now: number) => {
    await next();
    const res = c.res;
    if (res.status !== 200 || res.headers.has('Content-Encoding')) return;
    if (!res.headers.get('Content-Type')?.startsWith('application/json')) return;
    const held: Held = { at: now, text: await res.text() };
    answers.keepIf(key, held, since);
    const { body, gzip } = heldBody(held, c.req.header('Accept-Encoding'));
    if (gzip) {
      res.headers.set('Content-Encoding', 'gzip');
      res.headers.set('Vary', 'Accept-Encoding');
    }
    res.headers.delete('Content-Length');
    // Cleared first: assigning over an answer merges the old one's headers into the new (compress-json.ts).
    c.res = undefined;
    c.res = new Response(body, res);
  };
  // Not an async function: a held answer goes out without a promise of its own.
  return (c, next) => {
    const user = c.get('user');
    if (!user || c.req.method !== 'GET') return next();
    const varied = vary?.of(c);
    const key = `${user.id} ${c.req.url}${varied === undefined ? '' : ` ${varied}`}`;
    const { value, generation } = answers.lookup(key);
    const now = deps.now();
    if (!value || value.at > now || now - value.at >= ANSWER_HOLD_MS) return make(c, next, key, generation, now);
    const { body, gzip } = heldBody(value, c.req.header('Accept-Encoding'));
    c.header('Content-Type', 'application/json');
    if (gzip) {
      c.header('Content-Encoding', 'gzip');
      c.header('Vary', 'Accept-Encoding');
    }
    return Promise.resolve(c.body(body as string, 200));
  };
}
