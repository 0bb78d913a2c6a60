// Payout accounts: where a member's cash goes. Stripe Connect Express for the United States and Canada,
// Stripe Global Payouts recipients for Latin America (docs/decisions/0020-payout-accounts.md), or the sandbox's
// stand-in for both. The provider creates the account, hands out a link to its hosted onboarding form, and says
// what state the account is in; the app keeps its own copy (db/schema/payout-accounts.ts).
import type { PayoutRail } from '#shared/money/payout-accounts.ts';

export type PayoutAccountState = {
  /** ready: payouts can go out; needs_info: the provider wants more; onboarding: the form is not finished. */
  status: 'onboarding' | 'ready' | 'needs_info';
  /** What the provider still needs, by its own names ('external_account', 'individual.dob.day'). */
  requirements: string[];
  /** The bank account payouts go to, once one is on file. */
  bank: { name: string; last4: string; currency: string } | null;
};

export interface PayoutAccountProvider {
  readonly name: 'sandbox' | 'stripe';
  /** The rails it can pay today (Global Payouts needs a financial account to pay from). */
  readonly rails: readonly PayoutRail[];
  /** A new account for a member paid in `country` (ISO 3166-1 alpha-2). Same idempotencyKey => same account. */
  createAccount(input: {
    rail: PayoutRail;
    country: string;
    email: string;
    idempotencyKey: string;
  }): Promise<{ accountRef: string }>;
  /** A single-use link to the provider's hosted onboarding form for the account (it expires within minutes). */
  onboardingLink(input: {
    rail: PayoutRail;
    accountRef: string;
    country: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ url: string }>;
  /** The account's state now. Throws on transient failures. */
  getAccount(rail: PayoutRail, accountRef: string): Promise<PayoutAccountState>;
}
