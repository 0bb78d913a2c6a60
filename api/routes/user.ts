import { Hono } from 'hono';
import { userPatchSchema } from '#shared/schemas/user.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { jsonBody } from '#api/lib/validate.ts';
import { currentUserId, requireUser } from '#api/middleware/session.ts';
import { accountOf, toUserDto, updateSettings } from '#api/services/users.ts';

/** The signed-in user's own account: read it, change its settings. */
export function userRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .use('/', requireUser)
    .get('/', (c) => c.json(toUserDto(accountOf(deps, currentUserId(c))), 200))
    .patch('/', jsonBody(userPatchSchema), (c) =>
      c.json(toUserDto(updateSettings(deps, currentUserId(c), c.req.valid('json'))), 200),
    );
}
