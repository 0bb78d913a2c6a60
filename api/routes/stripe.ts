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

export function stripeRoutes(deps: Deps) {
  const setup = deps.providers.cardSetup;
  const unavailable = { message: cardText.notAvailable };
  return new Hono<AppEnv>()
    .get('/payment-methods', requireUser, (c) => {
      const { rows, defaultId } = cardsOf(deps, currentUser(c).id);
      const body: PaymentMethodsResponse = {
        paymentMethods: rows.map((r) => toDto(r, defaultId)),
        provider: setup ? setup.name : 'stripe',
      };
      return c.json(body, 200);
    })
    .post('/create-setup-intent', requireUser, async (c) => {
      if (!setup) return c.json(unavailable, 503);
      try {
        const intent = await startCardSetup(deps, setup, currentUser(c).id);
        return c.json({ client_secret: intent.clientSecret, setup_intent_id: intent.setupIntentId }, 200);
      } catch (error) {
        console.error('[cards] create setup intent failed:', (error as Error).message);
        return c.json({ message: cardText.setupIntentFailed }, 502);
      }
    })
    .post('/save-payment-method', requireUser, jsonBody(paymentMethodBodySchema), async (c) => {
      if (!setup) return c.json(unavailable, 503);
      const userId = currentUser(c).id;
      const card = await saveCard(deps, setup, userId, c.req.valid('json').paymentMethodId);
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
      if (!setup) return c.json(unavailable, 503);
      const ok = await setDefaultCard(deps, setup, currentUser(c).id, c.req.valid('json').paymentMethodId);
      return ok ? c.json({ success: true }, 200) : c.json(notFound, 404);
    })
    .delete('/payment-methods/:id', requireUser, cardParam, async (c) => {
      if (!setup) return c.json(unavailable, 503);
      const ok = await removeCard(deps, setup, currentUser(c).id, c.req.valid('param').id);
      return ok ? c.json({ success: true }, 200) : c.json(notFound, 404);
    });
}
