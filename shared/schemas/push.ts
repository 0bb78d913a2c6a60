import { z } from 'zod';
import { decodeBase64url } from '#shared/base64url.ts';
import { pushApiText as text } from '#shared/messages/push.ts';

/** Base64url (padding allowed, as some browsers send it) whose bytes number `length`. */
const base64urlOf = (length: number, message: string, check: (bytes: Uint8Array) => boolean = () => true) =>
  z
    .string({ error: message })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, message)
    .refine((v) => {
      const bytes = decodeBase64url(v);
      return bytes.length === length && check(bytes);
    }, message);

/**
 * POST /api/push/subscriptions: a browser's `PushSubscription.toJSON()`. The endpoint's scheme and host are checked
 * again on the server (https only, local ones only where allowed); `expirationTime` is accepted and ignored.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: text.endpointInvalid })
    .max(2048, text.endpointInvalid)
    .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), text.endpointInvalid),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // An uncompressed P-256 point: 0x04, then x and y.
      p256dh: base64urlOf(65, text.p256dhInvalid, (b) => b[0] === 4),
      auth: base64urlOf(16, text.authInvalid),
    },
    { error: text.p256dhInvalid },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions. */
export const pushUnsubscribeSchema = z.object({
  endpoint: z.string({ error: text.endpointInvalid }).min(1, text.endpointInvalid).max(2048, text.endpointInvalid),
});

/** GET /api/push/public-key. */
export type PushPublicKeyResponse = { publicKey: string };

/** What a push carries (encrypted, under 3 KB): the worker shows `title` and `body` and opens `url` on a click. */
export type PushPayload = { title: string; body: string; url: string; tag: string };
