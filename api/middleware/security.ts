import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { isHttps } from '#api/lib/request.ts';

const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers every page and file carries, built once: the CSP and the usual hardening set. */
export function securityHeaderValues(deps: Pick<Deps, 'env'>): [name: string, value: string][] {
  // Stripe.js (saving a card) only when Stripe is configured: its script, its frames and its API, nothing else.
  const stripe = Boolean(deps.env.stripeSecretKey && deps.env.stripePublishableKey);
  const withStripe = (own: string, ...origins: string[]) => (stripe ? [own, ...origins] : [own]).join(' ');
  const csp = [
    "default-src 'self'",
    `script-src ${withStripe("'self'", 'https://js.stripe.com')}`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${withStripe("'self'", 'https://api.stripe.com')}`,
    // Without Stripe, frames fall back to default-src 'self'.
    ...(stripe ? ["frame-src 'self' https://js.stripe.com https://hooks.stripe.com"] : []),
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
  return [
    ['Content-Security-Policy', csp],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}

/**
 * What an API answer carries (OWASP's REST Security Cheat Sheet): JSON is never rendered as a page, so the
 * headers that govern a document (its scripts, referrer, features, opener, DNS prefetch, the XSS auditor) have
 * nothing to govern. Should one be opened as a page anyway, it may load nothing and be framed by no one, and no
 * other site may read it (CORP). Each header costs about 2.5 µs to send, and the full set cost a small answer a
 * third of its throughput under load (bench:api).
 */
const API_HEADERS: [name: string, value: string][] = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['X-Content-Type-Options', 'nosniff'],
];

/**
 * Security headers on every response (the API's own set on /api/), HSTS where the browser came over HTTPS, and
 * `Cache-Control: no-store` on every API answer that does not say otherwise (a stored picture keeps its year-long
 * cache).
 *
 * On Node they are set on the outgoing message before the handler runs: the route's own headers (its
 * Content-Type, a picture's Cache-Control) are merged over them when it answers, and the answer never becomes a
 * Headers object. Setting them on the answer (c.res.headers) builds one, and its validation and sorting made
 * a third of a small signed-in GET's time. Without a socket (app.request() in tests) they go on the answer.
 */
export function securityHeaders(deps: Pick<Deps, 'env'>): MiddlewareHandler<AppEnv> {
  const pages = securityHeaderValues(deps);
  // Not an async function: on Node it only passes next()'s promise on (one promise less per request).
  return (c, next) => {
    const api = c.req.path.startsWith('/api/');
    const values = api ? API_HEADERS : pages;
    const https = isHttps(c, deps.env);
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing) {
      for (const [name, value] of values) outgoing.setHeader(name, value);
      if (api) outgoing.setHeader('Cache-Control', 'no-store');
      if (https) outgoing.setHeader('Strict-Transport-Security', HSTS);
      return next();
    }
    return next().then(() => {
      const { headers } = c.res;
      for (const [name, value] of values) if (!headers.has(name)) headers.set(name, value);
      if (api && !headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
      if (https) headers.set('Strict-Transport-Security', HSTS);
    });
  };
}
