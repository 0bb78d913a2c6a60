// The real client: web-push builds the request (VAPID JWT, aes128gcm encryption, TTL, Urgency, Topic) and fetch
// sends it, so one code path reaches FCM, Mozilla, Apple and, in tests, a local fake push service over plain HTTP
// (web-push's own sender speaks HTTPS only). Redirects are refused: a push service never sends one, and following
// them would let a subscription point the server anywhere.
import webpush from 'web-push';
import type { PushMessage, PushOutcome, PushProvider, PushTarget } from './push-provider.ts';
import type { VapidDetails } from './vapid-keys.ts';

const TIMEOUT_MS = 10_000;

export function createWebPushProvider(vapid: () => VapidDetails): PushProvider {
  return {
    name: 'web-push',
    publicKey: () => vapid().publicKey,
    async send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
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
      // fetch sets Content-Length from the body itself.
      const headers = Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]): [string, string] => [name, String(value)]);
      try {
        const res = await fetch(request.endpoint, {
          method: 'POST',
          headers,
          body: request.body && new Uint8Array(request.body),
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await res.body?.cancel();
        return { status: res.status, retryAfter: res.headers.get('retry-after') };
      } catch (error) {
        return { status: 0, error: (error as Error).name === 'TimeoutError' ? 'timed out' : 'not reached' };
      }
    },
  };
}
