// The one place the card and payout provider is chosen: Stripe when STRIPE_SECRET_KEY is set, else the sandbox.
import type { Env } from '#api/env.ts';
import type { RateProvider } from '#api/providers/rates/rate-provider.ts';
import { type CardSetupProvider, SandboxCardSetup } from './card-setup.ts';
import type { CardProvider, PayoutProvider } from './payment-providers.ts';
import type { PayoutAccountProvider } from './payout-accounts.ts';
import { SandboxCards, SandboxPayouts } from './sandbox.ts';
import { SandboxPayoutAccounts } from './sandbox-payout-accounts.ts';
import { createStripeClient, StripeCards, StripePayouts } from './stripe.ts';
import { StripeCardSetup } from './stripe-card-setup.ts';
import { StripePayoutAccounts } from './stripe-payout-accounts.ts';

export type PaymentProviders = {
  cards: CardProvider;
  payouts: PayoutProvider;
  cardSetup: CardSetupProvider;
  /** Where members are paid: Stripe Connect and Global Payouts recipients, or the sandbox's stand-in. */
  payoutAccounts: PayoutAccountProvider;
  /** The sandbox's payout accounts, whose onboarding form the app serves, while the sandbox pays. */
  payoutAccountsSandbox?: SandboxPayoutAccounts;
};

export function createPaymentProviders(
  env: Pick<Env, 'stripeSecretKey' | 'stripeApiBase' | 'stripeFinancialAccount'>,
  now: () => number = Date.now,
  rates?: RateProvider,
): PaymentProviders {
  if (!env.stripeSecretKey) {
    const payoutAccounts = new SandboxPayoutAccounts(now);
    return {
      cards: new SandboxCards(now),
      payouts: new SandboxPayouts(now, rates),
      cardSetup: new SandboxCardSetup(),
      payoutAccounts,
      payoutAccountsSandbox: payoutAccounts,
    };
  }
  const stripe = createStripeClient({ secretKey: env.stripeSecretKey, apiBase: env.stripeApiBase });
  return {
    cards: new StripeCards(stripe),
    payouts: new StripePayouts(stripe, env.stripeFinancialAccount),
    cardSetup: new StripeCardSetup(stripe),
    payoutAccounts: new StripePayoutAccounts(
      stripe,
      env.stripeFinancialAccount ? ['connect', 'recipient'] : ['connect'],
    ),
  };
}
