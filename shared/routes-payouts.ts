// The payout account's places, beside shared/routes.ts: a module of their own, so the first page every
// visitor loads does not carry them (a module is cut into chunks whole).
import { settingsPath } from './routes.ts';

export const payoutApiPaths = {
  /** GET: the member's payout account (or null), whether their country can be paid, and a rate for estimates. */
  payoutAccount: '/api/payout-account',
  /** POST `{ password? }`: a link to the provider's onboarding form (a new account, or the current one's). */
  payoutAccountOnboarding: '/api/payout-account/onboarding',
  /** POST: reads the account's state back from the provider (after the member returns from onboarding). */
  payoutAccountRefresh: '/api/payout-account/refresh',
} as const;

/**
 * Where Stripe's (or the sandbox's) payout onboarding sends the member back: Settings > Payouts, which reads the
 * account's state (`return`) or asks for a fresh link when the old one expired (`refresh`).
 */
export const PAYOUTS_SETTINGS = settingsPath('payouts');
export const PAYOUT_ONBOARDING_PARAM = 'payout-onboarding';
export const payoutOnboardingReturn = (outcome: 'return' | 'refresh') =>
  `${PAYOUTS_SETTINGS}?${PAYOUT_ONBOARDING_PARAM}=${outcome}`;

/** The sandbox's stand-in for Stripe's hosted payout onboarding (served only while the sandbox pays). */
export const SANDBOX_PAYOUT_ONBOARDING_PATH = '/sandbox/payouts/onboarding';
