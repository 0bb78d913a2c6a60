import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { logger } from 'hono/logger';
import { api } from '#shared/messages.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { csrfAndContentType } from './middleware/csrf.ts';
import { securityHeaders } from './middleware/security.ts';
import { loadSession } from './middleware/session.ts';
import { achievementRoutes } from './routes/achievements.ts';
import { authRoutes } from './routes/auth.ts';
import { bankWebhookRoutes } from './routes/bank-webhooks.ts';
import { bankRoutes } from './routes/banks.ts';
import { sandboxConnectRoutes } from './routes/sandbox-connect.ts';
import { formRoutes } from './routes/forms.ts';
import { payoutRoutes } from './routes/payouts.ts';
import { portfolioRoutes } from './routes/portfolio.ts';
import { referralRoutes } from './routes/referrals.ts';
import { statsRoutes } from './routes/stats.ts';
import { transactionRoutes } from './routes/transactions.ts';
import { userRoutes } from './routes/user.ts';
import { serveApp } from './static.ts';

const ONE_MB = 1024 * 1024;

/** The whole product as one Hono app; `api/index.ts` serves it, tests call `app.request()`. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  if (deps.env.logRequests) app.use(logger());
  app.use(...securityHeaders(deps));

  app.use('/api/*', bodyLimit({ maxSize: ONE_MB, onError: (c) => c.json({ message: api.payloadTooLarge }, 413) }));
  app.use('/api/*', csrfAndContentType(deps));
  app.use('/api/*', loadSession(deps));

  app.get('/api/health', (c) => c.json({ ok: true }, 200));
  app.route('/api', authRoutes(deps));
  app.route('/api', userRoutes(deps));
  app.route('/api', statsRoutes(deps));
  app.route('/api', formRoutes(deps));
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
  if (deps.staticRoot) serveApp(app, deps.staticRoot);

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
