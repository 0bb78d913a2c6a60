// The real client: web-push builds the request (VAPID JWT, aes128gcm encryption, TTL, Urgency, Topic) and node's
// http(s) client sends it through agents whose only lookup is the endpoint policy's (./endpoint-policy.ts): the
// endpoint's name is resolved, every address checked, and the socket connects to a checked address, so a member's
// subscription cannot point the server inside its network. One code path reaches FCM, Mozilla, Apple
// and, with PUSH_ALLOW_LOCAL_ENDPOINTS, a local fake push service over plain HTTP. Redirects are never followed: a
// push service never sends one, and following them would let a subscription point the server anywhere.
import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import {
  type EndpointPolicy,
  EndpointRefused,
  endpointRefusal,
  pinnedLookup,
  resolvedEndpointRefusal,
} from './endpoint-policy.ts';
import type { PushMessage, PushOutcome, PushProvider, PushTarget } from './push-provider.ts';
import type { VapidDetails } from './vapid-keys.ts';

const TIMEOUT_MS = 10_000;

/** The agents every push goes through: keep-alive, and a lookup that hands out checked addresses only. */
export function createPushAgents(policy: EndpointPolicy) {
  const lookup = pinnedLookup(policy);
  return {
    https: new https.Agent({ keepAlive: true, lookup }),
    http: new http.Agent({ keepAlive: true, lookup }),
  };
}

class TimedOut extends Error {}

export function createWebPushProvider(vapid: () => VapidDetails, options: EndpointPolicy): PushProvider {
  const agents = createPushAgents(options);
  return {
    name: 'web-push',
    publicKey: () => vapid().publicKey,
    checkEndpoint: (endpoint) => resolvedEndpointRefusal(endpoint, options),
    async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
      // Checked again at every send: a row may predate the check, or the setting may have changed since.
      const refusal = endpointRefusal(target.endpoint, options.allowLocal);
      if (refusal) return { status: 0, unusable: true, error: `refused: ${REFUSALS[refusal]}` };
      let request: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        request = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          message.payload,
          {
            vapidDetails: vapid(),
            TTL: message.ttlSeconds,
            urgency: message.urgency,
            ...(message.topic ? { topic: message.topic } : {}),
          },
        );
      } catch (error) {
        // Keys that are no point on the curve: this subscription can never be sent to.
        return { status: 0, unusable: true, error: `cannot encrypt for it: ${(error as Error).message}` };
      }
      const url = new URL(request.endpoint);
      const agent = url.protocol === 'https:' ? agents.https : agents.http;
      return post(url, request.headers, request.body, agent);
    },
  };
}

const REFUSALS = {
  invalid: 'not the https:// URL of a push service',
  port: 'not on port 443',
  private: 'not a push service on the internet',
} as const;

function post(
  url: URL,
  headers: Record<string, string | number>,
  body: Buffer | null,
  agent: http.Agent,
): Promise<PushOutcome> {
  const request = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve) => {
    const req = request(url, { method: 'POST', headers, agent }, (res) => {
      clearTimeout(timer);
      res.resume();
      const retryAfter = res.headers['retry-after'];
      resolve({ status: res.statusCode ?? 0, retryAfter: retryAfter ?? null });
    });
    const timer = setTimeout(() => req.destroy(new TimedOut()), TIMEOUT_MS);
    req.on('error', (error) => {
      clearTimeout(timer);
      if (error instanceof EndpointRefused) resolve({ status: 0, unusable: true, error: `refused: ${error.message}` });
      else resolve({ status: 0, error: error instanceof TimedOut ? 'timed out' : 'not reached' });
    });
    req.end(body ?? undefined);
  });
}
