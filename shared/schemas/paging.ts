// Keyset paging, the same for every list (transactions, notifications, activity): `?limit=` within bounds and
// `?cursor=` (opaque, from the previous page's `nextCursor`), newest first.
import { z } from 'zod';

export const CURSOR_INVALID = 'cursor is not valid';

/** `?cursor=`: the previous page's `nextCursor`, passed back untouched. */
export const cursorParam = z.string().max(200, CURSOR_INVALID).optional();

/** `?limit=`: a whole number from 1 to `max`, `fallback` when absent. */
export function limitParam(fallback: number, max: number) {
  const message = `limit must be a whole number from 1 to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).default(fallback);
}
