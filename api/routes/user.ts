import { Hono } from 'hono';
import { accountPatchSchema, type SessionResponse, userPatchSchema } from '#shared/schemas/user.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { jsonBody } from '#api/lib/validate.ts';
import { idempotent } from '#api/middleware/idempotency.ts';
import { currentUserId, requireUser } from '#api/middleware/session.ts';
import {
  accountOf,
  FieldError,
  markWelcomed,
  toUserDto,
  updateAccount,
  updateSettings,
} from '#api/services/accounts/users.ts';

/**
 * The signed-in user's own account: read it, change its settings (an offline outbox replay sends a key). And
 * `/session`, who is signed in for a public page: 200 with the user or null, so a visitor's page logs no 401.
 */
export function userRoutes(deps: Deps) {
  return (
    new Hono<AppEnv>()
      .get('/session', (c) => {
        const user = c.get('user');
        const body: SessionResponse = { user: user ? toUserDto(accountOf(deps, user.id)) : null };
        return c.json(body, 200);
      })
      .use('/', requireUser)
      .get('/', (c) => c.json(toUserDto(accountOf(deps, currentUserId(c))), 200))
      .patch('/', idempotent(deps), jsonBody(userPatchSchema), (c) =>
        c.json(toUserDto(updateSettings(deps, currentUserId(c), c.req.valid('json'))), 200),
      )
      // The first dashboard has greeted the member: the next says welcome back, on any device.
      .use('/welcomed', requireUser)
      .post('/welcomed', (c) => {
        markWelcomed(deps, currentUserId(c));
        return c.body(null, 204);
      })
      // The name and username, with a field's reason when the username is taken or reserved.
      .use('/account', requireUser)
      .patch('/account', jsonBody(accountPatchSchema), (c) => {
        try {
          return c.json(toUserDto(updateAccount(deps, currentUserId(c), c.req.valid('json'))), 200);
        } catch (error) {
          if (!(error instanceof FieldError)) throw error;
          return c.json({ message: error.message, errors: { [error.field]: error.message } }, error.status);
        }
      })
  );
}
