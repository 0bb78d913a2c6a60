// This browser's push subscription: whether it can have one, whether it has one for the signed-in user, and turning
// it on (the permission is asked here, only ever from the user's own click) and off.
import { decodeBase64url } from '#shared/base64url.ts';
import { isStandalone } from '#pwa/lib/install-prompt.ts';
import { currentPushSubscription, PUSH_OWNER_KEY } from '#pwa/lib/push-subscription.ts';
import { deletePushSubscription, getPushPublicKey, savePushSubscription } from './api/push.ts';

/** What the switch can show. */
export type PushState = 'loading' | 'unsupported' | 'ios-install' | 'denied' | 'off' | 'on';

const READY_TIMEOUT_MS = 10_000;
/**
 * The browser's subscribe asks the push service (Google's, Apple's, Mozilla's) over the network and can wait for
 * ever on a phone that lost it: past this, the switch gives up, says so and can be tried again.
 */
export const SUBSCRIBE_TIMEOUT_MS = 15_000;

/** Subscribing did not finish in time (the push service did not answer). */
export class PushTimeoutError extends Error {}

/** `work`, or the error `late()` makes once `ms` have passed without it. */
function withinTime<T>(work: Promise<T>, ms: number, late: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(late()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** iPhone and iPad, whatever the browser (they are all Safari inside; iPadOS says Macintosh, with touch). */
function isAppleMobile() {
  const ua = navigator.userAgent;
  return /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

const ALERTS_SKIPPED_KEY = 'giftorbit:alerts-skipped';

/** The member left the set-up checklist's alerts step for later on this device (whose member it was). */
export function alertsSkipped(userId: number) {
  try {
    return localStorage.getItem(ALERTS_SKIPPED_KEY) === String(userId);
  } catch {
    return false;
  }
}

export function skipAlerts(userId: number) {
  try {
    localStorage.setItem(ALERTS_SKIPPED_KEY, String(userId));
  } catch {
    // Storage refused (a private window's quota): the step stays, nothing breaks.
  }
}

export async function pushState(userId: number): Promise<PushState> {
  // iOS has push only in a web app opened from the home screen, and no PushManager anywhere else.
  if (!supported()) return isAppleMobile() && !isStandalone() ? 'ios-install' : 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await currentPushSubscription();
  const mine = localStorage.getItem(PUSH_OWNER_KEY) === String(userId);
  return subscription && mine && Notification.permission === 'granted' ? 'on' : 'off';
}

function ready(): Promise<ServiceWorkerRegistration> {
  // Without a worker (a development server) `ready` never settles: give up rather than spin.
  return withinTime(navigator.serviceWorker.ready, READY_TIMEOUT_MS, () => new Error('no service worker'));
}

const sameKey = (key: ArrayBuffer | null, publicKey: string) => {
  const want = decodeBase64url(publicKey);
  const have = new Uint8Array(key ?? new ArrayBuffer(0));
  return have.length === want.length && have.every((b, i) => b === want[i]);
};

/** Asks for permission (first, inside the click), subscribes with the server's key and saves it; the new state. */
export async function turnPushOn(userId: number): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const registration = await ready();
  const publicKey = await getPushPublicKey();
  let subscription = await registration.pushManager.getSubscription();
  // Made with another key (the server's keys were replaced): the push service would refuse our pushes.
  if (subscription && !sameKey(subscription.options.applicationServerKey, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await withinTime(
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: decodeBase64url(publicKey) }),
    SUBSCRIBE_TIMEOUT_MS,
    () => new PushTimeoutError('the push service did not answer'),
  );
  await savePushSubscription(subscription.toJSON());
  localStorage.setItem(PUSH_OWNER_KEY, String(userId));
  return 'on';
}

export async function turnPushOff(): Promise<PushState> {
  const subscription = await currentPushSubscription();
  if (subscription) {
    await deletePushSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  localStorage.removeItem(PUSH_OWNER_KEY);
  return 'off';
}
