import { Hono } from 'hono';
import { pushApiText as text } from '#shared/messages/push.ts';
import { type PushPublicKeyResponse, pushSubscriptionSchema, pushUnsubscribeSchema } from '#shared/schemas/push.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { jsonBody } from '#api/lib/validate.ts';
import { currentUserId, requireUser } from '#api/middleware/session.ts';
import { deleteSubscription, saveSubscription } from '#api/services/push/subscriptions.ts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const isLocal = (host: string) => LOCAL_HOSTS.has(host) || host.endsWith('.localhost');
/** An IPv4 or IPv6 address where a name belongs: push services have names, addresses here point inside networks. */
const isAddress = (host: string) => /^[\d.]+$/.test(host) || host.startsWith('[');

/**
 * The server sends to whatever endpoint a subscription names, so only a push service's https:// address is taken;
 * an address on this machine (a local fake push service) only where the environment allows it.
 */
export function endpointAllowed(endpoint: string, allowLocal: boolean): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (allowLocal && isLocal(url.hostname)) return true;
  return url.protocol === 'https:' && !isLocal(url.hostname) && !isAddress(url.hostname);
}

/** Web push: the key browsers subscribe with, and the signed-in user's own subscriptions. */
export function pushRoutes(deps: Deps) {
  const subscription = pushSubscriptionSchema.refine(
    (s) => endpointAllowed(s.endpoint, deps.env.pushAllowLocalEndpoints),
    {
      path: ['endpoint'],
      message: text.endpointInvalid,
    },
  );
  return new Hono<AppEnv>()
    .get('/public-key', (c) => {
      const body: PushPublicKeyResponse = { publicKey: deps.push.publicKey() };
      return c.json(body, 200);
    })
    .post('/subscriptions', requireUser, jsonBody(subscription), (c) => {
      const { endpoint, keys } = c.req.valid('json');
      const userAgent = c.req.header('user-agent')?.slice(0, 256);
      const outcome = saveSubscription(deps, currentUserId(c), { endpoint, ...keys, userAgent });
      if (outcome === 'taken') return c.json({ message: text.endpointTaken }, 409);
      return c.json({ success: true }, outcome === 'created' ? 201 : 200);
    })
    .delete('/subscriptions', requireUser, jsonBody(pushUnsubscribeSchema), (c) => {
      if (!deleteSubscription(deps, currentUserId(c), c.req.valid('json').endpoint))
        return c.json({ message: text.notFound }, 404);
      return c.json({ success: true }, 200);
    });
}
