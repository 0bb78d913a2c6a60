/**
 * The idempotency key sent to a provider for one of our rows: `{prefix}-{id}-{nonce}`, the nonce made with the row
 * (`keyNonce` in db/schema/columns.ts). A restored backup gives out again the ids of the minutes it lost; the nonce
 * keeps a new row's key from being an earlier row's, whose answer the provider would hand back. Rows made before the
 * nonce existed keep the key they were first sent with.
 */
export const providerKey = (prefix: string, id: number, nonce: string | null) =>
  nonce ? `${prefix}-${id}-${nonce}` : `${prefix}-${id}`;
