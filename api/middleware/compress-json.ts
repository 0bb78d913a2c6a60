import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '#api/lib/app-env.ts';
import { acceptedEncoding } from '#api/lib/content-encoding.ts';

/**
 * JSON answers from this size go gzip'd: below, gzip's
 * header and the decoding cost more than the bytes it saves.
 */
export const COMPRESS_THRESHOLD = 1024;
const gzipAsync = promisify(gzip);
/**
 * On the fly, the fastest level, as is usual for dynamic answers: a 20 KB page of transactions takes about half
 * the CPU of level 4 and comes out 5% larger (2.5 KB against 2.4 KB).
 */
export const GZIP_LEVEL = 1;
/**
 * Up to this size the text is compressed on the event loop (under 0.3 ms at level 1): the thread pool's hand-off
 * (a stream and a zlib context per answer) cost more CPU than the compression itself, two to three times a
 * page's. A larger answer goes to the pool, so no request waits long behind it.
 */
const SYNC_LIMIT = 64 * 1024;

/** What this request's wrapped c.json needs: Hono's own c.json, and the text of a large answer once made. */
type Pending = { json: (...args: unknown[]) => Response; text?: string };
const PENDING = Symbol('compressJson');
type Wrapped = Context<AppEnv> & { [PENDING]?: Pending };

/**
 * This request's c.json (always called as `c.json(...)`, so `this` is the context): one function for every request.
 * A closure made per request and stored on the context measured about 35 µs more per answer, small ones too,
 * nearly all of it in the garbage collector (objects promoted out of the young generation, then marked).
 */
function compressibleJson(this: Wrapped, object: unknown, ...rest: unknown[]): Response {
  const pending = this[PENDING]!;
  const serialised = JSON.stringify(object);
  // Characters, not bytes: close enough to decide, and never more than the bytes.
  if ((serialised?.length ?? 0) < COMPRESS_THRESHOLD) return pending.json(object, ...rest);
  pending.text = serialised;
  this.header('Content-Type', 'application/json');
  return (this.body as (...args: unknown[]) => Response)(serialised, ...rest);
}

/**
 * Gzips a JSON answer (`c.json`) of 1 KB or more when the client accepts gzip. hono/compress decides by
 * Content-Length, which c.json leaves unset, so it would compress every answer however small; and reading a
 * finished answer back costs about 25 µs, a quarter of a small request's time. So this request's c.json is
 * wrapped: it serialises once, a small answer goes out as c.json makes it (serialised again, about a
 * microsecond), and a large one keeps its text, which is compressed after the handler without reading the
 * answer back. Streams, pictures and anything already encoded pass as they are; the answer keeps its headers
 * and status; its ETag, if any, becomes weak, as the bytes differ.
 */
export function compressJson(): MiddlewareHandler<AppEnv> {
  const withGzip: MiddlewareHandler<AppEnv> = async (c, next) => {
    const pending: Pending = { json: c.json as Pending['json'] };
    (c as Wrapped)[PENDING] = pending;
    c.json = compressibleJson as typeof c.json;
    await next();
    const { text } = pending;
    if (text === undefined) return;
    const res = c.res;
    if (!res.headers.get('Content-Type')?.startsWith('application/json')) return;
    if (res.headers.has('Content-Encoding') || res.status === 206) return;
    const options = { level: GZIP_LEVEL };
    const compressed = new Uint8Array(
      text.length <= SYNC_LIMIT ? gzipSync(text, options) : await gzipAsync(text, options),
    );
    const { headers } = res;
    headers.set('Content-Encoding', 'gzip');
    headers.set('Content-Length', String(compressed.byteLength));
    const vary = headers.get('Vary');
    if (!vary?.toLowerCase().includes('accept-encoding'))
      headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    // Cleared first: assigning over a response merges the old one's headers into the new (and re-wraps its body).
    // The answer itself as the init (its status, status text and the headers above): reading res.statusText would
    // make the Node adapter's light response build a full one, body stream and all, only to be thrown away.
    c.res = undefined;
    c.res = new Response(compressed, res);
  };
  // Not an async function: a request that takes no gzip only passes next()'s promise on.
  return (c, next) =>
    c.req.method === 'HEAD' || !acceptedEncoding(c.req.header('Accept-Encoding'), ['gzip'])
      ? next()
      : withGzip(c, next);
}
