import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { apiPaths } from '#shared/routes.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { isHttps } from '#api/lib/request.ts';

/** Security headers on every response; no-store on every API answer. */
export function securityHeaders(deps: Pick<Deps, 'env'>): MiddlewareHandler<AppEnv>[] {
  // Stripe.js (saving a card) only when Stripe is configured: its script, its frames and its API, nothing else.
  const stripe = Boolean(deps.env.stripeSecretKey && deps.env.stripePublishableKey);
  const withStripe = (own: string[], ...origins: string[]) => (stripe ? [...own, ...origins] : own);
  return [
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: withStripe(["'self'"], 'https://js.stripe.com'),
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: withStripe(["'self'"], 'https://api.stripe.com'),
        // Without Stripe, frames fall back to default-src 'self'.
        ...(stripe ? { frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'] } : {}),
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      // HSTS only where the browser actually came over HTTPS (set below).
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
      permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    }),
    // On the answer itself (c.res.headers), not c.header(): after the handler, c.header() rebuilds the whole
    // Response around a stream of its body, which costs more than the rest of a small request.
    async (c, next) => {
      await next();
      if (isHttps(c, deps.env)) c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      // Stored pictures are public and never change under their random name: they keep their year-long cache.
      const picture = c.req.path.startsWith(`${apiPaths.profilePictures}/`) && c.res.status === 200;
      if (c.req.path.startsWith('/api/') && !picture) c.res.headers.set('Cache-Control', 'no-store');
    },
  ];
}
