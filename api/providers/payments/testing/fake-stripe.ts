// A local fake of the few Stripe endpoints GiftOrbit calls, for tests: records every request (form body,
// Idempotency-Key, Stripe-Account), replays a response for a reused idempotency key as Stripe does, and
// answers scenarios chosen by test ids:
//   payment_method pm_card_chargeDeclined -> 402 card_declined; pm_card_chargeDeclinedInsufficientFunds -> 402;
//   pm_card_error500 -> 500; pm_card_requiresAction -> 200 with status requires_action;
//   pm_card_processing -> 200 with status processing (moved on with `setPaymentIntent`);
//   pm_missing -> 400 resource_missing; any other -> 200 succeeded.
//   destination acct_error500 -> the transfer answers 500; acct_broke -> the transfer is refused (400);
//   acct_no_instant -> an instant payout is refused (400). Payout states are set with `setPayout`; transfers
//   keep `amount_reversed` (GET /v1/transfers/:id), and a reversal beyond the transfer is refused.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeStripeCards } from './fake-stripe-cards.ts';
import { fakeStripePayoutAccounts } from './fake-stripe-payout-accounts.ts';

export type FakeStripeRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
  /** The body of a v2 call (JSON), else null. */
  json: Record<string, unknown> | null;
};
type Answer = { status: number; body: unknown };
type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  last_payment_error: { message: string } | null;
};

const stripeError = (status: number, type: string, code: string, message: string, extra: object = {}): Answer => ({
  status,
  body: { error: { type, code, message, ...extra } },
});
const DECLINES: Record<string, Answer> = {
  pm_card_chargeDeclined: stripeError(402, 'card_error', 'card_declined', 'Your card was declined.', {
    decline_code: 'generic_decline',
  }),
  pm_card_chargeDeclinedInsufficientFunds: stripeError(
    402,
    'card_error',
    'card_declined',
    'Your card has insufficient funds.',
    { decline_code: 'insufficient_funds' },
  ),
  pm_card_error500: stripeError(500, 'api_error', 'internal', 'An unknown error occurred'),
};

export async function startFakeStripe() {
  const requests: FakeStripeRequest[] = [];
  const replays = new Map<string, Answer>();
  const transfers = new Map<string, { id: string; object: 'transfer'; amount: number; amount_reversed: number }>();
  const payouts = new Map<
    string,
    {
      id: string;
      object: 'payout';
      status: string;
      failure_message: string | null;
      amount: number;
      method: string;
      currency: string;
      metadata: Record<string, string>;
    }
  >();
  let next = 1;
  const intents = new Map<string, FakeIntent>();

  const cards = fakeStripeCards();
  const payoutAccounts = fakeStripePayoutAccounts();

  function answer(req: FakeStripeRequest): Answer {
    const { method, path, form, headers } = req;
    const card = cards.answer(method, path, form);
    if (card) return card;
    const account = headers['stripe-account'];
    const context = headers['stripe-context'];
    const payoutAnswer = payoutAccounts.answer({
      method,
      path,
      form,
      json: req.json,
      context: typeof context === 'string' ? context : undefined,
      account: typeof account === 'string' ? account : undefined,
    });
    if (payoutAnswer) return payoutAnswer;
    if (method === 'POST' && path === '/v1/payment_intents') {
      const pm = form.payment_method ?? '';
      if (DECLINES[pm]) return DECLINES[pm];
      if (pm === 'pm_missing')
        return stripeError(400, 'invalid_request_error', 'resource_missing', `No such PaymentMethod: '${pm}'`);
      const status =
        pm === 'pm_card_requiresAction' ? 'requires_action' : pm === 'pm_card_processing' ? 'processing' : 'succeeded';
      const intent: FakeIntent = {
        id: `pi_fake_${next++}`,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency ?? 'usd',
        status,
        last_payment_error: null,
      };
      intents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && intent) {
      const found = intents.get(intent[1] ?? '');
      return found
        ? { status: 200, body: found }
        : stripeError(404, 'invalid_request_error', 'resource_missing', `No such payment_intent: '${intent[1]}'`);
    }
    if (method === 'POST' && path === '/v1/transfers') {
      if (form.destination === 'acct_error500')
        return stripeError(500, 'api_error', 'internal', 'An unknown error occurred');
      if (form.destination === 'acct_broke')
        return stripeError(
          400,
          'invalid_request_error',
          'balance_insufficient',
          'You have insufficient available funds in your Stripe account.',
        );
      const transfer = { id: `tr_fake_${next++}`, object: 'transfer' as const, amount: Number(form.amount) };
      transfers.set(transfer.id, { ...transfer, amount_reversed: 0 });
      const destinationPayment = payoutAccounts.destinationPayment(form.destination ?? '', transfer.amount);
      return {
        status: 200,
        body: { ...transfer, destination: form.destination, destination_payment: destinationPayment },
      };
    }
    const reversal = /^\/v1\/transfers\/([^/]+)\/reversals$/.exec(path);
    if (method === 'POST' && reversal) {
      const transfer = transfers.get(reversal[1] ?? '');
      const amount = Number(form.amount);
      if (transfer && transfer.amount_reversed + amount > transfer.amount)
        return stripeError(400, 'invalid_request_error', 'amount_too_large', 'The transfer is already reversed.');
      if (transfer) transfer.amount_reversed += amount;
      return {
        status: 200,
        body: { id: `trr_fake_${next++}`, object: 'transfer_reversal', transfer: reversal[1], amount },
      };
    }
    const transfer = /^\/v1\/transfers\/([^/]+)$/.exec(path);
    if (method === 'GET' && transfer) {
      const found = transfers.get(transfer[1] ?? '');
      return found
        ? { status: 200, body: found }
        : stripeError(404, 'invalid_request_error', 'resource_missing', `No such transfer: '${transfer[1]}'`);
    }
    if (path.startsWith('/v1/payouts') && !account)
      return stripeError(
        400,
        'invalid_request_error',
        'missing',
        'Payouts are made from a connected account: send Stripe-Account.',
      );
    if (method === 'POST' && path === '/v1/payouts') {
      if (account === 'acct_no_instant' && form.method === 'instant') {
        return stripeError(
          400,
          'invalid_request_error',
          'instant_payouts_unsupported',
          'This account is not eligible for Instant Payouts.',
        );
      }
      const payout = {
        id: `po_fake_${next++}`,
        object: 'payout' as const,
        status: 'pending',
        failure_message: null,
        amount: Number(form.amount),
        method: form.method ?? 'standard',
        currency: form.currency ?? 'usd',
        metadata: Object.fromEntries(
          Object.entries(form).flatMap(([k, v]) => {
            const name = /^metadata\[(.+)\]$/.exec(k)?.[1];
            return name ? [[name, v]] : [];
          }),
        ),
      };
      payouts.set(payout.id, payout);
      return { status: 200, body: payout };
    }
    const payout = /^\/v1\/payouts\/([^/]+)$/.exec(path);
    if (method === 'GET' && payout) {
      const found = payouts.get(payout[1] ?? '');
      return found
        ? { status: 200, body: found }
        : stripeError(404, 'invalid_request_error', 'resource_missing', `No such payout: '${payout[1]}'`);
    }
    return stripeError(404, 'invalid_request_error', 'not_found', `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = createServer((incoming, res: ServerResponse) => {
    let raw = '';
    incoming.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://fake');
      const req: FakeStripeRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        headers: incoming.headers,
        form: url.pathname.startsWith('/v2/') ? {} : Object.fromEntries(new URLSearchParams(raw)),
        json: url.pathname.startsWith('/v2/') && raw ? (JSON.parse(raw) as Record<string, unknown>) : null,
      };
      requests.push(req);
      const key = incoming.headers['idempotency-key'];
      const replayKey = typeof key === 'string' ? `${req.headers['stripe-account'] ?? ''} ${key}` : null;
      const result = (replayKey && replays.get(replayKey)) || answer(req);
      if (replayKey && result.status !== 500) replays.set(replayKey, result);
      res
        .writeHead(result.status, { 'content-type': 'application/json', 'request-id': `req_fake_${requests.length}` })
        .end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    /** Settles a `processing` PaymentIntent, as Stripe would later (a failure carries Stripe's message). */
    setPaymentIntent(id: string, status: 'succeeded' | 'requires_payment_method', failureMessage?: string) {
      const found = intents.get(id);
      if (!found) throw new Error(`fake Stripe has no payment intent ${id}`);
      Object.assign(found, { status, last_payment_error: failureMessage ? { message: failureMessage } : null });
    },
    /** Saved cards: confirm a SetupIntent as Stripe.js would, and read a customer's default. */
    cards,
    /** Payout accounts: Connect onboarding finished, recipients ready, outbound payments moved along. */
    payoutAccounts,
    /** Moves a payout along, as Stripe would over the following days. */
    setPayout(
      id: string,
      status: 'pending' | 'in_transit' | 'paid' | 'failed' | 'canceled',
      failureMessage: string | null = null,
    ) {
      const payout = payouts.get(id);
      if (!payout) throw new Error(`fake Stripe has no payout ${id}`);
      Object.assign(payout, { status, failure_message: failureMessage });
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
