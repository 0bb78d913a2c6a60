import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '#api/lib/app-env.ts';

/** The app shell for one request: index.html as built, or with that page's own head (a creator's link preview). */
export type ShellRenderer = (c: Context<AppEnv>, indexHtml: string) => string;

/** Serves the built PWA: hashed assets cached for a year, the shell and worker always revalidated. */
export function serveApp(app: Hono<AppEnv>, root: string, renderShell?: ShellRenderer) {
  const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use(
    '*',
    serveStatic({
      root,
      onFound: (path, c) => {
        if (!path.includes('/assets/')) c.header('Cache-Control', 'no-cache');
      },
    }),
  );
  // Every other GET is a client-side route (/{username} included): the app shell answers.
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(renderShell ? renderShell(c, indexHtml) : indexHtml);
  });
}
