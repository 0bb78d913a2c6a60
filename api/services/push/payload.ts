// One push for a batch of notices: the newest one's title and text (plus how many came with it), the screen it is
// about and a tag per kind of news, so a newer push of the same kind replaces the older one on the device.
import type { NotificationType } from '#shared/constants.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { routes } from '#shared/routes.ts';
import type { PushPayload } from '#shared/schemas/push.ts';
import { memberWords } from '#api/lib/member-texts.ts';
import type { PushMessage } from '#api/providers/push/push-provider.ts';
import { type NotificationRow, withScreen } from '#api/services/notifications.ts';

export type Notice = Pick<NotificationRow, 'type' | 'title' | 'message' | 'data'>;

/** Push services take 4 KB of encrypted body; the text is kept well under 3 KB whatever the notices say. */
export const MAX_PAYLOAD_BYTES = 3 * 1024;
const MAX_TITLE = 120;
const MAX_BODY = 480;
const MAX_URL = 512;
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

const TAG_OF: Record<NotificationType, string> = {
  transaction_pulled: 'transactions',
  tiktok_purchase: 'transactions',
  round_up: 'transactions',
  investment: 'investments',
  bank_added: 'bank',
  bank_unlinked: 'bank',
  achievement: 'achievements',
  referral: 'referrals',
  payout: 'payouts',
  other: 'account',
};

/** A payout's outcome and a bank that needs attention are worth waking a phone for; the rest can wait a moment. */
const URGENT: ReadonlySet<NotificationType> = new Set(['payout', 'other']);

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** Only a path on our own site: the worker opens it, so a notice never sends anyone elsewhere. */
function screenOf(notice: Notice): string {
  const url = withScreen(notice)?.url;
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && url.length <= MAX_URL
    ? url
    : routes.dashboard;
}

/** `notices` oldest first; at least one. Its JSON is under MAX_PAYLOAD_BYTES, however the notices are written. */
export function pushPayloadOf(notices: readonly Notice[], locale: Locale): PushPayload {
  const newest = notices.at(-1)!;
  const others = notices.length - 1;
  const { more } = memberWords(locale, null).texts.push.pushMessageText;
  const build = (maxBody: number): PushPayload => ({
    title: clip(newest.title, MAX_TITLE),
    body: others > 0 ? `${clip(newest.message, maxBody)} ${more(others)}` : clip(newest.message, maxBody),
    url: screenOf(newest),
    tag: tagOf(newest),
  });
  // Characters JSON escapes take up to 6 bytes each: shorten the text until the whole fits.
  let payload = build(MAX_BODY);
  for (let max = MAX_BODY / 2; bytes(payload) >= MAX_PAYLOAD_BYTES && max >= 15; max /= 2) payload = build(max);
  return payload;
}

const bytes = (payload: PushPayload) => Buffer.byteLength(JSON.stringify(payload));

export const tagOf = (notice: Pick<Notice, 'type'>) => TAG_OF[notice.type];

/** `notices` for a member who reads `locale` (their texts are in it already; what the push adds is too). */
export function pushMessageOf(notices: readonly Notice[], locale: Locale): PushMessage {
  const payload = pushPayloadOf(notices, locale);
  return {
    payload: JSON.stringify(payload),
    ttlSeconds: PUSH_TTL_SECONDS,
    urgency: notices.some((n) => URGENT.has(n.type)) ? 'high' : 'normal',
    topic: payload.tag,
  };
}
