import { Hono } from 'hono';
import { pushApiText as text } from '#shared/messages/push.ts';
import { type PushPublicKeyResponse, pushSubscriptionSchema, pushUnsubscribeSchema } from '#shared/schemas/push.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { jsonBody } from '#api/lib/validate.ts';
import { currentUserId, requireUser } from '#api/middleware/session.ts';
import { type EndpointRefusal, endpointRefusal } from '#api/providers/push/endpoint-policy.ts';
import { deleteSubscription, saveSubscription } from '#api/services/push/subscriptions.ts';

/** The message for each reason an endpoint is refused (api/providers/push/endpoint-policy.ts). */
const REFUSAL_TEXT: Record<EndpointRefusal, string> = {
  invalid: text.endpointInvalid,
  port: text.endpointPort,
  private: text.endpointPrivate,
};

/**
 * The server sends to whatever endpoint a subscription names, so only a push service's https:// address on port 443
 * is taken; an address on this machine (a local fake push service) only with PUSH_ALLOW_LOCAL_ENDPOINTS.
 */
export const endpointAllowed = (endpoint: string, allowLocal: boolean): boolean =>
  endpointRefusal(endpoint, allowLocal) === undefined;

/** Web push: the key browsers subscribe with, and the signed-in user's own subscriptions. */
export function pushRoutes(deps: Deps) {
  const subscription = pushSubscriptionSchema.superRefine((s, ctx) => {
    const refusal = endpointRefusal(s.endpoint, deps.env.pushAllowLocalEndpoints);
    if (refusal) ctx.addIssue({ code: 'custom', path: ['endpoint'], message: REFUSAL_TEXT[refusal] });
  });
  return new Hono<AppEnv>()
    .get('/public-key', (c) => {
      const body: PushPublicKeyResponse = { publicKey: deps.push.publicKey() };
      return c.json(body, 200);
    })
    .post('/subscriptions', requireUser, jsonBody(subscription), async (c) => {
      const { endpoint, keys } = c.req.valid('json');
      // The name resolved too: one that leads inside a network is refused now, not only when a push goes out.
      const refusal = await deps.push.checkEndpoint?.(endpoint);
      if (refusal) return c.json({ message: REFUSAL_TEXT[refusal], errors: { endpoint: REFUSAL_TEXT[refusal] } }, 400);
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
