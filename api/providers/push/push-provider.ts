// Web push (docs/product-rules.md section 10): the browser's push service (FCM, Mozilla's, Apple's, ...) reached with
// the Web Push protocol: VAPID (RFC 8292) and the payload encrypted for the subscription (RFC 8291).
import type { EndpointRefusal } from './endpoint-policy.ts';

/** One browser's subscription, as stored. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type PushMessage = {
  /** The JSON text the worker reads; encrypted on the way. */
  payload: string;
  /** How long the push service keeps it for a device that is offline. */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** A newer push with the same topic replaces one the device has not received yet (base64url, 32 at most). */
  topic?: string;
};

/**
 * The push service's answer: its HTTP status and Retry-After; status 0 when it was not reached (`error` says why) or
 * the push could not be made at all (`unusable`: keys that are no P-256 point, so no push ever can be).
 */
export type PushOutcome = { status: number; retryAfter?: string | null; error?: string; unusable?: boolean };

export interface PushProvider {
  readonly name: 'web-push';
  /** The VAPID public key (base64url) browsers subscribe with. */
  publicKey(): string;
  /**
   * Why an endpoint would never be sent to (./endpoint-policy.ts: not https on 443, or a name leading inside a
   * network), checked when a browser subscribes; undefined when it may be. Test doubles may leave it out.
   */
  checkEndpoint?(endpoint: string): Promise<EndpointRefusal | undefined>;
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}
