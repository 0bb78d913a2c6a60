// The one place the card and payout provider is chosen: Stripe when STRIPE_SECRET_KEY is set, else the sandbox.
import type { Env } from '#api/env.ts';
import { type CardSetupProvider, SandboxCardSetup } from './card-setup.ts';
import type { CardProvider, PayoutProvider } from './payment-providers.ts';
import { SandboxCards, SandboxPayouts } from './sandbox.ts';
import { createStripeClient, StripeCards, StripePayouts } from './stripe.ts';
import { StripeCardSetup } from './stripe-card-setup.ts';

export type PaymentProviders = { cards: CardProvider; payouts: PayoutProvider; cardSetup: CardSetupProvider };

export function createPaymentProviders(
  env: Pick<Env, 'stripeSecretKey' | 'stripeApiBase'>,
  now: () => number = Date.now,
): PaymentProviders {
  if (!env.stripeSecretKey) {
    return { cards: new SandboxCards(now), payouts: new SandboxPayouts(now), cardSetup: new SandboxCardSetup() };
  }
  const stripe = createStripeClient({ secretKey: env.stripeSecretKey, apiBase: env.stripeApiBase });
  return { cards: new StripeCards(stripe), payouts: new StripePayouts(stripe), cardSetup: new StripeCardSetup(stripe) };
}
