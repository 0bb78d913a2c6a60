// This browser's push subscription where the app shell needs it: logout ends it, so the next person to sign in
// on this browser never receives the previous account's pushes (the settings switch owns turning it on).
import { apiPaths } from '#shared/routes.ts';
import { apiRequest } from './api-client.ts';

/**
 * The account this browser's subscription was saved for: a browser keeps one subscription whoever signs in, and
 * the switch is on only for the account that turned it on here.
 */
export const PUSH_OWNER_KEY = 'giftorbit:push-user';

/** The subscription this browser has, or null (no worker, no push, or none made). */
export async function currentPushSubscription() {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager?.getSubscription()) ?? null;
}

/**
 * Logout: the server forgets this browser's subscription while the session still holds, and the browser drops
 * it. Offline, the DELETE fails and the dropped subscription answers 410 to the next push, which removes it then.
 */
export async function forgetPushHere() {
  localStorage.removeItem(PUSH_OWNER_KEY);
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await apiRequest('DELETE', apiPaths.pushSubscriptions, { endpoint: subscription.endpoint }).catch(() => undefined);
  await subscription.unsubscribe();
}
