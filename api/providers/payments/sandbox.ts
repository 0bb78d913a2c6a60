// The embedded card and payout provider: behaves like Stripe test mode with its test PaymentMethod ids,
// remembers idempotency keys, and keeps everything in memory (a restart forgets it, as a sandbox may).
import { createHash } from 'node:crypto';
import { SANDBOX_PM_ID } from '#shared/cards.ts';
import { estimatedArrival } from '#shared/money/payouts.ts';
import { usdCentsToMinor } from '#api/providers/rates/currency-units.ts';
import { dayText, dayIndexAt } from '#api/providers/rates/days.ts';
import type { RateProvider } from '#api/providers/rates/rate-provider.ts';
import {
  type Arrived,
  assertAmountCents,
  type CardProvider,
  type ChargeResult,
  type PayoutDestination,
  type PayoutProvider,
  type PayoutState,
} from './payment-providers.ts';

const DECLINED = 'Your card was declined.';
/** Stripe's test PaymentMethods that decline, with Stripe's own messages. */
const DECLINES: Record<string, string> = {
  pm_card_chargeDeclined: DECLINED,
  pm_card_visa_chargeDeclined: DECLINED,
  pm_card_chargeDeclinedInsufficientFunds: 'Your card has insufficient funds.',
  pm_card_visa_chargeDeclinedInsufficientFunds: 'Your card has insufficient funds.',
  pm_card_chargeDeclinedLostCard: DECLINED,
  pm_card_visa_chargeDeclinedLostCard: DECLINED,
  pm_card_chargeDeclinedStolenCard: DECLINED,
  pm_card_visa_chargeDeclinedStolenCard: DECLINED,
  pm_card_chargeDeclinedFraudulent: DECLINED,
  pm_card_chargeDeclinedExpiredCard: 'Your card has expired.',
  pm_card_chargeDeclinedIncorrectCvc: "Your card's security code is incorrect.",
  pm_card_chargeDeclinedProcessingError: 'An error occurred while processing your card. Try again in a little bit.',
  pm_card_authenticationRequired: 'Your card was declined. This transaction requires authentication.',
};
/**
 * Sandbox-only PaymentMethods whose charge stays `processing` for an hour (as a bank debit can), then
 * succeeds or is declined. Stripe's own test cards settle at once.
 */
const PROCESSING: Record<string, ChargeResult['status']> = {
  pm_card_processing: 'succeeded',
  pm_card_processing_declined: 'declined',
};
const PROCESSING_MS = 60 * 60 * 1000;
/** Stripe's test PaymentMethods that succeed. */
const SUCCEEDS = new Set(
  [
    'visa',
    'visa_debit',
    'mastercard',
    'mastercard_debit',
    'mastercard_prepaid',
    'amex',
    'discover',
    'diners',
    'jcb',
    'unionpay',
  ].map((b) => `pm_card_${b}`),
);
const IDEMPOTENCY_MISMATCH =
  'Keys for idempotent requests can only be used with the same parameters they were first used with.';
/** Stripe's minimum charge in USD. */
const MINIMUM_CHARGE_CENTS = 50;

export type SandboxCharge = {
  chargeId: string;
  idempotencyKey: string;
  customerId: string | null;
  paymentMethodId: string;
  amountCents: number;
  description: string;
  result: ChargeResult;
  createdAtMs: number;
};

function settleProcessing(charge: SandboxCharge, now: number) {
  const final = PROCESSING[charge.paymentMethodId];
  if (charge.result.status !== 'processing' || !final || now - charge.createdAtMs < PROCESSING_MS) return;
  charge.result =
    final === 'succeeded'
      ? { status: 'succeeded', chargeId: charge.chargeId }
      : { status: 'declined', reason: DECLINED };
}

/** A stable, Stripe-looking id derived from the idempotency key. */
const sandboxId = (prefix: string, key: string) =>
  `${prefix}_sandbox_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

export class SandboxCards implements CardProvider {
  readonly name = 'sandbox';
  readonly #charges: SandboxCharge[] = [];
  readonly #byKey = new Map<string, SandboxCharge>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Every charge attempted, one per idempotency key, declines included (as Stripe lists failed charges). */
  get charges(): readonly SandboxCharge[] {
    return this.#charges;
  }

  async chargeOffSession(input: Parameters<CardProvider['chargeOffSession']>[0]): Promise<ChargeResult> {
    assertAmountCents(input.amountCents);
    const seen = this.#byKey.get(input.idempotencyKey);
    if (seen) {
      const same =
        seen.amountCents === input.amountCents &&
        seen.paymentMethodId === input.paymentMethodId &&
        seen.customerId === input.customerId;
      if (!same) throw new Error(IDEMPOTENCY_MISMATCH);
      return seen.result;
    }
    const charge: SandboxCharge = {
      chargeId: sandboxId('pi', input.idempotencyKey),
      idempotencyKey: input.idempotencyKey,
      customerId: input.customerId,
      paymentMethodId: input.paymentMethodId,
      amountCents: input.amountCents,
      description: input.description,
      result: decide(input.paymentMethodId, input.amountCents, sandboxId('pi', input.idempotencyKey)),
      createdAtMs: this.#now(),
    };
    this.#charges.push(charge);
    this.#byKey.set(input.idempotencyKey, charge);
    return charge.result;
  }

  async getCharge(chargeId: string): Promise<ChargeResult> {
    const charge = this.#charges.find((c) => c.chargeId === chargeId);
    if (!charge) throw new Error(`No such payment_intent: '${chargeId}'`);
    settleProcessing(charge, this.#now());
    return charge.result;
  }
}

function decide(paymentMethodId: string, amountCents: number, chargeId: string): ChargeResult {
  const decline = DECLINES[paymentMethodId];
  if (decline) return { status: 'declined', reason: decline };
  // A card saved through the sandbox card form (pm_sandbox_...) is a good card, as Stripe's test 4242 is.
  if (!SUCCEEDS.has(paymentMethodId) && !(paymentMethodId in PROCESSING) && !SANDBOX_PM_ID.test(paymentMethodId))
    return { status: 'declined', reason: `No such PaymentMethod: '${paymentMethodId}'` };
  if (amountCents < MINIMUM_CHARGE_CENTS) return { status: 'declined', reason: 'Amount must be at least $0.50 usd' };
  if (paymentMethodId in PROCESSING) return { status: 'processing', chargeId };
  return { status: 'succeeded', chargeId };
}

type SandboxPayout = {
  state: PayoutState;
  amountCents: number;
  method: 'instant' | 'standard';
  destination: PayoutDestination;
  arrivesAtMs: number;
  arrived: Arrived | undefined;
};

export class SandboxPayouts implements PayoutProvider {
  readonly name = 'sandbox';
  readonly #byId = new Map<string, SandboxPayout>();
  readonly #byKey = new Map<string, { payout: SandboxPayout; first: PayoutState }>();
  readonly #now: () => number;
  readonly #rates: RateProvider | undefined;
  #failNext: string | null = null;

  /** `rates`: converts what is sent to the bank account's currency, as Stripe does at its rate on the day. */
  constructor(now: () => number = Date.now, rates?: RateProvider) {
    this.#now = now;
    this.#rates = rates;
  }

  async #convert(cents: number, currency: string): Promise<Arrived | undefined> {
    if (currency === 'USD') return { minor: cents, currency };
    try {
      const rate = await this.#rates?.usdRate(currency, dayText(dayIndexAt(this.#now())));
      const minor = rate ? usdCentsToMinor(cents, rate) : null;
      return minor === null ? undefined : { minor, currency };
    } catch {
      return undefined; // the rate feed is down: the amount that arrived is not known yet
    }
  }

  /** The next new payout fails with `reason` (for tests of the failure path). */
  failNextPayout(reason: string): void {
    this.#failNext = reason;
  }

  /** The bank sends a payout back after it was paid (a return): the payout now reports failed with `reason`. */
  sendBack(payoutId: string, reason: string): void {
    const payout = this.#byId.get(payoutId);
    if (!payout) throw new Error(`No such payout: '${payoutId}'`);
    payout.state = { status: 'failed', payoutId, reason };
  }

  async createPayout(input: Parameters<PayoutProvider['createPayout']>[0]): Promise<PayoutState> {
    assertAmountCents(input.amountCents);
    const seen = this.#byKey.get(input.idempotencyKey);
    if (seen) {
      const { payout } = seen;
      const same =
        payout.amountCents === input.amountCents &&
        payout.method === input.method &&
        payout.destination.accountRef === input.destination.accountRef;
      if (!same) throw new Error(IDEMPOTENCY_MISMATCH);
      return seen.first;
    }
    const payoutId = sandboxId('po', input.idempotencyKey);
    const created = this.#now();
    let state: PayoutState;
    if (this.#failNext !== null) {
      state = { status: 'failed', payoutId, reason: this.#failNext };
      this.#failNext = null;
    } else {
      const arrived = await this.#convert(input.amountCents, input.destination.currency);
      state = { status: input.method === 'instant' ? 'paid' : 'processing', payoutId, ...(arrived && { arrived }) };
    }
    const arrivesAtMs = input.method === 'instant' ? created : estimatedArrival(created);
    const payout: SandboxPayout = {
      state,
      amountCents: input.amountCents,
      method: input.method,
      destination: input.destination,
      arrivesAtMs,
      arrived: state.status === 'failed' ? undefined : state.arrived,
    };
    this.#byId.set(payoutId, payout);
    this.#byKey.set(input.idempotencyKey, { payout, first: state });
    return state;
  }

  async getPayout(payoutId: string, _destination?: PayoutDestination | null): Promise<PayoutState> {
    const payout = this.#byId.get(payoutId);
    if (!payout) throw new Error(`No such payout: '${payoutId}'`);
    // A standard payout lands once its business days have passed.
    if (payout.state.status === 'processing' && this.#now() >= payout.arrivesAtMs)
      payout.state = { status: 'paid', payoutId, ...(payout.arrived && { arrived: payout.arrived }) };
    return payout.state;
  }
}
