import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '#api/lib/app-env.ts';
import { acceptedEncoding } from '#api/lib/precompress.ts';

/** Below this, gzip's header and the decoding cost more than the bytes it saves. */
export const COMPRESS_THRESHOLD = 1024;
const gzipAsync = promisify(gzip);
/** On the fly, a middle level: nearly the size of the default (6) in about half the time. */
const GZIP_LEVEL = 4;

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
  return async (c, next) => {
    if (c.req.method === 'HEAD' || !acceptedEncoding(c.req.header('Accept-Encoding'), ['gzip'])) return next();
    let text: string | undefined;
    const json = c.json;
    c.json = ((object: unknown, ...rest: unknown[]) => {
      const serialised = JSON.stringify(object);
      // Characters, not bytes: close enough to decide, and never more than the bytes.
      if ((serialised?.length ?? 0) < COMPRESS_THRESHOLD)
        return (json as (...args: unknown[]) => Response)(object, ...rest);
      text = serialised;
      c.header('Content-Type', 'application/json');
      return (c.body as (...args: unknown[]) => Response)(serialised, ...rest);
    }) as typeof c.json;
    await next();
    const res = c.res;
    if (text === undefined || !res.headers.get('Content-Type')?.startsWith('application/json')) return;
    if (res.headers.has('Content-Encoding') || res.status === 206) return;
    const compressed = new Uint8Array(await gzipAsync(text, { level: GZIP_LEVEL }));
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
