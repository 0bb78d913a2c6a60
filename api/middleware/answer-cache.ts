import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { generationCache } from '#db/generation.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { type Held, heldBody, keepAtTheSocket } from '#api/lib/held-answers.ts';

/**
 * How long an answer is reused while the database is unchanged: what a route reads besides the database (the
 * clock for interest accrued to the second, the Bitcoin price) is at most this old.
 */
export const ANSWER_HOLD_MS = 1_000;
/** Answers held per route (the most recent): a page of transactions is about 20 KB of text and 2.5 KB gzip'd. */
const ANSWERS_HELD = 64;
/** What the server adds itself when it answers at the socket; an answer that sets a cookie is never kept there. */
const ADDED_AT_THE_SOCKET = new Set(['content-length', 'content-encoding', 'vary']);

/**
 * After a held answer has gone out through the whole app, keeps it for the same request at the socket
 * (api/lib/held-answers.ts), with every header it went with: the security set already on the outgoing message
 * and the answer's own. Only on Node, for a signed-in session, and for an answer that depends on nothing else.
 */
function keepForTheSocket<E extends AppEnv>(
  c: Context<E>,
  sqlite: Deps['sqlite'],
  held: Held,
  since: string,
  still?: () => boolean,
) {
  const node = c.env as { incoming?: IncomingMessage; outgoing?: ServerResponse } | undefined;
  const quietUntil = c.get('sessionQuietUntil');
  if (!node?.incoming || !node.outgoing || quietUntil === undefined) return;
  const headers: [string, string][] = [];
  for (const name of node.outgoing.getHeaderNames()) headers.push([name, String(node.outgoing.getHeader(name))]);
  for (const [name, value] of c.res.headers) headers.push([name, value]);
  if (headers.some(([name]) => name.toLowerCase() === 'set-cookie')) return;
  const kept = headers.filter(([name]) => !ADDED_AT_THE_SOCKET.has(name.toLowerCase()));
  const until = Math.min(held.at + ANSWER_HOLD_MS, quietUntil);
  keepAtTheSocket(sqlite, node.incoming, { held, until, headers: kept, still }, since);
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
  /** At the socket, an answer that varies stands while what it varies by is still the same. */
  const stillFor = (varied: string | undefined) => (vary ? () => vary.now() === varied : undefined);
  const make = async (c: Context<E>, next: Next, key: string, since: string, now: number, varied?: string) => {
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
    keepForTheSocket(c, deps.sqlite, held, since, stillFor(varied));
  };
  // Not an async function: a held answer goes out without a promise of its own.
  return (c, next) => {
    const user = c.get('user');
    if (!user || c.req.method !== 'GET') return next();
    const varied = vary?.of(c);
    const key = `${user.id} ${c.req.url}${varied === undefined ? '' : ` ${varied}`}`;
    const { value, generation } = answers.lookup(key);
    const now = deps.now();
    if (!value || value.at > now || now - value.at >= ANSWER_HOLD_MS)
      return make(c, next, key, generation, now, varied);
    const { body, gzip } = heldBody(value, c.req.header('Accept-Encoding'));
    c.header('Content-Type', 'application/json');
    if (gzip) {
      c.header('Content-Encoding', 'gzip');
      c.header('Vary', 'Accept-Encoding');
    }
    const res = c.body(body as string, 200);
    keepForTheSocket(c, deps.sqlite, value, generation, stillFor(varied));
    return Promise.resolve(res);
  };
}
