import { Hono } from 'hono';
import { ambassadors } from '#shared/messages/public-site.ts';
import { ambassadorSchema } from '#shared/schemas/contact.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { jsonBody } from '#api/lib/validate.ts';
import { formRateLimit } from '#api/middleware/form-rate-limit.ts';
import type { RateLimits } from '#api/services/rate-limits.ts';
import { saveAmbassadorApplication } from '#api/services/public-forms.ts';

/** The Ambassadors page's application form; signed in or not. */
export function ambassadorRoutes(deps: Deps, limits: RateLimits) {
  return new Hono<AppEnv>().post('/', formRateLimit(deps, limits), jsonBody(ambassadorSchema), (c) => {
    saveAmbassadorApplication(deps, { ...c.req.valid('json'), userId: c.get('user')?.id ?? null });
    return c.json({ message: ambassadors.successBody }, 201);
  });
}
