import { Hono } from 'hono';
import { creatorErrors } from '#shared/messages/creators.ts';
import { creatorSearchQuerySchema } from '#shared/schemas/creators.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { validate } from '#api/lib/validate.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import { creatorHome, searchCreators } from '#api/services/creators/discovery.ts';

/** GET /api/creators?q=: creators to support, for a signed-in member (no list of every creator for a scraper). */
export function creatorSearchRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/', requireUser, validate('query', creatorSearchQuerySchema), (c) =>
    c.json(searchCreators(deps, c.req.valid('query').q), 200),
  );
}

/** GET /api/creator-home: the signed-in creator's supporters and earnings (a gifter has none: 403). */
export function creatorHomeRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/', requireUser, (c) => {
    const user = currentUser(c);
    if (user.userType !== 'creator') return c.json({ message: creatorErrors.creatorsOnlyHome }, 403);
    return c.json(creatorHome(deps, user, deps.now()), 200);
  });
}
