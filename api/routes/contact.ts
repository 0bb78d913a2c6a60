import { Hono } from 'hono';
import { contact } from '#shared/messages/public-site.ts';
import { contactSchema } from '#shared/schemas/contact.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { jsonBody } from '#api/lib/validate.ts';
import { formRateLimit } from '#api/middleware/form-rate-limit.ts';
import type { RateLimits } from '#api/services/rate-limits.ts';
import { saveContactMessage } from '#api/services/public-forms.ts';

/** The Contact page's form; signed in or not. */
export function contactRoutes(deps: Deps, limits: RateLimits) {
  return new Hono<AppEnv>().post('/', formRateLimit(deps, limits), jsonBody(contactSchema), (c) => {
    const data = c.req.valid('json');
    saveContactMessage(deps, { ...data, category: data.category ?? null, userId: c.get('user')?.id ?? null });
    return c.json({ message: contact.successBody }, 201);
  });
}
