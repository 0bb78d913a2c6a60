// Payout accounts at Stripe, against the fake shaped like Stripe's API reference. Connect Express for the
// United States and Canada (accounts, account links, a payout in the account's currency); Global Payouts
// recipients for Latin America (v2 accounts and account links, payout methods, OutboundPayments).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPaymentProviders } from './index.ts';
import { createStripeClient, StripePayouts } from './stripe.ts';
import { StripePayoutAccounts } from './stripe-payout-accounts.ts';
import { type FakeStripe, startFakeStripe } from './testing/fake-stripe.ts';

const KEY = 'sk_test_fake_giftorbit';
const FA = 'fa_test_platform';
let fake: FakeStripe;
let accounts: StripePayoutAccounts;
let payouts: StripePayouts;
const links = { returnUrl: 'https://app.example/settings?r', refreshUrl: 'https://app.example/settings?f' };

beforeAll(async () => {
  fake = await startFakeStripe();
  const stripe = createStripeClient({ secretKey: KEY, apiBase: fake.apiBase, maxNetworkRetries: 0 });
  accounts = new StripePayoutAccounts(stripe, ['connect', 'recipient']);
  payouts = new StripePayouts(stripe, FA);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

describe('Connect Express accounts (United States, Canada)', () => {
  it('creates an Express account for a US member, with transfers, under their own key', async () => {
    const { accountRef } = await accounts.createAccount({
      rail: 'connect',
      country: 'US',
      email: 'ana@example.com',
      idempotencyKey: 'payout-account-7-1',
    });
    expect(accountRef).toMatch(/^acct_fake_/);
    const [create] = fake.requests;
    expect(create).toMatchObject({ method: 'POST', path: '/v1/accounts' });
    expect(create?.form).toMatchObject({
      type: 'express',
      country: 'US',
      email: 'ana@example.com',
      'capabilities[transfers][requested]': 'true',
    });
    expect(create?.form).not.toHaveProperty('tos_acceptance[service_agreement]');
    expect(create?.headers['idempotency-key']).toBe('payout-account-7-1');
  });

  it("puts a Canadian member under the recipient agreement (Connect's cross-border payouts need it)", async () => {
    await accounts.createAccount({ rail: 'connect', country: 'CA', email: 'c@example.com', idempotencyKey: 'k-ca' });
    expect(fake.requests[0]?.form['tos_acceptance[service_agreement]']).toBe('recipient');
  });

  it('links to the hosted onboarding with return and refresh URLs, and reads the state back', async () => {
    const { accountRef } = await accounts.createAccount({
      rail: 'connect',
      country: 'US',
      email: 'a@x.com',
      idempotencyKey: 'k-us',
    });
    const { url } = await accounts.onboardingLink({ rail: 'connect', accountRef, country: 'US', ...links });
    expect(url).toMatch(/^https:\/\/connect\.stripe\.com\//);
    expect(fake.requests.at(-1)?.form).toEqual({
      account: accountRef,
      type: 'account_onboarding',
      return_url: links.returnUrl,
      refresh_url: links.refreshUrl,
    });
    expect(await accounts.getAccount('connect', accountRef)).toEqual({
      status: 'onboarding',
      requirements: ['external_account', 'individual.dob.day'],
      bank: null,
    });
    fake.payoutAccounts.completeOnboarding(accountRef, {
      bank_name: 'STRIPE TEST BANK',
      last4: '6789',
      currency: 'usd',
    });
    expect(await accounts.getAccount('connect', accountRef)).toEqual({
      status: 'ready',
      requirements: [],
      bank: { name: 'STRIPE TEST BANK', last4: '6789', currency: 'USD' },
    });
    fake.payoutAccounts.requireMore(accountRef, ['individual.id_number']);
    expect(await accounts.getAccount('connect', accountRef)).toMatchObject({
      status: 'needs_info',
      requirements: ['individual.id_number'],
    });
  });

  it('pays a Canadian account in its own currency: what the transfer landed as, in Canadian dollars', async () => {
    const { accountRef } = await accounts.createAccount({
      rail: 'connect',
      country: 'CA',
      email: 'c@x.com',
      idempotencyKey: 'k-ca2',
    });
    fake.requests.length = 0;
    const state = await payouts.createPayout({
      destination: { rail: 'connect', accountRef, currency: 'CAD' },
      amountCents: 2_475,
      method: 'standard',
      idempotencyKey: 'cash_out-9',
      description: 'GiftOrbit cash-out 9',
    });
    // 24.75 US dollars at the fake's 1.36.
    expect(state).toEqual({
      status: 'processing',
      payoutId: expect.stringMatching(/^po_fake_/),
      arrived: { minor: 3_366, currency: 'CAD' },
    });
    const [transfer, charge, payout] = fake.requests;
    expect(transfer?.form).toMatchObject({ amount: '2475', currency: 'usd', destination: accountRef });
    expect(charge).toMatchObject({ method: 'GET', path: expect.stringMatching(/^\/v1\/charges\/py_fake_/) });
    expect(charge?.headers['stripe-account']).toBe(accountRef);
    expect(payout?.form).toMatchObject({ amount: '3366', currency: 'cad' });
    expect(payout?.headers['stripe-account']).toBe(accountRef);
  });
});

describe('Global Payouts recipients (Latin America)', () => {
  it('creates a v2 recipient account for a Mexican member, asking for local bank payouts', async () => {
    const { accountRef } = await accounts.createAccount({
      rail: 'recipient',
      country: 'MX',
      email: 'ana@example.mx',
      idempotencyKey: 'payout-account-8-1',
    });
    expect(accountRef).toMatch(/^acct_v2fake_/);
    const [create] = fake.requests;
    expect(create).toMatchObject({ method: 'POST', path: '/v2/core/accounts' });
    expect(create?.json).toMatchObject({
      contact_email: 'ana@example.mx',
      identity: { country: 'MX', entity_type: 'individual' },
      configuration: { recipient: { capabilities: { bank_accounts: { local: { requested: true } } } } },
    });
    expect(create?.headers['idempotency-key']).toBe('payout-account-8-1');
  });

  it("links to Stripe's hosted recipient form and is ready once its bank account can be paid", async () => {
    const { accountRef } = await accounts.createAccount({
      rail: 'recipient',
      country: 'MX',
      email: 'm@x.mx',
      idempotencyKey: 'k-mx',
    });
    const { url } = await accounts.onboardingLink({ rail: 'recipient', accountRef, country: 'MX', ...links });
    expect(url).toMatch(/^https:\/\/connect\.stripe\.com\//);
    expect(fake.requests.at(-1)?.json).toEqual({
      account: accountRef,
      use_case: {
        type: 'account_onboarding',
        account_onboarding: { return_url: links.returnUrl, refresh_url: links.refreshUrl },
      },
    });
    expect(await accounts.getAccount('recipient', accountRef)).toMatchObject({ status: 'onboarding', bank: null });
    fake.payoutAccounts.completeRecipient(accountRef, { bank_name: 'BBVA México', last4: '7897', currency: 'mxn' });
    fake.requests.length = 0;
    expect(await accounts.getAccount('recipient', accountRef)).toEqual({
      status: 'ready',
      requirements: [],
      bank: { name: 'BBVA México', last4: '7897', currency: 'MXN' },
    });
    // The payout methods are read in the recipient's context.
    expect(fake.requests.find((r) => r.path === '/v2/money_management/payout_methods')?.headers['stripe-context']).toBe(
      accountRef,
    );
  });

  it('pays a recipient by an OutboundPayment in pesos, follows it, and says why a returned one failed', async () => {
    const { accountRef } = await accounts.createAccount({
      rail: 'recipient',
      country: 'MX',
      email: 'p@x.mx',
      idempotencyKey: 'k-mx2',
    });
    fake.payoutAccounts.completeRecipient(accountRef, { bank_name: 'BBVA México', last4: '7897', currency: 'mxn' });
    fake.requests.length = 0;
    const destination = { rail: 'recipient', accountRef, currency: 'MXN' } as const;
    const send = () =>
      payouts.createPayout({
        destination,
        amountCents: 2_975,
        method: 'standard',
        idempotencyKey: 'redemption-4',
        description: 'GiftOrbit redemption 4',
      });
    const state = await send();
    expect(state).toEqual({
      status: 'processing',
      payoutId: expect.stringMatching(/^obp_fake_/),
      arrived: { minor: 55_038, currency: 'MXN' },
    });
    const [create] = fake.requests;
    expect(create?.json).toMatchObject({
      from: { financial_account: FA, currency: 'usd' },
      to: { recipient: accountRef, currency: 'mxn' },
      description: 'GiftOrbit redemption 4',
    });
    expect(Number((create?.json?.amount as { value: unknown }).value)).toBe(2_975);
    expect(create?.headers['idempotency-key']).toBe('redemption-4');
    // The same key is the same payment (Stripe replays its answer).
    expect(await send()).toEqual(state);
    const id = state.payoutId!;
    fake.payoutAccounts.setOutboundPayment(id, 'posted');
    expect(await payouts.getPayout(id, destination)).toMatchObject({ status: 'paid', arrived: { minor: 55_038 } });
    fake.payoutAccounts.setOutboundPayment(id, 'returned', 'payout_method_closed');
    expect(await payouts.getPayout(id, destination)).toEqual({
      status: 'failed',
      payoutId: id,
      reason: 'The payout failed: the bank account is closed.',
    });
  });

  it('refuses a payout to a recipient whose bank account cannot be paid yet, as a final answer', async () => {
    const { accountRef } = await accounts.createAccount({
      rail: 'recipient',
      country: 'BR',
      email: 'b@x.br',
      idempotencyKey: 'k-br',
    });
    const state = await payouts.createPayout({
      destination: { rail: 'recipient', accountRef, currency: 'BRL' },
      amountCents: 2_500,
      method: 'standard',
      idempotencyKey: 'cash_out-5',
      description: 'x',
    });
    expect(state).toEqual({ status: 'failed', payoutId: null, reason: 'The recipient has no usable payout method.' });
  });

  it('pays no recipient without a financial account to pay from, and says Latin America is not served', async () => {
    const providers = createPaymentProviders({ stripeSecretKey: KEY, stripeApiBase: fake.apiBase });
    expect(providers.payoutAccounts.rails).toEqual(['connect']);
    await expect(
      providers.payouts.createPayout({
        destination: { rail: 'recipient', accountRef: 'acct_v2fake_1', currency: 'MXN' },
        amountCents: 2_500,
        method: 'standard',
        idempotencyKey: 'x',
        description: 'x',
      }),
    ).rejects.toThrow(/STRIPE_FINANCIAL_ACCOUNT/);
    const full = createPaymentProviders({
      stripeSecretKey: KEY,
      stripeApiBase: fake.apiBase,
      stripeFinancialAccount: FA,
    });
    expect(full.payoutAccounts.rails).toEqual(['connect', 'recipient']);
  });
});
