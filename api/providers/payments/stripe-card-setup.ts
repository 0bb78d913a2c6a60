// Saving a card with Stripe: a Customer per user, a SetupIntent for off-session use (confirmed by Stripe.js in
// the page), the PaymentMethod read back (only if it is this customer's card), the customer's default for
// invoices and off-session charges, and detach (a card Stripe says is not attached is detached).
import Stripe from 'stripe';
import { type CardSetupProvider, expired, type SavedCard } from './card-setup.ts';
import { isNotAttached } from './stripe-errors.ts';

export class StripeCardSetup implements CardSetupProvider {
  readonly name = 'stripe' as const;

  constructor(private readonly stripe: Stripe) {}

  async ensureCustomer(input: { customerId: string | null; userId: number; email: string; idempotencyKey: string }) {
    if (input.customerId) return input.customerId;
    const customer = await this.stripe.customers.create(
      { email: input.email, metadata: { user_id: String(input.userId) } },
      // One customer per user, however often the first setup is retried.
      { idempotencyKey: input.idempotencyKey },
    );
    return customer.id;
  }

  async createSetupIntent(customerId: string) {
    const intent = await this.stripe.setupIntents.create({
      customer: customerId,
      usage: 'off_session',
      allowed_payment_method_types: ['card'],
    });
    if (!intent.client_secret) throw new Error(`Stripe sent SetupIntent ${intent.id} without a client secret`);
    return { clientSecret: intent.client_secret, setupIntentId: intent.id };
  }

  async card(customerId: string, paymentMethodId: string, now: number): Promise<SavedCard | null> {
    let pm: Stripe.PaymentMethod;
    try {
      pm = await this.stripe.paymentMethods.retrieve(paymentMethodId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
    const owner = typeof pm.customer === 'string' ? pm.customer : (pm.customer?.id ?? null);
    if (owner !== customerId || !pm.card || expired(pm.card.exp_month, pm.card.exp_year, now)) return null;
    const { brand, last4, exp_month: expMonth, exp_year: expYear } = pm.card;
    return { id: pm.id, brand, last4, expMonth, expYear };
  }

  async setDefault(customerId: string, paymentMethodId: string) {
    await this.stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } });
  }

  /** Done too when Stripe says the card is not attached: a retry after a detach whose answer was lost. */
  async detach(paymentMethodId: string) {
    try {
      await this.stripe.paymentMethods.detach(paymentMethodId);
    } catch (error) {
      if (!isNotAttached(error)) throw error;
    }
  }
}
