import { Hono, type MiddlewareHandler } from 'hono';
import { ambassadorApplications, contactMessages } from '#db/schema/index.ts';
import { ambassadors, auth, contact } from '#shared/messages.ts';
import { ambassadorSchema, contactSchema } from '#shared/schemas/contact.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { clientIp } from '#api/lib/request.ts';
import { jsonBody } from '#api/lib/validate.ts';
import { consume, type RateLimits } from '#api/services/rate-limits.ts';

/** The public site's forms: stored, so that somebody answers them. */
export function formRoutes(deps: Deps, limits: RateLimits) {
  const { db, env } = deps;
  const limited: MiddlewareHandler<AppEnv> = async (c, next) => {
    const wait = await consume(limits.formsByIp, clientIp(c, env));
    if (wait) return c.json({ message: auth.tooManyAttempts }, 429, { 'Retry-After': String(wait) });
    await next();
  };
  return new Hono<AppEnv>()
    .post('/contact', limited, jsonBody(contactSchema), (c) => {
      const data = c.req.valid('json');
      db.insert(contactMessages)
        .values({ ...data, category: data.category ?? null, userId: c.get('user')?.id ?? null })
        .run();
      return c.json({ message: contact.successBody }, 201);
    })
    .post('/ambassadors', limited, jsonBody(ambassadorSchema), (c) => {
      const data = c.req.valid('json');
      db.insert(ambassadorApplications)
        .values({ ...data, userId: c.get('user')?.id ?? null })
        .run();
      return c.json({ message: ambassadors.successBody }, 201);
    });
}
