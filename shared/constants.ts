// Every business constant and limit (docs/product-rules.md), by name, used by both ends.

export const PRODUCT_NAME = 'GiftOrbit';
export const SECURITY_EMAIL = 'security@giftorbit.app';
export const SUPPORT_EMAIL = 'support@giftorbit.app';

export const INTEREST_APY = 0.05;
export const CREATOR_SHARE_RATE = 0.01;
export const DEFAULT_POINTS_REWARD_RATE = '0.0500';
export const REFERRAL_REWARD_CENTS = 500;

export const ROUND_UP_METHODS = ['dollar', 'five'] as const;
export type RoundUpMethod = (typeof ROUND_UP_METHODS)[number];

export const INVESTMENT_TYPES = ['interest', 'bitcoin'] as const;
export type InvestmentType = (typeof INVESTMENT_TYPES)[number];
export const DEFAULT_INVESTMENT: InvestmentType = 'interest';

/** The bank aggregators, by the name a linked account and its transactions keep as their `provider`. */
export const BANK_PROVIDERS = ['belvo', 'finicity'] as const;
export type BankProvider = (typeof BANK_PROVIDERS)[number];

/** The highest weekly cap the API accepts, in cents (null = no cap). */
export const WEEKLY_CAP_MAX_CENTS = 100_000;
/** Weekly cap choices offered in Settings, in whole dollars (the shape PATCH /api/user takes). */
export const WEEKLY_CAP_CHOICES = [5, 10, 20, 50, 100] as const;

/** A declined sweep is retried at most once a day. */
export const SWEEP_RETRY_MS = 24 * 60 * 60 * 1000;
/** A member's Refresh (a paid, rate-limited call to the aggregators) at most once per this many seconds. */
export const REFRESH_COOLDOWN_SECONDS = 60;

export const CASH_OUT_MINIMUM_CENTS = 2500;
/**
 * A payout reported paid can still be sent back by the bank (Stripe: up to 5 business days later), so it is followed
 * this many days after it was paid, and closing the account waits them out (decision 0022).
 */
export const PAID_PAYOUT_RETURN_DAYS = 10;
/**
 * Payouts to a bank account that just replaced another (a new payout account, or new bank details on the same one)
 * wait this many hours, as banks hold a new payee: the member is told by mail and can stop a change not theirs.
 */
export const PAYOUT_DESTINATION_HOLD_HOURS = 24;
export const PAYOUT_DESTINATION_HOLD_MS = PAYOUT_DESTINATION_HOLD_HOURS * 60 * 60 * 1000;
export const INSTANT_PAYOUT_FEE_RATE = 0.015;
export const STANDARD_PAYOUT_FEE_CENTS = 25;
export const SWEEP_THRESHOLD_CENTS = 500;

export const USER_TYPES = ['gifter', 'creator'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const COUNTRIES = [
  'USA',
  'Canada',
  'Mexico',
  'Argentina',
  'Brazil',
  'Colombia',
  'Chile',
  'Perú',
  'Uruguay',
] as const;
export type Country = (typeof COUNTRIES)[number];
export const COUNTRY_LABELS: Record<Country, string> = {
  USA: 'USA (United States)',
  Canada: 'Canada',
  Mexico: 'Mexico',
  Argentina: 'Argentina',
  Brazil: 'Brazil',
  Colombia: 'Colombia',
  Chile: 'Chile',
  Perú: 'Perú',
  Uruguay: 'Uruguay',
};
export const SUPPORT_PRIORITIES = ['low', 'medium', 'high'] as const;
export const SUPPORT_CATEGORIES = ['account', 'banking', 'investments', 'technical', 'billing', 'other'] as const;
export const CONTACT_CATEGORIES = [
  'general',
  'account',
  'technical',
  'billing',
  'investment',
  'security',
  'feedback',
] as const;

export const NOTIFICATION_TYPES = [
  'transaction_pulled',
  'round_up',
  'bank_added',
  'bank_unlinked',
  'tiktok_purchase',
  'investment',
  'achievement',
  'referral',
  'payout',
  'other',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * The notification settings a web push follows (docs/decisions/0013-push-notifications.md): Transaction Alerts for
 * syncs, round-ups, investments and the bank; Cash Out Reminders for points, rewards and payouts.
 */
export const PUSH_TOGGLES = ['notifyTransactionAlerts', 'notifyCashOutReminders'] as const;
export type PushToggle = (typeof PUSH_TOGGLES)[number];

/**
 * The achievement catalogue (docs/product-rules.md section 6): type, title, description and reward in hundredths of a
 * point. Titles fit the spec's 100 characters, types its 50.
 */
/** Each achievement and its reward in hundredths of a point; its name and what earns it are texts
 * (shared/messages/money.ts achievementNames). */
export const ACHIEVEMENTS = [
  { type: 'first_bank_linked', reward: 100 },
  { type: 'first_round_up', reward: 100 },
  { type: 'round_ups_10', reward: 200 },
  { type: 'invested_10', reward: 200 },
  { type: 'invested_100', reward: 500 },
  { type: 'first_referral', reward: 200 },
  { type: 'first_redemption', reward: 100 },
] as const;
export type AchievementType = (typeof ACHIEVEMENTS)[number]['type'];

// Timing (ms)
export const STATS_REFETCH_MS = 30_000;
export const NOTIFICATIONS_POLL_MS = 30_000;
export const USER_STALE_MS = 600_000;
export const CONNECT_POPUP_WIDTH = 500;
export const CONNECT_POPUP_HEIGHT = 600;
export const CONNECT_POPUP_POLL_MS = 1_000;
export const CONNECT_POPUP_TIMEOUT_MS = 300_000;
/** A bank's one-time code request lasts at most this long here, and takes this many codes. */
export const BANK_CODE_MAX_WAIT_S = 600;
export const BANK_CODE_ATTEMPTS = 5;
export const BANK_CODE_MAX_LENGTH = 32;
export const CARD_SETUP_DELAY_MS = 1_000;
export const POST_LOGIN_REDIRECT_MS = 100;
export const DEMO_CYCLE_MS = 3_000;
export const DEMO_FADE_MS = 300;

// Offline (docs/decisions/0014-offline-cache-and-outbox.md)
/** The persisted query cache is restored for a week; queries stay in memory at least as long (gcTime). */
export const PERSISTED_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * The persisted cache is written to IndexedDB at most this often (a queued offline change at once): what a
 * screen showed is on the device within a second of arriving, so a phone losing its signal still has it.
 */
export const PERSIST_THROTTLE_MS = 500;
/** A member found without the session hint starts persisting once the page is idle, and at the latest after this. */
export const PERSIST_START_DELAY_MS = 1_000;
/** After a request met no network, how often the app checks whether the network is back. */
export const CONNECTIVITY_CHECK_MS = 10_000;
/** An outbox replay that met no network is tried again, waiting longer each time up to this. */
export const OUTBOX_RETRY_MAX_MS = 30_000;
/** The Background Sync tag the page asks for while changes wait, and the worker's message back to open pages. */
export const OUTBOX_SYNC_TAG = 'giftorbit-outbox';
export const OUTBOX_REPLAY_MESSAGE = 'REPLAY_OUTBOX';
/** The service worker's cache of profile pictures and uploads: entries, and seconds each is kept. */
export const PICTURE_CACHE_ENTRIES = 60;
export const PICTURE_CACHE_MAX_AGE_S = 30 * 24 * 60 * 60;

export const NOTIFICATION_BADGE_CAP = 99;
export const MIN_PASSWORD_LENGTH = 8;
/** OWASP: allow long passphrases; cap to bound hashing cost. */
export const MAX_PASSWORD_LENGTH = 128;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * Support's hours, the spec's 'Mon-Fri 9 AM-6 PM EST' and 'Sat-Sun 10 AM-4 PM EST': in New York's time
 * (shared/i18n/time-zones.ts SUPPORT_TIME_ZONE), shown through Intl in the reader's language and time zone
 * (pwa/components/support/support-hours.tsx). Days are 0 (Sunday) to 6; hours from 0 to 24.
 */
export const SUPPORT_SCHEDULE = [
  { firstDay: 1, lastDay: 5, opens: 9, closes: 18 },
  { firstDay: 6, lastDay: 0, opens: 10, closes: 16 },
] as const;
export const SUPPORT_RESPONSE_HOURS = 24;
export const FDIC_COVERAGE_DOLLARS = 250_000;
export const AMBASSADOR_MIN_FOLLOWERS = 10_000;
export const AMBASSADOR_MIN_GIFTER_LEVEL = 30;
export const LEGAL_LAST_UPDATED = 'January 21, 2025';

/** Sessions: idle timeout and absolute lifetime (OWASP Session Management). */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
/** `/{username}` is a route, so no username may shadow one. */
export const RESERVED_USERNAMES = [
  'about',
  'account',
  'admin',
  'ambassadors',
  'api',
  'app',
  'assets',
  'auth',
  'contact',
  'creators',
  'dashboard',
  'debug-finicity',
  'favicon.ico',
  'help',
  'home',
  'icons',
  'index.html',
  'login',
  'logout',
  'manifest.webmanifest',
  'privacy',
  'profile',
  'robots.txt',
  'root',
  'security',
  'settings',
  'signin',
  'signout',
  'signup',
  'static',
  'sw.js',
  'support',
  'terms',
  'transactions',
  'workbox',
  'giftorbit',
] as const;

/** Referral codes: 8 uppercase characters, no 0/O/1/I. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

/** A transaction's categories: a coin purchase (or its refund) is 'TikTok', every other row 'Other'. */
export const TRANSACTION_CATEGORIES = ['TikTok', 'Other'] as const;

/** The transaction list's filters (shared/messages/transactions.ts names them). */
export const TRANSACTION_FILTERS = ['all', 'coin_purchases', 'refunds', 'pending'] as const;
export type TransactionFilter = (typeof TRANSACTION_FILTERS)[number];
