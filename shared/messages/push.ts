// Web push: the settings switch, the server's answers and the worker's fallback. The spec has no text for
// push, so these are our own words.
import { pluralIn } from '#shared/i18n/plural.ts';
import { PRODUCT_NAME } from '#shared/constants.ts';

const byCount = pluralIn('en-US');

export const pushText = {
  label: 'Push notifications on this device',
  description: `Your alerts on this device, even when ${PRODUCT_NAME} is closed.`,
  unsupported: 'This browser cannot show push notifications.',
  /** iPhone and iPad: push only reaches a web app opened from the home screen (iOS 16.4 and later). */
  iosInstallFirst:
    `On iPhone and iPad, push notifications need ${PRODUCT_NAME} on your home screen: tap Share, then ` +
    `Add to Home Screen, and open ${PRODUCT_NAME} from there to turn them on.`,
  denied:
    `Notifications are blocked for ${PRODUCT_NAME} in this browser. Allow them in the site settings ` +
    '(the icon beside the address, or Settings > Notifications on your phone), then turn this on again.',
  turnOnFailed: 'Could not turn on push notifications. Please try again.',
  /** The browser's push service never answered (a phone without signal): the switch is free to try again. */
  turnOnTimedOut: 'Turning on push notifications took too long. Check your connection and try again.',
  turnOffFailed: 'Could not turn off push notifications. Please try again.',
  turnedOn: 'Push notifications are on for this device.',
  turnedOff: 'Push notifications are off for this device.',
} as const;

/** What the API answers about subscriptions. */
export const pushApiText = {
  endpointInvalid: 'endpoint must be the https:// URL of a push service',
  /** Push services answer on 443; another port is a way into something else. */
  endpointPort: 'endpoint must be a push service on the https:// port (443), with no other port in it',
  /** An address, a local name, or a name that resolves inside a network (this machine, a LAN, a cloud). */
  endpointPrivate:
    'endpoint must be a push service on the internet: not an IP address, this machine or a private network',
  p256dhInvalid: 'keys.p256dh must be a P-256 public key, base64url (65 bytes)',
  authInvalid: 'keys.auth must be an authentication secret, base64url (16 bytes)',
  /** Another account's subscription with other keys: not this browser's, so it is not moved. */
  endpointTaken: 'This push subscription belongs to another account',
  notFound: 'No such push subscription for this account',
} as const;

/** The push itself: a batch reads as its newest notice, plus how many others came with it. */
export const pushMessageText = {
  more: (n: number) => byCount(n, '(+1 more update)', `(+${n} more updates)`),
  /** Shown when a push arrives that the worker cannot read: a push must always show something. */
  fallbackTitle: PRODUCT_NAME,
  fallbackBody: `You have a new update in ${PRODUCT_NAME}.`,
} as const;
