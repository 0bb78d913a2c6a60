// Payout accounts at Stripe (docs/decisions/0020-payout-accounts.md). United States and Canada: a Connect Express
// account (v1), onboarded through an Account Link, ready once `payouts_enabled`. Latin America: a Global Payouts
// recipient, a v2 Account with the recipient configuration, onboarded through a v2 Account Link on Stripe's hosted
// recipient form, ready once its `bank_accounts.local` capability is active; its bank account is a v2 PayoutMethod.
import type Stripe from 'stripe';
import { outboundFailure } from '#shared/messages/payout-accounts.ts';
import type { PayoutRail } from '#shared/money/payout-accounts.ts';
import type { PayoutAccountProvider, PayoutAccountState } from './payout-accounts.ts';

type V2Account = Awaited<ReturnType<Stripe['v2']['core']['accounts']['retrieve']>>;
const V2_INCLUDE = ['configuration.recipient', 'requirements'] as const;

/** A v1 connected account's state: ready when Stripe pays out of it; what is due, and its bank account. */
export function connectAccountState(account: Stripe.Account): PayoutAccountState {
  const due = [...(account.requirements?.currently_due ?? []), ...(account.requirements?.past_due ?? [])];
  const banks = (account.external_accounts?.data ?? []).filter(
    (e): e is Stripe.BankAccount => e.object === 'bank_account',
  );
  const bank = banks.find((b) => b.default_for_currency) ?? banks[0];
  const status = account.payouts_enabled ? 'ready' : account.details_submitted ? 'needs_info' : 'onboarding';
  return {
    status,
    requirements: [...new Set(due)],
    bank: bank
      ? {
          name: bank.bank_name ?? outboundFailure.unnamedBank,
          last4: bank.last4,
          currency: bank.currency.toUpperCase(),
        }
      : null,
  };
}

/** A v2 recipient's state from its bank_accounts.local capability and requirement entries. */
export function recipientAccountState(account: V2Account, bank: PayoutAccountState['bank']): PayoutAccountState {
  const capability = account.configuration?.recipient?.capabilities?.bank_accounts?.local?.status;
  const due = (account.requirements?.entries ?? [])
    .filter((e) => e.awaiting_action_from === 'user' && e.minimum_deadline.status !== 'eventually_due')
    .map((e) => e.description);
  if (capability === 'active' && bank) return { status: 'ready', requirements: [], bank };
  return { status: bank ? 'needs_info' : 'onboarding', requirements: bank ? due : ['external_account', ...due], bank };
}

export class StripePayoutAccounts implements PayoutAccountProvider {
  readonly name = 'stripe';
  readonly rails: readonly PayoutRail[];
  readonly #stripe: Stripe;

  constructor(stripe: Stripe, rails: readonly PayoutRail[]) {
    this.#stripe = stripe;
    this.rails = rails;
  }

  async createAccount({ rail, country, email, idempotencyKey }: Parameters<PayoutAccountProvider['createAccount']>[0]) {
    if (rail === 'connect') {
      const account = await this.#stripe.accounts.create(
        {
          type: 'express',
          country,
          email,
          capabilities: { transfers: { requested: true } },
          // Outside the platform's own country, Connect pays only accounts under the recipient agreement.
          ...(country === 'US' ? {} : { tos_acceptance: { service_agreement: 'recipient' } }),
          business_type: 'individual',
        },
        { idempotencyKey },
      );
      return { accountRef: account.id };
    }
    const account = await this.#stripe.v2.core.accounts.create(
      {
        contact_email: email,
        display_name: email,
        dashboard: 'none',
        identity: { country, entity_type: 'individual' },
        configuration: { recipient: { capabilities: { bank_accounts: { local: { requested: true } } } } },
        include: [...V2_INCLUDE],
      },
      { idempotencyKey },
    );
    return { accountRef: account.id };
  }

  async onboardingLink({
    rail,
    accountRef,
    returnUrl,
    refreshUrl,
  }: Parameters<PayoutAccountProvider['onboardingLink']>[0]) {
    if (rail === 'connect') {
      const link = await this.#stripe.accountLinks.create({
        account: accountRef,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      });
      return { url: link.url };
    }
    const link = await this.#stripe.v2.core.accountLinks.create({
      account: accountRef,
      use_case: {
        type: 'account_onboarding',
        account_onboarding: { return_url: returnUrl, refresh_url: refreshUrl },
      },
    });
    return { url: link.url };
  }

  async getAccount(rail: PayoutRail, accountRef: string): Promise<PayoutAccountState> {
    if (rail === 'connect') return connectAccountState(await this.#stripe.accounts.retrieve(accountRef));
    const account = await this.#stripe.v2.core.accounts.retrieve(accountRef, { include: [...V2_INCLUDE] });
    return recipientAccountState(account, await this.#recipientBank(accountRef));
  }

  /** The recipient's bank account that can be paid, from its payout methods (read in its context). */
  async #recipientBank(accountRef: string): Promise<PayoutAccountState['bank']> {
    const methods = await this.#stripe.v2.moneyManagement.payoutMethods.list(
      { usage_status: { payments: ['eligible'] } },
      { stripeContext: accountRef },
    );
    const method = methods.data.find((m) => m.type === 'bank_account' && m.bank_account);
    if (!method?.bank_account) return null;
    const { bank_name, last4, supported_currencies } = method.bank_account;
    return { name: bank_name, last4, currency: (supported_currencies[0] ?? 'usd').toUpperCase() };
  }
}
