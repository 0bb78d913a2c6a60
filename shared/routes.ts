// Every screen's path and every API call's path, in one place (the payout account's are beside it in
// shared/routes-payouts.ts, which the first page a visitor loads does not need).
export const routes = {
  home: '/',
  about: '/about',
  ambassadors: '/ambassadors',
  signup: '/signup',
  login: '/login',
  security: '/security',
  dashboard: '/dashboard',
  transactions: '/transactions',
  settings: '/settings',
  payouts: '/payouts',
  notifications: '/notifications',
  help: '/help',
  debugFinicity: '/debug-finicity',
  privacy: '/privacy',
  terms: '/terms',
  contact: '/contact',
  /** Find a creator to support: search by name or username. */
  creators: '/creators',
  profile: (username: string) => `/${encodeURIComponent(username)}`,
} as const;

/** The sign-in page's way to a new password (the other pages mails open are in shared/routes-account.ts). */
export const FORGOT_PASSWORD = '/forgot-password';

/** The sign-in page's parameter for where to go once signed in (a path of ours: `safeReturnPath`). */
export const RETURN_PARAM = 'next';

/** The sign-in page, then back to `path` (a creator's page a visitor wanted to support). */
export const signInThen = (path: string) => `${routes.login}?${RETURN_PARAM}=${encodeURIComponent(path)}`;

/**
 * Settings' pages, each at its own address (`/settings/security`); `/settings` lists them. A link made before they
 * were pages (`/settings#security`, in a mail already sent) opens the page its anchor names.
 */
export const settingsPages = [
  'account',
  'payment-methods',
  'payouts',
  'security',
  'bank',
  'round-ups',
  'notifications',
  'language',
  'your-data',
  'close-account',
] as const;
export type SettingsPageName = (typeof settingsPages)[number];
export const isSettingsPage = (name: string | undefined): name is SettingsPageName =>
  (settingsPages as readonly (string | undefined)[]).includes(name);
export const settingsPath = (page: SettingsPageName) => `${routes.settings}/${page}`;

export const apiPaths = {
  user: '/api/user',
  userAccount: '/api/user/account',
  /** POST: the member's first dashboard has greeted them (once; 204). */
  userWelcomed: '/api/user/welcomed',
  /** GET: `{ user }`, the signed-in user or null: a public page's check, never a 401. */
  userSession: '/api/user/session',
  /** Prefix of signup, signin and change-password. */
  auth: '/api/auth',
  signup: '/api/auth/signup',
  signin: '/api/auth/signin',
  /**
   * POST signs out (204; a form's POST: 303 to /). GET, the original interface's link, answers a page whose button
   * POSTs: a GET (an image, a link from another site) signs nobody out.
   */
  logout: '/api/logout',
  changePassword: '/api/auth/change-password',
  stats: '/api/stats',
  statsFast: '/api/stats/fast',
  portfolio: '/api/portfolio',
  /** GET ?limit= (default 10, at most 50). */
  activity: '/api/activity',
  referrals: '/api/referrals',
  achievements: '/api/achievements',
  achievementClaim: (id: number) => `/api/achievements/${id}/claim`,
  achievementDismiss: (id: number) => `/api/achievements/${id}/dismiss`,
  /** Prefix of redeem and redemptions. */
  points: '/api/points',
  /** POST with an Idempotency-Key header. */
  redeem: '/api/points/redeem',
  cashOuts: '/api/cash-outs',
  // The payout account's paths are in shared/routes-payouts.ts: payoutApiPaths.
  transactions: '/api/transactions',
  /** POST `{ coinPurchase }`: the member's word on one of their rows. */
  transactionClassification: (id: number) => `/api/transactions/${id}/classification`,
  redemptions: '/api/points/redemptions',
  belvo: '/api/belvo',
  belvoInstitutions: '/api/belvo/institutions',
  belvoCreateLink: '/api/belvo/create-link',
  belvoCompleteLink: '/api/belvo/complete-link',
  finicity: '/api/finicity',
  finicityConnectUrl: '/api/finicity/create-connect-url',
  finicityConnectCallback: '/api/finicity/connect-callback',
  bankAccounts: '/api/bank-accounts',
  bankAccount: (id: number) => `/api/bank-accounts/${id}`,
  refreshAccount: '/api/refresh-account',
  /** A sandbox bank only: a coin purchase made now, then a sync (api/routes/banks/sandbox-purchase.ts). */
  sandboxCoinPurchase: '/api/sandbox/coin-purchase',
  finicityDebug: '/api/finicity-debug',
  contact: '/api/contact',
  ambassadors: '/api/ambassadors',
  /** POST a ticket (signed in, 201 with it); GET the user's own, newest first. */
  supportTickets: '/api/support-tickets',
  /** The aggregators' webhooks: /belvo and /finicity. */
  webhooks: '/api/webhooks',
  /** Stripe's webhook: card payments that settle after a sweep (payment_intent.succeeded / payment_failed). */
  stripeWebhook: '/api/webhooks/stripe',
  health: '/api/health',
  /** The operator's figures for Prometheus, with METRICS_TOKEN: outside /api, where scrapers look. */
  metrics: '/metrics',
  /** Saved cards, by the original calls: payment-methods, create-setup-intent, save-, set-default-payment-method. */
  stripe: '/api/stripe',
  paymentMethods: '/api/stripe/payment-methods',
  paymentMethod: (id: string) => `/api/stripe/payment-methods/${encodeURIComponent(id)}`,
  createSetupIntent: '/api/stripe/create-setup-intent',
  savePaymentMethod: '/api/stripe/save-payment-method',
  setDefaultPaymentMethod: '/api/stripe/set-default-payment-method',
  /** GET ?cursor= (50 a page, newest first, with unreadCount). */
  notifications: '/api/notifications',
  notificationRead: (id: number) => `/api/notifications/${id}/read`,
  notificationsMarkAllRead: '/api/notifications/mark-all-read',
  notification: (id: number) => `/api/notifications/${id}`,
  /** Prefix of the web push routes. */
  push: '/api/push',
  /** GET: the server's VAPID public key (base64url), for pushManager.subscribe. */
  pushPublicKey: '/api/push/public-key',
  /** POST a browser's PushSubscription (toJSON) for the signed-in user; DELETE `{ endpoint }`, the user's own. */
  pushSubscriptions: '/api/push/subscriptions',
  /** PUT: the signed-in creator's own profile (the fields sent). */
  creatorProfile: '/api/creator-profile',
  /** GET: a creator's public profile, totals and recent shares received. */
  creatorProfileOf: (username: string) => `/api/creator-profile/${encodeURIComponent(username)}`,
  /** POST: the signed-in gifter follows this creator (replacing any other follow). */
  creatorFollowOf: (username: string) => `/api/creator-profile/${encodeURIComponent(username)}/follow`,
  /** GET the signed-in gifter's followed creator (or null); DELETE unfollows. */
  creatorFollow: '/api/creator-follow',
  /** GET `?q=`: creators whose name or username starts with it (signed in); without it, the most supported. */
  creatorSearch: '/api/creators',
  /** GET: the signed-in creator's supporters and earnings this month (creators only). */
  creatorHome: '/api/creator-home',
  /** Prefix of the profile-picture upload and the pictures it serves. */
  upload: '/api/upload',
  /** POST multipart, field `profilePicture`: JPEG, PNG or WebP up to 5 MB; answers `{ imageUrl }`. */
  uploadProfilePicture: '/api/upload/profile-picture',
  /** GET one stored picture, by the random name the upload gave it (public, cached for a year). */
  profilePictures: '/api/upload/profile-pictures',
} as const;
