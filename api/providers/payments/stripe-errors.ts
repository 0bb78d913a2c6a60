import Stripe from 'stripe';

/**
 * A refusal that repeating the same request cannot change (a decline, a detached card, an account that
 * cannot receive payouts), as opposed to a network error, a 5xx, a rate limit or a concurrent request.
 */
export function isFinal(error: unknown): error is InstanceType<typeof Stripe.errors.StripeError> {
  if (error instanceof Stripe.errors.StripeCardError) return true;
  if (error instanceof Stripe.errors.StripeInvalidRequestError)
    return error.statusCode !== 409 && (error.statusCode ?? 400) < 500;
  // The v2 API's own refusals (insufficient funds, a recipient that cannot be paid, ...) are 4xx StripeErrors of
  // their own classes; a bad key (401, 403), a conflict (409) and a rate limit (429) are not the request's fault.
  return (
    error instanceof Stripe.errors.StripeError &&
    !(error instanceof Stripe.errors.StripeConnectionError) &&
    error.statusCode !== undefined &&
    error.statusCode >= 400 &&
    error.statusCode < 500 &&
    ![401, 403, 409, 429].includes(error.statusCode)
  );
}

/**
 * Stripe's refusal to detach a PaymentMethod that is not attached to a customer: it was detached already (by a
 * detach whose answer was lost, say) or never attached, so it is detached, which is what was asked. A 400
 * invalid_request_error, 'The payment method you provided is not attached to a customer so detachment is
 * impossible.'; its code is not in Stripe's reference, and payment_method_unexpected_state (the payment method's
 * state does not allow the operation) is the one that fits, so the message or that code identifies it.
 */
export function isNotAttached(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    error.statusCode === 400 &&
    (error.code === 'payment_method_unexpected_state' || /not attached to a customer/i.test(error.message))
  );
}
