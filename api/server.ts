import { serve } from '@hono/node-server';
import { openDatabase } from '#db/index.ts';
import { applyMigrations } from '#db/migrate.ts';
import { createApp } from './app.ts';
import { startMoneyJobs } from './jobs/money-jobs.ts';
import type { Env } from './env.ts';
import { createDeps } from './deps.ts';

/** Opens and migrates the database, then serves the app. Resolves once listening. */
export function startServer(env: Env, staticRoot?: string) {
  const { db, sqlite } = openDatabase(env.databaseFile);
  applyMigrations(db);
  const deps = createDeps({ db, sqlite, env, now: Date.now, staticRoot });
  const { sessions } = deps;
  sessions.purgeExpired();
  const app = createApp(deps);
  const jobs = startMoneyJobs(deps);

  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
    const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
      const host = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host;
      const url = `http://${host}:${info.port}`;
      const purge = setInterval(() => sessions.purgeExpired(), 60 * 60 * 1000);
      purge.unref();
      resolve({
        url,
        close: () =>
          new Promise<void>((done) => {
            clearInterval(purge);
            jobs.stop();
            server.close(() => {
              sqlite.close();
              done();
            });
          }),
      });
    });
  });
}
