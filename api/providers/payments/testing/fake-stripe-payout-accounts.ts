// The fake Stripe's payout accounts, shaped as Stripe's API reference gives them: Connect Express accounts
// (POST/GET /v1/accounts, POST /v1/account_links), a transfer's destination payment on the connected account (GET
// /v1/charges/:id, its balance transaction in the account's currency), and Global Payouts recipients (v2: JSON
// bodies; POST/GET /v2/core/accounts, POST /v2/core/account_links, GET /v2/money_management/payout_methods in the
// recipient's Stripe-Context, POST/GET /v2/money_management/outbound_payments). Tests move accounts with
// `completeOnboarding` / `completeRecipient` and payments with `setOutboundPayment`.
type Answer = { status: number; body: unknown };
type Bank = { bank_name: string; last4: string; currency: string };

const error = (status: number, code: string, message: string): Answer => ({
  status,
  body: { error: { type: 'invalid_request_error', code, message } },
});
const missing = (what: string, id: string) => error(404, 'resource_missing', `No such ${what}: '${id}'`);

/** Units of each currency per US dollar, as the fake converts (Stripe's rate on the day). */
export const FAKE_RATES: Record<string, number> = { usd: 1, cad: 1.36, mxn: 18.5, brl: 5.5 };
const convert = (cents: number, currency: string) => Math.round(cents * (FAKE_RATES[currency] ?? 1));

export function fakeStripePayoutAccounts() {
  let next = 1;
  const accounts = new Map<string, Record<string, unknown> & { country: string; default_currency: string }>();
  const recipients = new Map<string, { account: Record<string, unknown>; bank: Bank | null }>();
  const payments = new Map<string, Record<string, unknown> & { status: string }>();
  const destinationPayments = new Map<string, { account: string; amount: number; currency: string }>();

  const currencyOf = (country: string) => ({ US: 'usd', CA: 'cad', MX: 'mxn', BR: 'brl' })[country] ?? 'usd';

  function answer(req: {
    method: string;
    path: string;
    form: Record<string, string>;
    json: Record<string, unknown> | null;
    context: string | undefined;
    account: string | undefined;
  }): Answer | null {
    const { method, path, form } = req;
    if (method === 'POST' && path === '/v1/accounts') {
      if (form.type !== 'express') return error(400, 'parameter_invalid_empty', 'type must be express');
      if (!form.country) return error(400, 'parameter_missing', 'Missing required param: country.');
      const id = `acct_fake_${next++}`;
      const account = {
        id,
        object: 'account',
        type: 'express',
        country: form.country,
        email: form.email ?? null,
        default_currency: currencyOf(form.country),
        payouts_enabled: false,
        details_submitted: false,
        tos_acceptance: { service_agreement: form['tos_acceptance[service_agreement]'] ?? 'full' },
        requirements: { currently_due: ['external_account', 'individual.dob.day'], past_due: [] as string[] },
        external_accounts: { object: 'list', data: [] as unknown[] },
      };
      accounts.set(id, account);
      return { status: 200, body: account };
    }
    const account = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === 'GET' && account) {
      const found = accounts.get(account[1]!);
      return found ? { status: 200, body: found } : missing('account', account[1]!);
    }
    if (method === 'POST' && path === '/v1/account_links') {
      if (!accounts.has(form.account ?? '')) return missing('account', form.account ?? '');
      if (!form.refresh_url || !form.return_url)
        return error(400, 'parameter_missing', 'Missing return_url or refresh_url');
      return {
        status: 200,
        body: {
          object: 'account_link',
          url: `https://connect.stripe.com/setup/e/${form.account}/fake${next++}`,
          expires_at: 1_900_000_000,
        },
      };
    }
    const charge = /^\/v1\/charges\/([^/]+)$/.exec(path);
    if (method === 'GET' && charge) {
      const found = destinationPayments.get(charge[1]!);
      if (!found || found.account !== req.account) return missing('charge', charge[1]!);
      return {
        status: 200,
        body: {
          id: charge[1],
          object: 'charge',
          balance_transaction: { object: 'balance_transaction', amount: found.amount, currency: found.currency },
        },
      };
    }
    return v2(req);
  }

  function v2(req: Parameters<typeof answer>[0]): Answer | null {
    const { method, path } = req;
    const body = req.json ?? {};
    if (method === 'POST' && path === '/v2/core/accounts') {
      const identity = body.identity as { country?: string } | undefined;
      if (!identity?.country) return error(400, 'parameter_missing', 'identity.country is required');
      const id = `acct_v2fake_${next++}`;
      const account = {
        id,
        object: 'v2.core.account',
        contact_email: body.contact_email,
        identity: { country: identity.country },
        configuration: { recipient: { capabilities: { bank_accounts: { local: { status: 'restricted' } } } } },
        requirements: {
          entries: [
            {
              description: 'external_account',
              awaiting_action_from: 'user',
              minimum_deadline: { status: 'currently_due' },
            },
          ],
        },
      };
      recipients.set(id, { account, bank: null });
      return { status: 200, body: account };
    }
    const v2Account = /^\/v2\/core\/accounts\/([^/]+)$/.exec(path);
    if (method === 'GET' && v2Account) {
      const found = recipients.get(v2Account[1]!);
      return found ? { status: 200, body: found.account } : missing('account', v2Account[1]!);
    }
    if (method === 'POST' && path === '/v2/core/account_links') {
      const useCase = body.use_case as { type?: string; account_onboarding?: { refresh_url?: string } } | undefined;
      if (!recipients.has(String(body.account))) return missing('account', String(body.account));
      if (useCase?.type !== 'account_onboarding' || !useCase.account_onboarding?.refresh_url)
        return error(400, 'parameter_missing', 'use_case.account_onboarding.refresh_url is required');
      return {
        status: 200,
        body: {
          object: 'v2.core.account_link',
          account: body.account,
          url: `https://connect.stripe.com/d/fake${next++}`,
        },
      };
    }
    if (method === 'GET' && path === '/v2/money_management/payout_methods') {
      const found = recipients.get(req.context ?? '');
      const bank = found?.bank;
      const data = bank
        ? [
            {
              id: `pm_bank_${req.context}`,
              object: 'v2.money_management.payout_method',
              type: 'bank_account',
              usage_status: { payments: 'eligible', transfers: 'eligible' },
              bank_account: { bank_name: bank.bank_name, last4: bank.last4, supported_currencies: [bank.currency] },
            },
          ]
        : [];
      return { status: 200, body: { data, next_page_url: null, previous_page_url: null } };
    }
    if (method === 'POST' && path === '/v2/money_management/outbound_payments') {
      const to = body.to as { recipient?: string; currency?: string } | undefined;
      const amount = body.amount as { value?: number | string; currency?: string } | undefined;
      const recipient = recipients.get(to?.recipient ?? '');
      if (!recipient?.bank) return error(400, 'recipient_not_ready', 'The recipient has no usable payout method.');
      const value = Number(amount?.value);
      const currency = to?.currency ?? 'usd';
      const payment = {
        id: `obp_fake_${next++}`,
        object: 'v2.money_management.outbound_payment',
        status: 'processing',
        amount: { value, currency: amount?.currency },
        from: { debited: { value, currency: 'usd' } },
        to: { recipient: to?.recipient, currency, credited: { value: convert(value, currency), currency } },
        status_details: null,
      };
      payments.set(payment.id, payment);
      return { status: 200, body: payment };
    }
    const payment = /^\/v2\/money_management\/outbound_payments\/([^/]+)$/.exec(path);
    if (method === 'GET' && payment) {
      const found = payments.get(payment[1]!);
      return found ? { status: 200, body: found } : missing('outbound_payment', payment[1]!);
    }
    return null;
  }

  return {
    answer,
    /** A transfer's payment on the connected account, in its currency (US dollars converted). */
    destinationPayment(accountId: string, cents: number): string {
      const id = `py_fake_${next++}`;
      const currency = accounts.get(accountId)?.default_currency ?? 'usd';
      destinationPayments.set(id, { account: accountId, amount: convert(cents, currency), currency });
      return id;
    },
    /** The member finished Stripe's Connect form: payouts enabled, the bank account on file. */
    completeOnboarding(accountId: string, bank: Bank) {
      const found = accounts.get(accountId);
      if (!found) throw new Error(`fake Stripe has no account ${accountId}`);
      Object.assign(found, {
        payouts_enabled: true,
        details_submitted: true,
        requirements: { currently_due: [], past_due: [], disabled_reason: null },
        external_accounts: { object: 'list', data: [{ object: 'bank_account', default_for_currency: true, ...bank }] },
      });
    },
    /** Stripe wants more (`requirements.currently_due`) before paying the account again. */
    requireMore(accountId: string, due: string[]) {
      const found = accounts.get(accountId);
      if (!found) throw new Error(`fake Stripe has no account ${accountId}`);
      Object.assign(found, { payouts_enabled: false, requirements: { currently_due: due, past_due: [] } });
    },
    /** The account object as Stripe has it now (the body of an `account.updated` event). */
    accountObject: (accountId: string) => structuredClone(accounts.get(accountId)),
    /** The recipient finished Stripe's hosted recipient form: its bank account is on file and can be paid. */
    completeRecipient(accountId: string, bank: Bank) {
      const found = recipients.get(accountId);
      if (!found) throw new Error(`fake Stripe has no recipient ${accountId}`);
      found.bank = bank;
      found.account.configuration = { recipient: { capabilities: { bank_accounts: { local: { status: 'active' } } } } };
      found.account.requirements = { entries: [] };
    },
    /** Moves an OutboundPayment along: posted, or failed / returned with Stripe's reason code. */
    setOutboundPayment(id: string, status: 'processing' | 'posted' | 'failed' | 'returned', reason?: string) {
      const found = payments.get(id);
      if (!found) throw new Error(`fake Stripe has no outbound payment ${id}`);
      found.status = status;
      found.status_details =
        status === 'failed' ? { failed: { reason } } : status === 'returned' ? { returned: { reason } } : null;
    },
  };
}
