// Keyset paging over (a time in ms, an id), newest first: stable while new rows arrive, O(page) at any depth.
// The cursor is opaque to clients: base64url of 'ms:id'.
import { api } from '#shared/messages/common.ts';
import { CURSOR_INVALID } from '#shared/schemas/paging.ts';

export type KeysetPosition = { at: number; id: number };

export const encodeCursor = (at: number, id: number) => Buffer.from(`${at}:${id}`).toString('base64url');

/** The position a cursor names, or null when it is not one of ours. */
export function decodeCursor(cursor: string): KeysetPosition | null {
  const m = /^(\d{1,15}):(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString());
  return m ? { at: Number(m[1]), id: Number(m[2]) } : null;
}

/** What a cursor that is not ours gets, with status 400. */
export const badCursor = { message: api.invalidRequest, errors: { cursor: CURSOR_INVALID } };

/** The cursor's position; undefined without a cursor (the first page); null when it is not one of ours. */
export const positionOf = (cursor: string | undefined) => (cursor === undefined ? undefined : decodeCursor(cursor));
