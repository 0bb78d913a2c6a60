import type { MiddlewareHandler } from 'hono';
import { api } from '#shared/messages/common.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { requestHost } from '#api/lib/request.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Hono's csrf() only looks at form content types. Here: any unsafe method from a foreign Origin,
 * or one the browser itself marks cross-site, is 403; a body that is not JSON is 415.
 * `formPaths` may take multipart bodies (uploads).
 */
export function csrfAndContentType(deps: Deps, formPaths: readonly string[] = []): MiddlewareHandler<AppEnv> {
  const allowedOrigin = deps.env.publicUrl ? new URL(deps.env.publicUrl).host : undefined;
  const check: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.header('sec-fetch-site') === 'cross-site') return c.json({ message: api.forbiddenOrigin }, 403);
    const origin = c.req.header('origin');
    if (origin !== undefined) {
      let host: string | undefined;
      try {
        host = new URL(origin).host;
      } catch {
        host = undefined; // "null" or garbage: never same-origin
      }
      if (!host || (host !== requestHost(c, deps.env) && host !== allowedOrigin)) {
        return c.json({ message: api.forbiddenOrigin }, 403);
      }
    }

    const length = c.req.header('content-length');
    // On the wire, HTTP/1.1 has a body only with Content-Length or Transfer-Encoding (RFC 9112 6.3); the Node
    // adapter gives every DELETE an empty body stream, so only a request built in-process (tests) is judged by it.
    const fromWire = Boolean((c.env as { incoming?: unknown } | undefined)?.incoming);
    const hasBody =
      length !== undefined
        ? length !== '0'
        : c.req.header('transfer-encoding') !== undefined || (!fromWire && c.req.raw.body !== null);
    if (hasBody) {
      const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      const isJson = type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
      const formAllowed = type === 'multipart/form-data' && formPaths.some((p) => c.req.path === p);
      if (!isJson && !formAllowed) return c.json({ message: api.unsupportedMediaType }, 415);
    }
    return next();
  };
  // Not an async function: a GET or HEAD only passes next()'s promise on (one promise less per request).
  return (c, next) => (UNSAFE.has(c.req.method) ? check(c, next) : next());
}
