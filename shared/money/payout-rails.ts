// Which of our countries Stripe cannot pay today (docs/decisions/0020-payout-accounts.md): kept apart from the payout
// table (shared/money/payout-accounts.ts, which reads it) so the sign-up page can say it with a few bytes.
import type { Country } from '#shared/constants.ts';

/** Global Payouts does not list Peru: said at sign-up and in Settings, never discovered at cash-out. */
export const UNPAID_COUNTRIES: readonly Country[] = ['Perú'];

export const canBePaidIn = (country: Country): boolean => !UNPAID_COUNTRIES.includes(country);
