// Finicity Connect webhooks (Mastercard Data Connect events): Finicity signs the raw request body with
// HMAC-SHA256, keyed with the partner secret, and sends the hex digest in the X-Signature header. Verify
// the exact bytes received: a re-serialised JSON body would not match.
//
// The signature covers the body only, so a captured call stays valid for ever. Replays are refused two ways: an
// event older than Mastercard's delivery window is refused (401) by its own time, the milliseconds that begin its
// eventId ("1744671850866-f9b8ef21..."; the events carry no other time); and every event is acted on once, by its
// eventId or, without one, by the SHA-256 of its raw body (`deliveryKey`, api/services/banking/webhook-events.ts).
import { createHash, createHmac } from 'node:crypto';
import { z } from 'zod';
import {
  headerValue,
  parseJsonBody,
  sameSecret,
  WebhookRejected,
  type WebhookHeaders,
} from '#api/providers/banks/webhook-auth.ts';

export const FINICITY_SIGNATURE_HEADER = 'x-signature';

/**
 * The oldest a Finicity event may be when it arrives. Mastercard Open Finance retries a webhook that was not
 * acknowledged with a 2xx six times over 24 hours (exponential backoff, its webhooks documentation), so no genuine
 * delivery is older than that: an older event is a captured call sent again. One hour more for the two clocks and a
 * slow last attempt. Far shorter than the 30 days webhook_events remembers an eventId (WEBHOOK_EVENT_MEMORY_MS): no
 * replay of an event with an id falls between the two.
 */
export const FINICITY_EVENT_MAX_AGE_MS = 25 * 3_600_000;

/** What every event carries besides its own fields. */
type Delivery = {
  eventId: string | null;
  /** What a redelivery (or a replay) repeats: the eventId, else `sha256:` and the hex SHA-256 of the raw body. */
  deliveryKey: string;
};

type ConnectEvent =
  /** The user chose accounts in Connect: they exist at Finicity now. */
  | { type: 'added'; customerId: string; institutionId: string | null; accountIds: string[] }
  /** The Connect session ended successfully. */
  | { type: 'done'; customerId: string }
  /** Accounts were removed for the customer: stop syncing them. */
  | { type: 'accountsDeleted'; customerId: string; institutionId: string | null; accountIds: string[] }
  /** Every other Connect event (started, discovered, invalidCredentials...): acknowledged, nothing to do. */
  | { type: 'ignored'; customerId: string | null; eventType: string };

export type FinicityWebhookEvent = ConnectEvent & Delivery;

const idText = z.union([z.string(), z.number()]).transform(String);
const event = z.object({
  customerId: idText.nullish(),
  eventType: z.string(),
  eventId: z.string().nullish(),
  payload: z
    .object({ accounts: z.array(z.unknown()).nullish(), institutionId: idText.nullish() })
    .passthrough()
    .nullish(),
});

/** The signature Finicity sends for `rawBody` (for the app's own Connect sandbox and for tests). */
export function signFinicityWebhook(rawBody: string | Uint8Array, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** When Finicity made the event: the milliseconds its eventId begins with; null for an id without them. */
export function finicityEventTime(eventId: string | null): number | null {
  const time = eventId ? /^(\d{13})-/.exec(eventId)?.[1] : undefined;
  return time === undefined ? null : Number(time);
}

/**
 * Verifies the signature of the raw body and reads the event; throws WebhookRejected (401 for a missing
 * or wrong signature or an event older than FINICITY_EVENT_MAX_AGE_MS at `now`, 400 for a malformed body).
 */
export function parseFinicityWebhook(
  headers: WebhookHeaders,
  rawBody: string | Uint8Array,
  secret: string,
  now: number,
): FinicityWebhookEvent {
  if (!secret) throw new WebhookRejected(401, 'Finicity webhooks are refused: no signing secret is configured.');
  const signature = headerValue(headers, FINICITY_SIGNATURE_HEADER)?.trim().toLowerCase();
  if (!signature || !sameSecret(signature, signFinicityWebhook(rawBody, secret))) {
    throw new WebhookRejected(401, 'The Finicity webhook signature is missing or wrong.');
  }
  const parsed = event.safeParse(parseJsonBody(rawBody));
  if (!parsed.success) throw new WebhookRejected(400, 'The Finicity webhook body lacks an eventType.');
  const { eventType, payload } = parsed.data;
  const customerId = parsed.data.customerId ?? null;
  const eventId = parsed.data.eventId || null;
  const madeAt = finicityEventTime(eventId);
  if (madeAt !== null && now - madeAt > FINICITY_EVENT_MAX_AGE_MS) {
    throw new WebhookRejected(
      401,
      'The Finicity webhook event is older than its delivery window: refused as a replay.',
    );
  }
  const delivery: Delivery = {
    eventId,
    deliveryKey: eventId ?? `sha256:${createHash('sha256').update(rawBody).digest('hex')}`,
  };
  if (!customerId) return { type: 'ignored', customerId, eventType, ...delivery };
  const institutionId = payload?.institutionId ?? null;
  switch (eventType) {
    case 'added':
    case 'accountsDeleted':
      return { type: eventType, customerId, institutionId, accountIds: accountIds(payload?.accounts), ...delivery };
    case 'done':
      return { type: 'done', customerId, ...delivery };
    default:
      return { type: 'ignored', customerId, eventType, ...delivery };
  }
}

/** `added` lists account objects, `accountsDeleted` account ids. */
function accountIds(accounts: unknown[] | null | undefined): string[] {
  return (accounts ?? [])
    .map((a) =>
      typeof a === 'string' || typeof a === 'number'
        ? String(a)
        : typeof a === 'object' && a && 'id' in a
          ? String(a.id)
          : null,
    )
    .filter((id): id is string => Boolean(id));
}
