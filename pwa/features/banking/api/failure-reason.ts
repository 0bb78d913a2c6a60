import { ApiRequestError } from '#pwa/lib/api-client.ts';

/**
 * The words to put after 'Failed to ...: ': the server's `error` or `message`, the message of
 * an error thrown here (popup blocked, no connect URL, the network), else the fallback.
 */
export function failureReason(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) {
    const text = error.message.slice(error.message.indexOf(': ') + 2);
    try {
      const body = JSON.parse(text) as { error?: unknown; message?: unknown };
      const reason = typeof body.error === 'string' && body.error ? body.error : body.message;
      return typeof reason === 'string' && reason ? reason : fallback;
    } catch {
      return fallback;
    }
  }
  return error instanceof Error && error.message ? error.message : fallback;
}
