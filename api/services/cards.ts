// Saved cards: the list, a SetupIntent, saving the card it produced, the default, removal. Exactly one saved card
// is the default while any is saved; it is the one sweeps charge (users.stripePaymentMethodId). Another user's
// card is treated exactly like a missing one.
import { and, desc, eq } from 'drizzle-orm';
import { paymentMethods, users } from '#db/schema/index.ts';
import type { Deps } from '#api/deps.ts';
import { providerKey } from '#api/lib/provider-key.ts';
import type { CardSetupProvider, SavedCard } from '#api/providers/payments/card-setup.ts';
import { sweepUser } from '#api/services/money/sweeps.ts';

export type CardRow = typeof paymentMethods.$inferSelect;
type CardDeps = Pick<Deps, 'db' | 'now'>;

const defaultOf = ({ db }: CardDeps, userId: number) =>
  db
    .select({
      id: users.stripePaymentMethodId,
      customerId: users.stripeCustomerId,
      email: users.email,
      keyNonce: users.keyNonce,
    })
    .from(users)
    .where(eq(users.id, userId))
    .get();

/** The user's cards, newest first, and which one is the default. */
export function cardsOf(deps: CardDeps, userId: number): { rows: CardRow[]; defaultId: string | null } {
  const rows = deps.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
    .all();
  return { rows, defaultId: defaultOf(deps, userId)?.id ?? null };
}

/** The card becomes the default: on the user (where sweeps read it); null clears it. */
function makeDefault(
  { db }: CardDeps,
  userId: number,
  card: Pick<CardRow, 'providerId' | 'brand' | 'last4' | 'expMonth' | 'expYear'> | null,
) {
  db.update(users)
    .set({
      stripePaymentMethodId: card?.providerId ?? null,
      paymentMethodBrand: card?.brand ?? null,
      paymentMethodLast4: card?.last4 ?? null,
      paymentMethodExpiry: card ? `${String(card.expMonth).padStart(2, '0')}/${card.expYear}` : null,
    })
    .where(eq(users.id, userId))
    .run();
}

/** A SetupIntent for the user's customer (made, and kept on the user, the first time). */
export async function startCardSetup(deps: CardDeps, setup: CardSetupProvider, userId: number) {
  const user = defaultOf(deps, userId)!;
  const customerId = await setup.ensureCustomer({
    customerId: user.customerId,
    userId,
    email: user.email,
    idempotencyKey: providerKey('giftorbit-customer', userId, user.keyNonce),
  });
  if (customerId !== user.customerId) {
    deps.db.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, userId)).run();
  }
  return setup.createSetupIntent(customerId);
}

/**
 * Saves the card a confirmed setup produced; the first card becomes the default. Null when the provider does not
 * know it as a card of this customer. Saving the same card again changes nothing.
 */
export async function saveCard(
  deps: CardDeps,
  setup: CardSetupProvider,
  userId: number,
  paymentMethodId: string,
): Promise<SavedCard | null> {
  const customerId = defaultOf(deps, userId)?.customerId;
  const card = customerId ? await setup.card(customerId, paymentMethodId, deps.now()) : null;
  if (!card || !customerId) return null;
  const row = {
    providerId: card.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
  };
  // No await between these writes: no other request of this process can come between them.
  deps.db
    .insert(paymentMethods)
    .values({ userId, ...row, createdAt: new Date(deps.now()) })
    .onConflictDoNothing()
    .run();
  const first = !defaultOf(deps, userId)?.id;
  if (first) makeDefault(deps, userId, row);
  if (first) await setup.setDefault(customerId, card.id);
  return card;
}

/** The round-ups that waited for a card are swept now; a failure leaves them to the scheduler. */
export async function sweepAfterCardSaved(deps: Deps, userId: number) {
  try {
    await sweepUser(deps, userId);
  } catch (error) {
    console.warn(`[sweeps] user ${userId}: sweep after saving a card deferred:`, (error as Error).message);
  }
}

const own = (deps: CardDeps, userId: number, providerId: string) =>
  deps.db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.providerId, providerId)))
    .get();

/** False when the card is not the user's. */
export async function setDefaultCard(deps: CardDeps, setup: CardSetupProvider, userId: number, providerId: string) {
  const card = own(deps, userId, providerId);
  const customerId = defaultOf(deps, userId)?.customerId;
  if (!card || !customerId) return false;
  await setup.setDefault(customerId, providerId);
  makeDefault(deps, userId, card);
  return true;
}

/** Removes the card; the newest other card becomes the default if it was. False when the card is not the user's. */
export async function removeCard(deps: CardDeps, setup: CardSetupProvider, userId: number, providerId: string) {
  const card = own(deps, userId, providerId);
  if (!card) return false;
  await setup.detach(providerId);
  deps.db.delete(paymentMethods).where(eq(paymentMethods.id, card.id)).run();
  if (defaultOf(deps, userId)?.id === providerId) {
    const next = cardsOf(deps, userId).rows[0] ?? null;
    makeDefault(deps, userId, next);
    const customerId = defaultOf(deps, userId)?.customerId;
    if (next && customerId) await setup.setDefault(customerId, next.providerId);
  }
  return true;
}
