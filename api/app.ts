import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { logger } from 'hono/logger';
import { api } from '#shared/messages.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { serveApp } from '#api/lib/serve-pwa.ts';
import { createRateLimits } from '#api/services/rate-limits.ts';
import { csrfAndContentType } from '#api/middleware/csrf.ts';
import { securityHeaders } from '#api/middleware/security.ts';
import { loadSession } from '#api/middleware/session.ts';
import { achievementRoutes } from '#api/routes/achievements.ts';
import { authRoutes } from '#api/routes/auth.ts';
import { bankWebhookRoutes } from '#api/routes/bank-webhooks.ts';
import { bankRoutes } from '#api/routes/banks.ts';
import { sandboxConnectRoutes } from '#api/routes/sandbox-connect.ts';
import { formRoutes } from '#api/routes/forms.ts';
import { payoutRoutes } from '#api/routes/payouts.ts';
import { portfolioRoutes } from '#api/routes/portfolio.ts';
import { referralRoutes } from '#api/routes/referrals.ts';
import { statsRoutes } from '#api/routes/stats.ts';
import { transactionRoutes } from '#api/routes/transactions.ts';
import { userRoutes } from '#api/routes/user.ts';

const ONE_MB = 1024 * 1024;

/** The whole product as one Hono app; `api/index.ts` serves it, tests call `app.request()`. */
export function createApp(deps: Deps, options: { staticRoot?: string } = {}) {
  const app = new Hono<AppEnv>();
  // In-process counters (docs/decisions/0002-rate-limits.md): one set per app.
  const limits = createRateLimits();
  if (deps.env.logRequests) app.use(logger());
  app.use(...securityHeaders(deps));

  app.use('/api/*', bodyLimit({ maxSize: ONE_MB, onError: (c) => c.json({ message: api.payloadTooLarge }, 413) }));
  app.use('/api/*', csrfAndContentType(deps));
  app.use('/api/*', loadSession(deps));

  app.get('/api/health', (c) => c.json({ ok: true }, 200));
  app.route('/api', authRoutes(deps, limits));
  app.route('/api', userRoutes(deps));
  app.route('/api', statsRoutes(deps));
  app.route('/api', formRoutes(deps, limits));
  app.route('/api', transactionRoutes(deps));
  app.route('/api', portfolioRoutes(deps));
  app.route('/api', payoutRoutes(deps));
  app.route('/api', referralRoutes(deps));
  app.route('/api', achievementRoutes(deps));
  app.route('/api', bankRoutes(deps));
  app.route('/api', bankWebhookRoutes(deps));
  app.all('/api/*', (c) => c.json({ message: api.notFound }, 404));

  // The Finicity sandbox's Connect page, opened in the popup (only while the sandbox is the aggregator).
  if (deps.banks.finicitySandbox)
    app.route('/', sandboxConnectRoutes({ env: deps.env, finicity: deps.banks.finicitySandbox }));
  if (options.staticRoot) serveApp(app, options.staticRoot);

  app.notFound((c) => c.json({ message: api.notFound }, 404));
  app.onError((error, c) => {
    // Hono's own 4xx (malformed JSON, ...) carry a message meant for the caller.
    if (error instanceof HTTPException && error.status < 500)
      return c.json({ message: error.message || api.invalidRequest }, error.status);
    console.error(`[api] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ message: api.internalError }, 500);
  });
  return app;
}
export type App = ReturnType<typeof createApp>;
