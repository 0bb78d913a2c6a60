import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { users } from '#db/schema/index.ts';
import { userPatchSchema } from '#shared/schemas/user.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { jsonBody } from '#api/lib/validate.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import { toUserDto } from '#api/services/users.ts';

export function userRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .use('/user', requireUser)
    .get('/user', (c) => c.json(toUserDto(currentUser(c)), 200))
    .patch('/user', jsonBody(userPatchSchema), (c) => {
      const { weeklyCap, ...rest } = c.req.valid('json');
      // The API speaks whole dollars; the row keeps cents like every other amount.
      const patch =
        weeklyCap === undefined ? rest : { ...rest, weeklyCapCents: weeklyCap === null ? null : weeklyCap * 100 };
      const updated = db
        .update(users)
        .set(patch)
        .where(eq(users.id, currentUser(c).id))
        .returning()
        .get();
      return c.json(toUserDto(updated), 200);
    });
}
