// The sandboxes' own pages (a bank's Connect page, the payout onboarding form) post plain HTML forms outside /api,
// where the app's JSON-only CSRF middleware does not look: they check the same things themselves.
import type { Context } from 'hono';
import type { Env } from '#api/env.ts';
import { requestHost } from './request.ts';

/** No cross-site request, and an Origin (when sent) of this host or the public URL's. */
export function sameOriginForm(c: Context, env: Pick<Env, 'publicUrl' | 'trustProxy'>): boolean {
  if (c.req.header('sec-fetch-site') === 'cross-site') return false;
  const origin = c.req.header('origin');
  if (origin === undefined) return true;
  const publicHost = env.publicUrl ? new URL(env.publicUrl).host : undefined;
  try {
    const host = new URL(origin).host;
    return host === requestHost(c, env) || host === publicHost;
  } catch {
    return false; // "null" or garbage
  }
}

/** The request's body is a form (application/x-www-form-urlencoded). */
export const isFormBody = (c: Context) =>
  (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded';

/** An HTML answer that no cache keeps (it carries a one-time link or what the member typed). */
export function noStoreHtml(c: Context, body: string, status: 200 | 400 | 401 | 403 | 410 | 415 = 200) {
  c.header('Cache-Control', 'no-store');
  return c.html(body, status);
}
