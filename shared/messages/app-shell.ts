// The app around the screens: installing it and updating it. Where the spec is silent: our own words.
import { pluralIn } from '#shared/i18n/plural.ts';
import { PRODUCT_NAME } from '#shared/constants.ts';

const byCount = pluralIn('en-US');

export const installText = {
  label: `Install ${PRODUCT_NAME}`,
  pitch: `Add ${PRODUCT_NAME} to your home screen.`,
  install: 'Install app',
  /** iPhone and iPad Safari have no install prompt: the way to do it by hand. */
  iosHowTo: `Install ${PRODUCT_NAME}: tap Share, then Add to Home Screen`,
  dismiss: 'Not now',
} as const;

export const updateText = {
  available: 'A new version is available',
  reload: 'Reload',
  dismiss: 'Later',
} as const;

/** Offline: the banner, the screens never saved, the outbox and the writes that need the network. */
export const offlineText = {
  /** `time` is when the data on screen was last fetched ('Today, 3:04 PM'); its age follows in brackets. */
  banner: (time: string) => `You're offline - showing what was saved ${time}`,
  age: (ago: string) => `(${ago})`,
  /** The reason every write that needs the network is disabled. */
  writeDisabled: "You're offline",
  notSavedTitle: 'Not saved on this device',
  notSavedBody:
    'This screen has not been opened on this device yet, so nothing of it was saved. ' +
    "It will load when you're back online.",
  pending: (n: number) => byCount(n, '1 change waiting', `${n} changes waiting`),
  pendingHint: "Sent when you're back online",
  undoneTitle: 'Change undone',
  /** `what` names the change: 'Round-up multiplier', 'Marking all notifications read'. */
  undone: (what: string) => `${what}: the server refused this change made offline, so it was undone.`,
  /** The settings a refused change touched, by their names in Settings. */
  settingsChange: (fields: string[]) => fields.join(', '),
  markRead: 'Marking a notification read',
  markAllRead: 'Marking all notifications read',
  deleteNotification: 'Deleting a notification',
} as const;

/** A toast's title when something the member asked for failed (its description says what). */
export const toastText = {
  errorTitle: 'Error',
} as const;

/** The account menu's links beyond Settings. */
/** The member's header: its navigation and account menu. */
export const menuText = {
  dashboard: 'Dashboard',
  profile: 'Profile',
  transactions: 'Transactions',
  help: 'Help',
  settings: 'Settings',
  payouts: 'Payouts',
  accountMenu: (name: string) => `Account menu for ${name}`,
} as const;

/** The tab bar at the bottom of a phone's screen: the member's main screens in a word each. Our words. */
export const tabBarText = {
  label: 'Sections',
  home: 'Home',
  activity: 'Activity',
  payouts: 'Payouts',
  alerts: 'Alerts',
  settings: 'Settings',
  profile: 'Profile',
  /** After 'Alerts', for screen readers (the badge shows the number). */
  unread: (n: number) => `, ${byCount(n, '1 unread', `${n} unread`)}`,
} as const;

/** The settings a queued PATCH /api/user can change, as Settings names them (for the undone toast). */
export const settingLabels = {
  autoRoundUpEnabled: 'Automatic round-ups',
  roundUpMethod: 'Round-up method',
  roundUpMultiplier: 'Round-up multiplier',
  weeklyCap: 'Weekly cap',
  investmentChoice: 'Invest my round-ups in',
  notifyTransactionAlerts: 'Transaction Alerts',
  notifyCashOutReminders: 'Cash Out Reminders',
  notifyCreatorUpdates: 'Creator Updates',
  locale: 'Language',
  timeZone: 'Time zone',
  /** Settings' page for both. */
  languageAndTimeZone: 'Language and time zone',
} as const;
