// The one start-up path: `npm start` (production, and the browser tests), bundled into dist/server/index.js by
// build/build.ts, which also builds the PWA; and, with --api-only, the API behind Vite in `npm run dev` (tsx).
// Migrates the database, serves the API and the app on one port (docs/decisions/0003-one-server.md), runs the
// scheduler, and stops cleanly on a signal.
import { smtpSecurity } from '#api/providers/mail/smtp.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { openDatabase } from '#db/index.ts';
import { SANDBOX_MAILBOX_PATH } from '#shared/routes-account.ts';
import { applyMigrations } from '#db/migrate.ts';
import { createApp } from '#api/app.ts';
import { createDeps } from '#api/deps.ts';
import { loadEnv, localOrigin } from '#api/env.ts';
import { trustAnyProxyWarning } from '#api/env-https.ts';
import { sandboxWarning } from '#api/env-money-path.ts';
import { dataKeyBesideWarning, dataKeyPlace } from '#api/env-storage.ts';
import { startBackups } from '#api/jobs/backup-jobs.ts';
import { startMoneyJobs } from '#api/jobs/money-jobs.ts';
import { startMailDelivery } from '#api/jobs/mail-jobs.ts';
import { startDataExports } from '#api/jobs/data-export-jobs.ts';
import { startPushDelivery } from '#api/jobs/push-jobs.ts';
import { pwaDist } from '#api/lib/project-root.ts';
import { holdServerLock } from '#api/lib/server-lock.ts';
import { purgeExpiredSessions } from '#api/services/accounts/sessions.ts';

const HOUR_MS = 60 * 60 * 1000;
const apiOnly = process.argv.includes('--api-only');
const env = loadEnv();
// One line says which money providers are sandboxes (in production only all of them: a mix refused to start).
const sandboxes = sandboxWarning(env);
if (sandboxes) console.warn(sandboxes);
// And one line each when TRUST_PROXY believes any caller, and when production keeps the database's key beside it.
for (const warning of [trustAnyProxyWarning(env), dataKeyBesideWarning(env)]) if (warning) console.warn(warning);

if (!apiOnly && !existsSync(join(pwaDist, 'index.html'))) {
  console.error('The app is not built: run `npm start` (it builds what is stale) or `npm run build`.');
  process.exit(1);
}

const { db, sqlite } = openDatabase(env.databaseFile, env.dataKeys);
const releaseLock = holdServerLock(env.dataDir);
applyMigrations(db);
const deps = createDeps({ db, sqlite, env, now: Date.now });
purgeExpiredSessions(deps);
const app = createApp(deps, { staticRoot: apiOnly ? undefined : pwaDist });
const jobs = startMoneyJobs(deps);
const pushes = startPushDelivery(deps);
const mails = startMailDelivery(deps);
const backups = startBackups(deps);
const dataExports = startDataExports(deps);
const purge = setInterval(() => purgeExpiredSessions(deps), HOUR_MS);
purge.unref();

const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  const url = localOrigin(env.host, info.port);
  // PORT=0 (any free port): the links the server writes name the port it got (PUBLIC_URL, when set, wins).
  if (!env.publicUrl) env.publicOrigin = url;
  // Where the key comes from (never the key): an operator sees whether the volume alone opens the database.
  const keyPlace = dataKeyPlace(env);
  console.log(
    apiOnly
      ? `API listening at ${url}  (${keyPlace})`
      : `GiftOrbit is running at ${url}  (data: ${env.databaseFile}; ${keyPlace})`,
  );
  // No SMTP server: mail is kept, and readable here by whoever can read this log.
  const mailbox = deps.mail.sandbox?.mailboxKey();
  if (deps.mail.sandbox) deps.mail.sandbox.log = (line) => console.log(line);
  if (mailbox) console.log(`Mail sandbox (no SMTP_URL): ${env.publicOrigin}${SANDBOX_MAILBOX_PATH}?key=${mailbox}`);
  if (env.smtpUrl && smtpSecurity(env.smtpUrl) === 'plain, this machine')
    console.log('Mail: SMTP_URL sends its password over a plain connection, to a server on this machine only');
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(purge);
    void jobs.stop();
    void pushes.stop();
    void mails.stop();
    void dataExports.stop();
    void backups.stop();
    server.close(() => {
      sqlite.close();
      releaseLock();
      process.exit(0);
    });
  });
}
