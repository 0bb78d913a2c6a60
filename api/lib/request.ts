import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Env } from '#api/env.ts';

/**
 * The caller's address; X-Forwarded-For only when a proxy we run sets it. Proxies append the address they
 * saw to whatever the client sent, so only the last entry is trustworthy (one proxy, as docs/environment.md says).
 */
export function clientIp(c: Context, env: Env): string {
  if (env.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

export function isHttps(c: Context, env: Env): boolean {
  // The URL's scheme, without parsing the URL (this runs on every request).
  if (/^https:/i.test(c.req.url)) return true;
  if (env.trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https') return true;
  return false;
}

/**
 * The host the browser addressed, for same-origin checks only. Never for a link the app writes: the caller chooses
 * it; links come from env.publicOrigin.
 */
export function requestHost(c: Context, env: Pick<Env, 'trustProxy'>): string {
  const forwarded = env.trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return forwarded || c.req.header('host') || new URL(c.req.url).host;
}
