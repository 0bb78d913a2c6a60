// The server's side of push on this device: the key to subscribe with, and this browser's subscription saved for
// the signed-in user or removed. Plain calls, not queries: they run only when the user flips the switch.
import { apiPaths } from '#shared/routes.ts';
import type { PushPublicKeyResponse } from '#shared/schemas/push.ts';
import { ApiRequestError, apiRequest, getJson } from '#pwa/lib/api-client.ts';

export const getPushPublicKey = async () => (await getJson<PushPublicKeyResponse>(apiPaths.pushPublicKey)).publicKey;

/** POST /api/push/subscriptions with the browser's PushSubscription.toJSON(). */
export const savePushSubscription = (subscription: PushSubscriptionJSON) =>
  apiRequest('POST', apiPaths.pushSubscriptions, subscription);

/** DELETE /api/push/subscriptions; one the server no longer has (404) is already what we want. */
export async function deletePushSubscription(endpoint: string) {
  try {
    await apiRequest('DELETE', apiPaths.pushSubscriptions, { endpoint });
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
  }
}
