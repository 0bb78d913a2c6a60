import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { logger } from 'hono/logger';
import { api } from '#shared/messages/common.ts';
import { apiPaths } from '#shared/routes.ts';
import { payoutApiPaths } from '#shared/routes-payouts.ts';
import { securityApiPaths } from '#shared/routes-security.ts';
import { dataExportApiPaths } from '#shared/routes-data-export.ts';
import { closingApiPaths } from '#shared/routes-closing.ts';
import { statementApiPaths } from '#shared/routes-statements.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { builtRenderer, memberScreens, type RendererLoader } from '#api/pages/member-frame.ts';
import { serveApp } from '#api/pages/serve-pwa.ts';
import { drawnMemberScreens } from '#api/lib/visitor-pages.ts';
import { createRateLimits } from '#api/services/rate-limits.ts';
import { compressJson } from '#api/middleware/compress-json.ts';
import { csrfAndContentType } from '#api/middleware/csrf.ts';
import { securityHeaders } from '#api/middleware/security.ts';
import { errorsInLanguage } from '#api/middleware/errors-in-language.ts';
import { loadSession } from '#api/middleware/session.ts';
import { achievementRoutes } from '#api/routes/achievements.ts';
import { creatorFollowRoutes } from '#api/routes/creator-follow.ts';
import { creatorProfileRoutes } from '#api/routes/creator-profile.ts';
import { creatorHomeRoutes, creatorSearchRoutes } from '#api/routes/creators.ts';
import { uploadRoutes } from '#api/routes/uploads.ts';
import { creatorPageShell } from '#api/pages/creator-meta.ts';
import { notificationRoutes } from '#api/routes/notifications.ts';
import { stripeRoutes } from '#api/routes/stripe.ts';
import { activityRoutes } from '#api/routes/activity.ts';
import { ambassadorRoutes } from '#api/routes/ambassadors.ts';
import { accountEmailRoutes } from '#api/routes/account-email.ts';
import { authRoutes } from '#api/routes/auth.ts';
import { securitySettingsRoutes } from '#api/routes/security-settings.ts';
import { signInStepRoutes } from '#api/routes/sign-in-steps.ts';
import { bankAccountRoutes } from '#api/routes/banks/accounts.ts';
import { bankConnectRoutes } from '#api/routes/banks/connect.ts';
import { bankLinkRoutes } from '#api/routes/banks/link.ts';
import { bankRefreshRoutes } from '#api/routes/banks/refresh.ts';
import { sandboxPurchaseRoutes } from '#api/routes/banks/sandbox-purchase.ts';
import { bankWebhookRoutes } from '#api/routes/banks/webhooks.ts';
import { cashOutRoutes } from '#api/routes/cash-outs.ts';
import { closingRoutes } from '#api/routes/closing.ts';
import { contactRoutes } from '#api/routes/contact.ts';
import { dataExportRoutes } from '#api/routes/data-exports.ts';
import { finicityDebugRoutes } from '#api/routes/finicity-debug.ts';
import { healthRoutes } from '#api/routes/health.ts';
import { metricsRoutes } from '#api/routes/metrics.ts';
import { logoutRoutes } from '#api/routes/logout.ts';
import { payoutAccountRoutes } from '#api/routes/payout-account.ts';
import { pointsRoutes } from '#api/routes/points.ts';
import { pushRoutes } from '#api/routes/push.ts';
import { portfolioRoutes } from '#api/routes/portfolio.ts';
import { referralRoutes } from '#api/routes/referrals.ts';
import { sandboxConnectRoutes } from '#api/routes/sandbox-connect.ts';
import { sandboxMailRoutes } from '#api/routes/sandbox-mail.ts';
import { sandboxPayoutRoutes } from '#api/routes/sandbox-payouts.ts';
import { statementRoutes } from '#api/routes/statements.ts';
import { statsRoutes } from '#api/routes/stats.ts';
import { supportTicketRoutes } from '#api/routes/support-tickets.ts';
import { stripeWebhookRoutes } from '#api/routes/stripe-webhooks.ts';
import { transactionRoutes } from '#api/routes/transactions.ts';
import { userRoutes } from '#api/routes/user.ts';

const ONE_MB = 1024 * 1024;

/**
 * The whole product as one Hono app; `api/index.ts` serves it, tests call `app.request()`. `staticRoot`: the built
 * PWA to serve; `renderMemberScreen`: what draws members' screens (the build's renderer in dist/ssr if not given).
 */
export function createApp(deps: Deps, options: { staticRoot?: string; renderMemberScreen?: RendererLoader } = {}) {
  const app = new Hono<AppEnv>();
  // In-process counters (docs/decisions/0002-rate-limits.md): one set per app.
  const limits = createRateLimits();
  // The path only: a query string can carry a signed state or a token (the bank Connect page's), never logged.
  if (deps.env.logRequests) app.use(logger((line) => console.log(line.replace(/\?\S*/, ''))));
  app.use(securityHeaders(deps));
  // JSON answers of 1 KB or more go gzip'd to clients that accept it; the PWA's files come compressed already.
  app.use('/api/*', compressJson());
  // Errors in the member's language (or the browser's), inside the compression, around everything that can refuse.
  app.use('/api/*', errorsInLanguage());

  const jsonLimit = bodyLimit({ maxSize: ONE_MB, onError: (c) => c.json({ message: api.payloadTooLarge }, 413) });
  // The picture upload has its own, larger limit (api/routes/uploads.ts), and is the one multipart body. A GET or
  // HEAD has no body, and asking for one (c.req.raw.body) would turn the adapter's light request into a full one.
  const noBody = (method: string) => method === 'GET' || method === 'HEAD';
  app.use('/api/*', (c, next) =>
    noBody(c.req.method) || c.req.path === apiPaths.uploadProfilePicture ? next() : jsonLimit(c, next),
  );
  app.use('/api/*', csrfAndContentType(deps, [apiPaths.uploadProfilePicture]));
  app.use('/api/*', loadSession(deps));

  // The map from URL to file: each prefix is one file in api/routes/ (the banks' by flow, in api/routes/banks/).
  app
    .route(apiPaths.health, healthRoutes())
    .route(apiPaths.auth, authRoutes(deps, limits))
    .route(apiPaths.auth, accountEmailRoutes(deps, limits))
    .route(apiPaths.auth, signInStepRoutes(deps, limits))
    .route(securityApiPaths.prefix, securitySettingsRoutes(deps, limits))
    .route(apiPaths.logout, logoutRoutes(deps))
    .route(closingApiPaths.prefix, closingRoutes(deps, limits))
    .route(apiPaths.user, userRoutes(deps))
    .route(apiPaths.stats, statsRoutes(deps))
    .route(apiPaths.contact, contactRoutes(deps, limits))
    .route(apiPaths.ambassadors, ambassadorRoutes(deps, limits))
    .route(apiPaths.supportTickets, supportTicketRoutes(deps, limits))
    .route(apiPaths.transactions, transactionRoutes(deps))
    .route(apiPaths.portfolio, portfolioRoutes(deps))
    .route(apiPaths.activity, activityRoutes(deps))
    .route(apiPaths.points, pointsRoutes(deps))
    .route(apiPaths.cashOuts, cashOutRoutes(deps))
    .route(dataExportApiPaths.prefix, dataExportRoutes(deps))
    .route(statementApiPaths.index, statementRoutes(deps))
    .route(payoutApiPaths.payoutAccount, payoutAccountRoutes(deps, limits))
    .route(apiPaths.referrals, referralRoutes(deps))
    .route(apiPaths.achievements, achievementRoutes(deps))
    .route(apiPaths.notifications, notificationRoutes(deps))
    .route(apiPaths.push, pushRoutes(deps))
    .route(apiPaths.creatorProfile, creatorProfileRoutes(deps))
    .route(apiPaths.creatorFollow, creatorFollowRoutes(deps))
    .route(apiPaths.creatorSearch, creatorSearchRoutes(deps))
    .route(apiPaths.creatorHome, creatorHomeRoutes(deps))
    .route(apiPaths.upload, uploadRoutes(deps))
    .route(apiPaths.stripe, stripeRoutes(deps))
    .route(apiPaths.belvo, bankLinkRoutes(deps))
    .route(apiPaths.finicity, bankConnectRoutes(deps))
    .route(apiPaths.bankAccounts, bankAccountRoutes(deps))
    .route(apiPaths.refreshAccount, bankRefreshRoutes(deps, limits))
    .route(apiPaths.sandboxCoinPurchase, sandboxPurchaseRoutes(deps, limits))
    .route(apiPaths.finicityDebug, finicityDebugRoutes(deps))
    .route(apiPaths.stripeWebhook, stripeWebhookRoutes(deps))
    .route(apiPaths.webhooks, bankWebhookRoutes(deps));
  app.all('/api/*', (c) => c.json({ message: api.notFound }, 404));
  app.route(apiPaths.metrics, metricsRoutes(deps));

  // The Finicity sandbox's Connect page, opened in the popup (only while the sandbox is the aggregator).
  if (deps.banks.finicitySandbox) app.route('/', sandboxConnectRoutes(deps, deps.banks.finicitySandbox));
  // The payout sandbox's onboarding form, the stand-in for Stripe's hosted one (only while the sandbox pays).
  if (deps.providers.payoutAccountsSandbox)
    app.route('/', sandboxPayoutRoutes(deps, deps.providers.payoutAccountsSandbox));
  // The mail sandbox's mailbox, behind the key printed at start (only while the sandbox is the mailer).
  if (deps.mail.sandbox) app.route('/', sandboxMailRoutes(deps, deps.mail.sandbox.mailboxKey));
  if (options.staticRoot) {
    // The members' screens the server draws know who is signed in (api/pages/member-frame.ts).
    for (const path of drawnMemberScreens) app.get(path, loadSession(deps));
    const drawnScreen = memberScreens(deps, app, options.renderMemberScreen ?? builtRenderer());
    serveApp(app, options.staticRoot, {
      renderShell: creatorPageShell(deps),
      drawnScreen,
      publicOrigin: deps.env.publicOrigin,
    });
  }

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
