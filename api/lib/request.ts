import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isTrustedProxy } from '#api/env-https.ts';
import type { Env } from '#api/env.ts';

/** The address of the TCP peer: the caller itself, or the proxy that called for it. */
function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request() in tests has no socket
  }
}

/** Whether this request came from a proxy TRUST_PROXY names, so its X-Forwarded-* headers are believed. */
function fromTrustedProxy(c: Context, env: Pick<Env, 'trustProxy'>): boolean {
  if (typeof env.trustProxy === 'boolean') return env.trustProxy;
  return isTrustedProxy(env.trustProxy, peerAddress(c));
}

/**
 * The caller's address; X-Forwarded-For only when a proxy we run sent the request. Each proxy appends the address it
 * saw to whatever the client sent, so the entries are read from the right, past our own proxies, to the first
 * address that is none of them; what the client wrote to the left of it is never believed. With TRUST_PROXY=true
 * (any peer, no list of proxies) that is the last entry alone: one proxy, as docs/environment.md says.
 */
export function clientIp(c: Context, env: Env): string {
  if (fromTrustedProxy(c, env)) {
    const hops =
      c.req
        .header('x-forwarded-for')
        ?.split(',')
        .map((hop) => hop.trim()) ?? [];
    const { trustProxy } = env;
    const client =
      typeof trustProxy === 'boolean'
        ? hops.at(-1)
        : (hops.findLast((hop) => !isTrustedProxy(trustProxy, hop)) ?? hops[0]);
    if (client) return client;
  }
  return peerAddress(c) ?? 'unknown';
}

export function isHttps(c: Context, env: Env): boolean {
  // The URL's scheme, without parsing the URL (this runs on every request).
  if (/^https:/i.test(c.req.url)) return true;
  const proto = c.req.header('x-forwarded-proto');
  if (proto && proto.split(',')[0]?.trim() === 'https' && fromTrustedProxy(c, env)) return true;
  return false;
}

/**
 * The host the browser addressed, for same-origin checks only. Never for a link the app writes: the caller chooses
 * it; links come from env.publicOrigin.
 */
export function requestHost(c: Context, env: Pick<Env, 'trustProxy'>): string {
  const forwarded = fromTrustedProxy(c, env) ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return forwarded || c.req.header('host') || new URL(c.req.url).host;
}
