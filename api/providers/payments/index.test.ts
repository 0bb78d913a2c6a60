import { describe, expect, it } from 'vitest';
import { createPaymentProviders } from './index.ts';
import { SandboxCards, SandboxPayouts } from './sandbox.ts';

describe('createPaymentProviders', () => {
  it('uses the sandbox without a Stripe key, on the given clock', async () => {
    const { cards, payouts } = createPaymentProviders({}, () => 0);
    expect(cards).toBeInstanceOf(SandboxCards);
    expect(payouts).toBeInstanceOf(SandboxPayouts);
    await cards.chargeOffSession({
      customerId: null,
      paymentMethodId: 'pm_card_visa',
      amountCents: 500,
      idempotencyKey: 'k',
      description: 'x',
    });
    expect((cards as SandboxCards).charges[0]?.createdAtMs).toBe(0);
  });

  it('uses Stripe when its key is set', () => {
    const { cards, payouts } = createPaymentProviders(
      { stripeSecretKey: 'sk_test_x', stripeApiBase: 'http://127.0.0.1:12111' },
      Date.now,
    );
    expect([cards.name, payouts.name]).toEqual(['stripe', 'stripe']);
  });
});
