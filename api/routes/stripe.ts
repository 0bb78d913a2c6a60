import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import { cardText } from '#shared/messages/cards.ts';
import { api } from '#shared/messages/common.ts';
import {
  paymentMethodBodySchema,
  paymentMethodId,
  type PaymentMethodsResponse,
  type SavedCardDto,
} from '#shared/schemas/cards.ts';
import type { Deps } from '#api/deps.ts';
import type { AppEnv } from '#api/lib/app-env.ts';
import { jsonBody } from '#api/lib/validate.ts';
import { currentUser, requireUser } from '#api/middleware/session.ts';
import {
  type CardRow,
  cardsOf,
  removeCard,
  saveCard,
  setDefaultCard,
  startCardSetup,
  sweepAfterCardSaved,
} from '#api/services/cards.ts';

const toDto = (r: CardRow, defaultId: string | null): SavedCardDto => ({
  id: r.providerId,
  isDefault: r.providerId === defaultId,
  card: { brand: r.brand, last4: r.last4, exp_month: r.expMonth, exp_year: r.expYear },
});
const notFound = { message: api.notFound };
/** A card id in the path that is not a PaymentMethod id names no card: 404 like a missing one. */
const cardParam = zValidator('param', z.object({ id: paymentMethodId }), (result, c) => {
  if (!result.success) return c.json(notFound, 404);
});

/** The card provider failed (network, 5xx): the product's message for the action, as a 502, never a bare 500. */
async function orProviderError<T>(work: () => Promise<T>, what: string): Promise<T | { failed: string }> {
  try {
    return await work();
  } catch (error) {
    console.error(`[cards] the card provider failed: ${what}:`, (error as Error).message);
    return { failed: what };
  }
}
const failed = (r: unknown): r is { failed: string } => typeof r === 'object' && r !== null && 'failed' in r;

export function stripeRoutes(deps: Deps) {
  // Read per request, so a test (or a later reconfiguration) can swap the provider.
  const setup = () => deps.providers.cardSetup;
  return new Hono<AppEnv>()
    .get('/payment-methods', requireUser, (c) => {
      const { rows, defaultId } = cardsOf(deps, currentUser(c).id);
      const body: PaymentMethodsResponse = {
        paymentMethods: rows.map((r) => toDto(r, defaultId)),
        provider: setup().name,
        publishableKey: setup().name === 'stripe' ? (deps.env.stripePublishableKey ?? null) : null,
      };
      return c.json(body, 200);
    })
    .post('/create-setup-intent', requireUser, async (c) => {
      const intent = await orProviderError(
        () => startCardSetup(deps, setup(), currentUser(c).id),
        cardText.setupIntentFailed,
      );
      if (failed(intent)) return c.json({ message: intent.failed }, 502);
      return c.json({ client_secret: intent.clientSecret, setup_intent_id: intent.setupIntentId }, 200);
    })
    .post('/save-payment-method', requireUser, jsonBody(paymentMethodBodySchema), async (c) => {
      const userId = currentUser(c).id;
      const id = c.req.valid('json').paymentMethodId;
      const card = await orProviderError(() => saveCard(deps, setup(), userId, id), cardText.failedToSave);
      if (failed(card)) return c.json({ message: card.failed }, 502);
      if (!card) return c.json({ message: cardText.failedToSave }, 400);
      // Round-ups that waited for a card are invested now.
      await sweepAfterCardSaved(deps, userId);
      const { rows, defaultId } = cardsOf(deps, userId);
      return c.json(
        toDto(
          rows.find((r) => r.providerId === card.id)!,
          defaultId,
        ),
        201,
      );
    })
    .post('/set-default-payment-method', requireUser, jsonBody(paymentMethodBodySchema), async (c) => {
      const id = c.req.valid('json').paymentMethodId;
      const ok = await orProviderError(
        () => setDefaultCard(deps, setup(), currentUser(c).id, id),
        cardText.defaultFailed,
      );
      if (failed(ok)) return c.json({ message: ok.failed }, 502);
      return ok ? c.json({ success: true }, 200) : c.json(notFound, 404);
    })
    .delete('/payment-methods/:id', requireUser, cardParam, async (c) => {
      const id = c.req.valid('param').id;
      const ok = await orProviderError(() => removeCard(deps, setup(), currentUser(c).id, id), cardText.removeFailed);
      if (failed(ok)) return c.json({ message: ok.failed }, 502);
      return ok ? c.json({ success: true }, 200) : c.json(notFound, 404);
    });
}
