// What both aggregators' webhook parsers share: reading a header from any header shape, comparing secrets
// in constant time, and one error whose status the route answers with.
import { createHash, timingSafeEqual } from 'node:crypto';

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

/** The route answers `status` and ignores the call: 401 for a failed check, 400 for a malformed body. */
export class WebhookRejected extends Error {
  override name = 'WebhookRejected';
  constructor(
    readonly status: 400 | 401,
    message: string,
  ) {
    super(message);
  }
}

export function headerValue(headers: WebhookHeaders, name: string): string | null {
  if (headers instanceof Headers) return headers.get(name);
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted || value === undefined) continue;
    return Array.isArray(value) ? (value[0] ?? null) : value;
  }
  return null;
}

/** Equal texts, compared in constant time; hashing first hides the length of the expected one as well. */
export function sameSecret(received: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(received), digest(expected));
}

export function parseJsonBody(body: string | Uint8Array | object): unknown {
  if (typeof body === 'object' && !(body instanceof Uint8Array)) return body;
  const text = typeof body === 'string' ? body : Buffer.from(body).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    throw new WebhookRejected(400, 'The webhook body is not JSON.');
  }
}
