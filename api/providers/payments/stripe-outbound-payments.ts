// A payout to a Stripe Global Payouts recipient: one OutboundPayment from the platform's financial account, sent in
// US dollars and credited in the recipient's currency (Stripe converts at its rate on the day). `to.credited` is
// what reached the bank account; a payment that fails or is returned says why in `status_details`.
import type Stripe from 'stripe';
import { isFinal } from './stripe-errors.ts';
import type { PayoutProvider, PayoutState } from './payment-providers.ts';

type OutboundPayment = Awaited<ReturnType<Stripe['v2']['moneyManagement']['outboundPayments']['retrieve']>>;

/** Stripe's reasons in words a member can act on. */
const REASONS: Record<string, string> = {
  payout_method_closed: 'the bank account is closed.',
  payout_method_invalid_account_number: 'the account number is not valid.',
  payout_method_holder_name_incorrect: "the account holder's name does not match the bank's records.",
  payout_method_currency_unsupported: 'the bank account cannot receive this currency.',
  payout_method_declined: 'the bank declined the payment.',
  payout_method_does_not_exist: 'the bank account does not exist.',
  payout_method_unsupported: 'this kind of bank account cannot be paid.',
  recalled: 'the payment was recalled.',
};

export function outboundPaymentState(payment: OutboundPayment): PayoutState {
  const credited = payment.to?.credited;
  const arrived = credited ? { minor: Number(credited.value), currency: credited.currency.toUpperCase() } : undefined;
  switch (payment.status) {
    case 'posted':
      return { status: 'paid', payoutId: payment.id, ...(arrived && { arrived }) };
    case 'failed':
    case 'returned':
    case 'canceled': {
      const details = payment.status_details as
        { failed?: { reason?: string }; returned?: { reason?: string } } | null | undefined;
      const code = details?.failed?.reason ?? details?.returned?.reason ?? '';
      const reason =
        REASONS[code] ?? (payment.status === 'canceled' ? 'the payout was canceled.' : 'the bank returned it.');
      return { status: 'failed', payoutId: payment.id, reason: `The payout failed: ${reason}` };
    }
    default:
      return { status: 'processing', payoutId: payment.id, ...(arrived && { arrived }) };
  }
}

export async function sendOutboundPayment(
  stripe: Stripe,
  financialAccount: string,
  input: Parameters<PayoutProvider['createPayout']>[0],
): Promise<PayoutState> {
  try {
    const payment = await stripe.v2.moneyManagement.outboundPayments.create(
      {
        amount: { value: input.amountCents, currency: 'usd' },
        from: { financial_account: financialAccount, currency: 'usd' },
        to: { recipient: input.destination.accountRef, currency: input.destination.currency.toLowerCase() },
        description: input.description,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return outboundPaymentState(payment);
  } catch (error) {
    if (isFinal(error)) return { status: 'failed', payoutId: null, reason: error.message };
    throw error;
  }
}
