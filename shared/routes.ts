// SPEC section 2 and 7: every screen path and API path, in one place.
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
  help: '/help',
  debugFinicity: '/debug-finicity',
  privacy: '/privacy',
  terms: '/terms',
  contact: '/contact',
  profile: (username: string) => `/${encodeURIComponent(username)}`,
} as const;

export const apiPaths = {
  user: '/api/user',
  signup: '/api/auth/signup',
  signin: '/api/auth/signin',
  logout: '/api/logout',
  changePassword: '/api/auth/change-password',
  statsFast: '/api/stats/fast',
  portfolio: '/api/portfolio',
  /** GET ?limit= (default 10, at most 50). */
  activity: '/api/activity',
  referrals: '/api/referrals',
  achievements: '/api/achievements',
  achievementClaim: (id: number) => `/api/achievements/${id}/claim`,
  achievementDismiss: (id: number) => `/api/achievements/${id}/dismiss`,
  /** POST with an Idempotency-Key header. */
  redeem: '/api/points/redeem',
  cashOuts: '/api/cash-outs',
  contact: '/api/contact',
  ambassadors: '/api/ambassadors',
  health: '/api/health',
} as const;
