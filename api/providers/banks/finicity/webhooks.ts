// Finicity Connect webhooks (Mastercard Data Connect events): Finicity signs the raw request body with
// HMAC-SHA256, keyed with the partner secret, and sends the hex digest in the X-Signature header. Verify
// the exact bytes received: a re-serialised JSON body would not match.
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import {
  headerValue,
  parseJsonBody,
  sameSecret,
  WebhookRejected,
  type WebhookHeaders,
} from '#api/providers/banks/webhook-auth.ts';

export const FINICITY_SIGNATURE_HEADER = 'x-signature';

export type FinicityWebhookEvent =
  /** The user chose accounts in Connect: they exist at Finicity now. */
  | { type: 'added'; customerId: string; eventId: string | null; institutionId: string | null; accountIds: string[] }
  /** The Connect session ended successfully. */
  | { type: 'done'; customerId: string; eventId: string | null }
  /** Accounts were removed for the customer: stop syncing them. */
  | {
      type: 'accountsDeleted';
      customerId: string;
      eventId: string | null;
      institutionId: string | null;
      accountIds: string[];
    }
  /** Every other Connect event (started, discovered, invalidCredentials...): acknowledged, nothing to do. */
  | { type: 'ignored'; customerId: string | null; eventId: string | null; eventType: string };

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

/**
 * Verifies the signature of the raw body and reads the event; throws WebhookRejected (401 for a missing
 * or wrong signature, 400 for a malformed body).
 */
export function parseFinicityWebhook(
  headers: WebhookHeaders,
  rawBody: string | Uint8Array,
  secret: string,
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
  const eventId = parsed.data.eventId ?? null;
  if (!customerId) return { type: 'ignored', customerId, eventId, eventType };
  const institutionId = payload?.institutionId ?? null;
  switch (eventType) {
    case 'added':
    case 'accountsDeleted':
      return { type: eventType, customerId, eventId, institutionId, accountIds: accountIds(payload?.accounts) };
    case 'done':
      return { type: 'done', customerId, eventId };
    default:
      return { type: 'ignored', customerId, eventId, eventType };
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
