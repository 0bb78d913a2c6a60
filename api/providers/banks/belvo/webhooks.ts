// Belvo's webhooks (https://developers.belvo.com/docs/webhooks): Belvo sends, with every call, the
// Authorization header configured for the webhook in its dashboard ("Bearer <token>" or "Basic <base64>"),
// so a call is accepted only when that header matches BELVO_WEBHOOK_AUTHORIZATION exactly.
import { z } from 'zod';
import {
  headerValue,
  parseJsonBody,
  sameSecret,
  WebhookRejected,
  type WebhookHeaders,
} from '#api/providers/banks/webhook-auth.ts';

export type BelvoWebhookEvent =
  /** The link's history is in Belvo: read it all. */
  | { type: 'historical_update'; linkId: string; webhookId: string | null }
  /** New rows since Belvo's last refresh of a recurrent link. */
  | { type: 'new_transactions_available'; linkId: string; webhookId: string | null; count: number | null }
  /** Rows that changed: read them again (ingestion deduplicates by id). */
  | { type: 'transactions_updated'; linkId: string; webhookId: string | null; transactionIds: string[] }
  /** Rows the bank no longer shows: ingest them as removed. */
  | { type: 'transactions_deleted'; linkId: string; webhookId: string | null; transactionIds: string[] }
  /** The user's bank password changed: the link needs attention. */
  | { type: 'link_invalid_credentials'; linkId: string; webhookId: string | null }
  /** Anything else Belvo may send (accounts, owners, token_required...): acknowledged, nothing to do. */
  | { type: 'ignored'; linkId: string | null; webhookId: string | null; webhookType: string; webhookCode: string };

const payload = z.object({
  webhook_id: z.string().nullish(),
  webhook_type: z.string(),
  webhook_code: z.string(),
  link_id: z.string().nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
});

/**
 * Checks the Authorization header and reads the event. `body` is the raw text (or the parsed JSON); throws
 * WebhookRejected (401 for a missing or wrong header, 400 for a malformed body).
 */
export function parseBelvoWebhook(
  headers: WebhookHeaders,
  body: string | Uint8Array | object,
  expectedAuthorization: string,
): BelvoWebhookEvent {
  // An empty expectation would accept an empty header: refuse everything instead.
  if (!expectedAuthorization)
    throw new WebhookRejected(401, 'Belvo webhooks are refused: no BELVO_WEBHOOK_AUTHORIZATION is configured.');
  const received = headerValue(headers, 'authorization');
  if (received === null || !sameSecret(received, expectedAuthorization)) {
    throw new WebhookRejected(401, 'The Belvo webhook Authorization header is missing or wrong.');
  }
  const parsed = payload.safeParse(parseJsonBody(body));
  if (!parsed.success) throw new WebhookRejected(400, 'The Belvo webhook body lacks webhook_type or webhook_code.');
  const { webhook_type: webhookType, webhook_code: webhookCode, data } = parsed.data;
  const linkId = parsed.data.link_id ?? null;
  const webhookId = parsed.data.webhook_id ?? null;
  const ignored = { type: 'ignored' as const, linkId, webhookId, webhookType, webhookCode };
  if (!linkId) return ignored;

  if (webhookType === 'TRANSACTIONS') {
    switch (webhookCode) {
      case 'historical_update':
        return { type: 'historical_update', linkId, webhookId };
      case 'new_transactions_available': {
        const count = data?.new_transactions ?? data?.count;
        return {
          type: 'new_transactions_available',
          linkId,
          webhookId,
          count: typeof count === 'number' ? count : null,
        };
      }
      case 'transactions_updated':
        return { type: 'transactions_updated', linkId, webhookId, transactionIds: ids(data, 'updated_transactions') };
      case 'transactions_deleted':
        return { type: 'transactions_deleted', linkId, webhookId, transactionIds: ids(data, 'deleted_transactions') };
    }
  }
  if (webhookType === 'LINK' && webhookCode === 'invalid_credentials')
    return { type: 'link_invalid_credentials', linkId, webhookId };
  return ignored;
}

/** Transaction ids from `data[key]` (or `data.transactions`): strings, or objects with an `id`. */
function ids(data: Record<string, unknown> | null | undefined, key: string): string[] {
  const list = data?.[key] ?? data?.transactions;
  if (!Array.isArray(list)) return [];
  return list
    .map((item: unknown) =>
      typeof item === 'string' ? item : typeof item === 'object' && item && 'id' in item ? String(item.id) : null,
    )
    .filter((id): id is string => Boolean(id));
}
