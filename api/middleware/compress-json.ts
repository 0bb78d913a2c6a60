import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '#api/lib/app-env.ts';
import { acceptedEncoding } from '#api/lib/precompress.ts';

/** Below this, gzip's header and the decoding cost more than the bytes it saves. */
export const COMPRESS_THRESHOLD = 1024;
const gzipAsync = promisify(gzip);

/**
 * Gzips a JSON answer (`c.json`) of 1 KB or more when the client accepts gzip. hono/compress decides by
 * Content-Length, which c.json leaves unset, so it would compress every answer however small; and reading a
 * finished answer back to learn its size costs about 25 µs, a quarter of a small request's time. So the size
 * is taken where the answer is made: this request's c.json serialises small objects twice (about a
 * microsecond), and only a large answer is read back and compressed. Streams, pictures and anything already
 * encoded pass as they are; the answer keeps its headers; its ETag, if any, becomes weak, as the bytes differ.
 */
export function compressJson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'HEAD' || !acceptedEncoding(c.req.header('Accept-Encoding'), ['gzip'])) return next();
    let large = false;
    const json = c.json;
    c.json = ((object: unknown, ...rest: unknown[]) => {
      // Characters, not bytes: close enough to decide, and never more than the bytes.
      large = (JSON.stringify(object)?.length ?? 0) >= COMPRESS_THRESHOLD;
      return (json as (...args: unknown[]) => Response)(object, ...rest);
    }) as typeof c.json;
    await next();
    const res = c.res;
    if (!large || !res.headers.get('Content-Type')?.startsWith('application/json')) return;
    if (res.headers.has('Content-Encoding') || res.status === 206 || !res.body) return;
    const compressed = new Uint8Array(await gzipAsync(await res.arrayBuffer()));
    const { headers } = res;
    headers.set('Content-Encoding', 'gzip');
    headers.set('Content-Length', String(compressed.byteLength));
    const vary = headers.get('Vary');
    if (!vary?.toLowerCase().includes('accept-encoding'))
      headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    // Cleared first: assigning over a response merges the old one's headers into the new (and re-wraps its body).
    c.res = undefined;
    c.res = new Response(compressed, { status: res.status, statusText: res.statusText, headers });
  };
}
