// The fake Stripe's saved-card endpoints: customers, SetupIntents, PaymentMethods (retrieve, detach: refused with
// Stripe's 400 when the card is not attached) and a customer's default. `confirmSetup` plays what Stripe.js does
// in the page: the card becomes a PaymentMethod attached to the SetupIntent's customer.
type Answer = { status: number; body: unknown };
type Card = { brand: string; last4: string; exp_month: number; exp_year: number };
type PaymentMethod = { id: string; object: 'payment_method'; type: 'card'; customer: string | null; card: Card };

const missing = (what: string, id: string): Answer => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` } },
});
/**
 * Stripe's answer to detaching a PaymentMethod that is not attached (detached already, or never attached): its
 * message as Stripe words it; its code is the one that fits, not one Stripe documents (see `isNotAttached`).
 */
const notAttached: Answer = {
  status: 400,
  body: {
    error: {
      type: 'invalid_request_error',
      code: 'payment_method_unexpected_state',
      message: 'The payment method you provided is not attached to a customer so detachment is impossible.',
    },
  },
};

export function fakeStripeCards() {
  let next = 1;
  const customers = new Map<string, { id: string; object: 'customer'; email: string; default_pm: string | null }>();
  const setupIntents = new Map<
    string,
    { id: string; customer: string; status: string; payment_method: string | null }
  >();
  const paymentMethods = new Map<string, PaymentMethod>();
  const customerBody = (c: { id: string; email: string; default_pm: string | null }) => ({
    id: c.id,
    object: 'customer',
    email: c.email,
    invoice_settings: { default_payment_method: c.default_pm },
  });

  /** The answer to a card request, or null when the request is not one of these. */
  function answer(method: string, path: string, form: Record<string, string>): Answer | null {
    if (method === 'POST' && path === '/v1/customers') {
      const c = { id: `cus_fake_${next++}`, object: 'customer' as const, email: form.email ?? '', default_pm: null };
      customers.set(c.id, c);
      return { status: 200, body: customerBody(c) };
    }
    const customer = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (method === 'POST' && customer) {
      const c = customers.get(customer[1]!);
      if (!c) return missing('customer', customer[1]!);
      const pm = form['invoice_settings[default_payment_method]'];
      if (pm !== undefined) c.default_pm = pm || null;
      return { status: 200, body: customerBody(c) };
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      if (!customers.has(form.customer ?? '')) return missing('customer', form.customer ?? '');
      const si = { id: `seti_fake_${next++}`, customer: form.customer!, status: 'requires_payment_method' };
      setupIntents.set(si.id, { ...si, payment_method: null });
      return { status: 200, body: { ...si, object: 'setup_intent', client_secret: `${si.id}_secret_fake` } };
    }
    const pm = /^\/v1\/payment_methods\/([^/]+)(\/detach)?$/.exec(path);
    if (pm) {
      const found = paymentMethods.get(pm[1]!);
      if (!found) return missing('PaymentMethod', pm[1]!);
      if (method === 'POST' && pm[2]) {
        if (found.customer === null) return notAttached;
        found.customer = null;
      }
      return { status: 200, body: found };
    }
    return null;
  }

  return {
    answer,
    /** What Stripe.js's confirmCardSetup does with a good card: a PaymentMethod on the intent's customer. */
    confirmSetup(setupIntentId: string, card: Card): string {
      const si = setupIntents.get(setupIntentId);
      if (!si) throw new Error(`fake Stripe has no SetupIntent ${setupIntentId}`);
      const id = `pm_fake_${next++}`;
      paymentMethods.set(id, { id, object: 'payment_method', type: 'card', customer: si.customer, card });
      Object.assign(si, { status: 'succeeded', payment_method: id });
      return id;
    },
    defaultOf: (customerId: string) => customers.get(customerId)?.default_pm ?? null,
    customerOf: (paymentMethodId: string) => paymentMethods.get(paymentMethodId)?.customer ?? null,
  };
}
