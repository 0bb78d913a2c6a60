// A payout to a Stripe Global Payouts recipient: one OutboundPayment from the platform's financial account, sent in
// US dollars and credited in the recipient's currency (Stripe converts at its rate on the day). `to.credited` is
// what reached the bank account; a payment that fails or is returned says why in `status_details`.
import type Stripe from 'stripe';
import { OUTBOUND_FAILURES, outboundFailure } from '#shared/messages/payout-accounts.ts';
import { isFinal } from './stripe-errors.ts';
import type { PayoutProvider, PayoutState } from './payment-providers.ts';

type OutboundPayment = Awaited<ReturnType<Stripe['v2']['moneyManagement']['outboundPayments']['retrieve']>>;

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
      const why =
        OUTBOUND_FAILURES[code] ??
        (payment.status === 'canceled' ? outboundFailure.canceled : outboundFailure.returned);
      return { status: 'failed', payoutId: payment.id, reason: outboundFailure.said(why) };
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
