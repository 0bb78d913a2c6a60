// Saving a card (Settings > Payment Methods, 'Add card'): a SetupIntent for the user's customer,
// confirmed by the page with the card provider itself (Stripe.js, or the sandbox form in the page), then the
// PaymentMethod it produced read back for what the page shows. The number never reaches our server.
import { randomBytes } from 'node:crypto';
import { SANDBOX_PM_ID, sandboxSetupNonce } from '#shared/cards.ts';

export type SavedCard = { id: string; brand: string; last4: string; expMonth: number; expYear: number };

export interface CardSetupProvider {
  readonly name: 'sandbox' | 'stripe';
  /** The user's customer at the provider: `customerId` when there is one, else a new one (one per key). */
  ensureCustomer(input: {
    customerId: string | null;
    userId: number;
    email: string;
    idempotencyKey: string;
  }): Promise<string>;
  createSetupIntent(customerId: string): Promise<{ clientSecret: string; setupIntentId: string }>;
  /** The card behind a PaymentMethod of this customer; null when it is not a card of theirs (or has expired). */
  card(customerId: string, paymentMethodId: string, now: number): Promise<SavedCard | null>;
  /** Makes the card the customer's default for off-session charges. */
  setDefault(customerId: string, paymentMethodId: string): Promise<void>;
  /**
   * Removes the card from the customer; resolves too when it is not attached any more ('not attached' means
   * detached), so a retry after a detach whose answer was lost is done, not refused forever.
   */
  detach(paymentMethodId: string): Promise<void>;
}

/** Expired once its month is over (UTC). */
export const expired = (expMonth: number, expYear: number, now: number) => {
  const d = new Date(now);
  return expYear < d.getUTCFullYear() || (expYear === d.getUTCFullYear() && expMonth < d.getUTCMonth() + 1);
};

/**
 * The built-in card setup: Stripe's shapes, nothing kept but the SetupIntents it handed out (in memory: after a
 * restart a setup under way fails and is started again). A card counts only under the customer whose SetupIntent
 * it was confirmed with.
 */
export class SandboxCardSetup implements CardSetupProvider {
  readonly name = 'sandbox' as const;
  readonly #intents = new Map<string, string>();

  async ensureCustomer({ customerId, userId }: { customerId: string | null; userId: number }) {
    return customerId ?? `cus_sandbox_${userId}`;
  }

  async createSetupIntent(customerId: string) {
    const setupIntentId = `seti_sandbox_${randomBytes(12).toString('hex')}`;
    this.#intents.set(sandboxSetupNonce(setupIntentId), customerId);
    return { setupIntentId, clientSecret: `${setupIntentId}_secret_${randomBytes(12).toString('hex')}` };
  }

  async card(customerId: string, paymentMethodId: string, now: number): Promise<SavedCard | null> {
    const m = SANDBOX_PM_ID.exec(paymentMethodId);
    if (!m || this.#intents.get(m[5]!) !== customerId) return null;
    const card = { id: paymentMethodId, brand: m[1]!, last4: m[2]!, expMonth: Number(m[3]), expYear: Number(m[4]) };
    return expired(card.expMonth, card.expYear, now) ? null : card;
  }

  async setDefault() {}

  /** Nothing is kept to detach: always done, as the Stripe provider's detach is for a card already detached. */
  async detach() {}
}
