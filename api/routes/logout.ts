import { Hono } from 'hono';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { endSession } from '#api/middleware/session.ts';

export function logoutRoutes(deps: Deps) {
  return (
    new Hono<AppEnv>()
      // SPEC: logout is a browser navigation to GET /api/logout.
      .get('/', (c) => {
        // Another site cannot sign the user out through an image or link.
        if (c.req.header('sec-fetch-site') !== 'cross-site') endSession(c, deps);
        return c.redirect('/', 302);
      })
      .post('/', (c) => {
        endSession(c, deps);
        return c.body(null, 204);
      })
  );
}
